import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createSecrets, SecretError } from './secrets'

const secrets = createSecrets(randomBytes(32))

/** Flips one bit in the base64url part at `index` of a sealed value. */
function tamper(sealed: string, index: number): string {
  const parts = sealed.split('.')
  const bytes = Buffer.from(parts[index]!, 'base64url')
  bytes[0] = bytes[0]! ^ 0x01
  parts[index] = bytes.toString('base64url')
  return parts.join('.')
}

describe('secrets at rest', () => {
  it('opens what it sealed, including unicode and empty text', () => {
    for (const plain of ['lmb_live_abc', '', 'rahasia ✓ 秘密', 'x'.repeat(10_000)]) {
      expect(secrets.open(secrets.seal(plain))).toBe(plain)
    }
  })

  it('never writes the plain text and seals the same text differently each time', () => {
    const first = secrets.seal('1234567890')
    const second = secrets.seal('1234567890')
    expect(first).not.toBe(second)
    expect(first).not.toContain('1234567890')
    expect(first.startsWith('v1.')).toBe(true)
    expect(first.split('.')).toHaveLength(7)
  })

  it('refuses a value whose ciphertext, tag, iv or wrapped key was changed', () => {
    const sealed = secrets.seal('account 0123456789')
    for (const part of [1, 2, 3, 4, 5, 6]) {
      expect(() => secrets.open(tamper(sealed, part))).toThrow(SecretError)
    }
  })

  it('refuses to open under another master key', () => {
    const other = createSecrets(randomBytes(32))
    expect(() => other.open(secrets.seal('service account json'))).toThrow('The secret cannot be opened')
  })

  it('refuses values that are not sealed secrets', () => {
    for (const text of ['', 'plain', 'v2.a.b.c.d.e.f', secrets.seal('x').split('.').slice(0, 6).join('.')]) {
      expect(() => secrets.open(text)).toThrow(SecretError)
    }
  })

  it('requires a 32-byte master key', () => {
    expect(() => createSecrets(randomBytes(16))).toThrow(SecretError)
  })
})

describe('rotating the master key', () => {
  const previousKey = randomBytes(32)
  const currentKey = randomBytes(32)
  const before = createSecrets(previousKey)
  const during = createSecrets(currentKey, [previousKey])
  const after = createSecrets(currentKey)

  it('opens what the previous key sealed while both are configured, and seals new secrets under the current one', () => {
    const old = before.seal('bank 1234')
    expect(during.open(old)).toBe('bank 1234')
    expect(after.open(during.seal('new secret'))).toBe('new secret')
    expect(() => after.open(old)).toThrow(SecretError)
  })

  it('rewraps only the data key: the ciphertext stays, and the result opens with the current key alone', () => {
    const old = before.seal('token-abc')
    const rewrapped = during.rewrap(old)!
    expect(rewrapped).not.toBe(old)
    expect(rewrapped.split('.').slice(4)).toEqual(old.split('.').slice(4))
    expect(after.open(rewrapped)).toBe('token-abc')
    expect(during.rewrap(rewrapped)).toBeNull()
  })

  it('refuses to rewrap a damaged value or one no configured key opens', () => {
    expect(() => during.rewrap(tamper(before.seal('x'), 6))).toThrow(SecretError)
    expect(() => during.rewrap(createSecrets(randomBytes(32)).seal('x'))).toThrow(SecretError)
  })
})
