import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { scaledDecimal } from '@lumbung/contract'

/**
 * The arithmetic and sealing of secret-share datasets, shared by the upload (datasets), the share
 * stores and the query coordinator. Shares live in the ring of integers mod 2^64
 * (docs/product.md#secret-sharing).
 */
export const shareModulus = 1n << 64n
const mask = shareModulus - 1n
const int64Min = -(1n << 63n)
const int64Max = (1n << 63n) - 1n

export const randomShare = (): bigint => randomBytes(8).readBigUInt64BE()

/**
 * Splits a value into two additive shares: A uniformly random, B = value − A (mod 2^64). Either
 * share alone is uniformly distributed whatever the value, so it tells nothing about it.
 */
export function splitValue(value: bigint, random: () => bigint = randomShare): [bigint, bigint] {
  const shareA = random() & mask
  const shareB = (value - shareA) & mask
  return [shareA, shareB]
}

/** Adds shares (or partial sums of shares) back together, read as a signed 64-bit number. */
export function combineShares(shareA: bigint, shareB: bigint): bigint {
  const sum = (shareA + shareB) & mask
  return sum > int64Max ? sum - shareModulus : sum
}

/**
 * A measure's text as a whole number scaled by 10^scale ("12.5" with scale 2 is 1250). Null when the
 * text is not a number, has more decimals than the scale keeps, or falls outside signed 64 bits.
 */
export function scaledInteger(text: string, scale: number): bigint | null {
  const value = scaledDecimal(text, scale)
  return value === null || value < int64Min || value > int64Max ? null : value
}

/** The keyed hash an identifier is stored as: equal identifiers match, nobody can read them back. */
export function hashIdentifier(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value.trim()).digest('hex')
}

/** One share store's rows are sealed under that store's own key: iv.tag.ciphertext, base64url. */
export function sealShares(key: Buffer, shares: readonly bigint[]): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const ciphertext = Buffer.concat([cipher.update(shares.map(String).join(','), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url')).join('.')
}

export function openShares(key: Buffer, sealed: string): bigint[] {
  const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', key, iv!)
  decipher.setAuthTag(tag!)
  const text = Buffer.concat([decipher.update(ciphertext!), decipher.final()]).toString('utf8')
  return text === '' ? [] : text.split(',').map((value) => BigInt(value))
}
