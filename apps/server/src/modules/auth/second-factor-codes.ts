import { randomInt } from 'node:crypto'
import { Secret, TOTP } from 'otpauth'
import { sha256Hex } from '../../lib/crypto'

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const totpSettings = { issuer: 'Lumbung', algorithm: 'SHA1', digits: 6, period: 30 } as const
/** A code of the step before or after the current one is accepted too, for clocks a little off. */
const stepWindow = 1

export const recoveryCodeCount = 10
// Letters and digits that cannot be mistaken for one another when copied by hand.
const recoveryAlphabet = '23456789abcdefghjkmnpqrstuvwxyz'
const recoveryCodeLength = 10

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totpOf(secret: string, label: string) {
  return new TOTP({ ...totpSettings, label, secret: Secret.fromBase32(secret) })
}

/** The `otpauth://` address an authenticator app reads from a QR code or a link. */
export function otpauthUrl(secret: string, label: string): string {
  return totpOf(secret, label).toString()
}

/**
 * The 30-second step the code belongs to, or null when it is not a code of this secret within the
 * window. The caller records the step so the same code is not accepted twice.
 */
export function totpStepOf(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret, 'check').validate({ token: code, timestamp: at.getTime(), window: stepWindow })
  if (delta === null) return null
  return Math.floor(at.getTime() / 1000 / totpSettings.period) + delta
}

/** What the user typed, without the spaces, hyphens and capitals a copied code may carry. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase()
}

export const isTotpCode = (normalised: string) => /^\d{6}$/.test(normalised)

/** Ten codes, shown as `xxxxx-xxxxx`; only their hashes are kept. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const characters = Array.from(
      { length: recoveryCodeLength },
      () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
    ).join('')
    return `${characters.slice(0, 5)}-${characters.slice(5)}`
  })
}

export const recoveryCodeHash = (code: string) => sha256Hex(`recovery-code|${normaliseCode(code)}`)
