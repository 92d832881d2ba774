import { hash, randomBytes } from 'node:crypto'

export function sha256Hex(value: string): string {
  // The one-shot hash: no Hash object per call (the gateway hashes every key it is shown).
  return hash('sha256', value, 'hex')
}

/** URL-safe random text of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}
