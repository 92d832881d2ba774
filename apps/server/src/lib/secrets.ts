import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

/**
 * Secrets at rest (docs/product.md#secrets-at-rest): AES-256-GCM envelope encryption. Each secret gets its
 * own random data key; the data key is wrapped (encrypted) under the master key. A sealed value is one
 * string:
 *
 *   v1.<wrapped key iv>.<wrapped key tag>.<wrapped key>.<iv>.<tag>.<ciphertext>   (base64url parts)
 *
 * The version lets the format or the master key change later while old values stay readable.
 * Rotating the master key only needs the wrapped keys rewritten, never the secrets themselves.
 */
export interface Secrets {
  seal(plain: string): string
  open(sealed: string): string
  /**
   * The same secret with its data key wrapped under the current master key, or null when it already
   * is. The ciphertext is kept: rotating the master key never decrypts the secret itself.
   */
  rewrap(sealed: string): string | null
}

export class SecretError extends Error {
  override name = 'SecretError'
}

const version = 'v1'
const algorithm = 'aes-256-gcm'
const ivBytes = 12
const tagBytes = 16
const keyBytes = 32
// The sealed value's version is bound into both tags, so a part cannot be moved to another format.
const additionalData = Buffer.from(`lumbung-secret-${version}`)

function encrypt(key: Buffer, plain: Buffer) {
  const iv = randomBytes(ivBytes)
  const cipher = createCipheriv(algorithm, key, iv, { authTagLength: tagBytes })
  cipher.setAAD(additionalData)
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()])
  return { iv, tag: cipher.getAuthTag(), ciphertext }
}

function decrypt(key: Buffer, iv: Buffer, tag: Buffer, ciphertext: Buffer): Buffer {
  const decipher = createDecipheriv(algorithm, key, iv, { authTagLength: tagBytes })
  decipher.setAAD(additionalData)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(ciphertext), decipher.final()])
}

const encode = (bytes: Buffer) => bytes.toString('base64url')
const decode = (text: string) => Buffer.from(text, 'base64url')

interface SealedParts {
  wrappedIv: Buffer
  wrappedTag: Buffer
  wrappedKey: Buffer
  iv: Buffer
  tag: Buffer
  ciphertext: Buffer
}

function partsOf(text: string): SealedParts {
  const parts = text.split('.')
  if (parts.length !== 7 || parts[0] !== version) throw new SecretError('Not a sealed secret')
  const [, wrappedIv, wrappedTag, wrappedKey, iv, tag, ciphertext] = parts.map(decode) as Buffer[]
  if (
    wrappedIv!.length !== ivBytes ||
    iv!.length !== ivBytes ||
    wrappedTag!.length !== tagBytes ||
    tag!.length !== tagBytes ||
    wrappedKey!.length !== keyBytes
  ) {
    throw new SecretError('Not a sealed secret')
  }
  return {
    wrappedIv: wrappedIv!,
    wrappedTag: wrappedTag!,
    wrappedKey: wrappedKey!,
    iv: iv!,
    tag: tag!,
    ciphertext: ciphertext!,
  }
}

function textOf(wrapped: ReturnType<typeof encrypt>, parts: Pick<SealedParts, 'iv' | 'tag' | 'ciphertext'>) {
  return [
    version,
    encode(wrapped.iv),
    encode(wrapped.tag),
    encode(wrapped.ciphertext),
    encode(parts.iv),
    encode(parts.tag),
    encode(parts.ciphertext),
  ].join('.')
}

/**
 * `previousMasterKeys` are the keys being rotated away from (docs/deploy.md#rotating-the-master-key):
 * secrets wrapped under one of them still open, and `rewrap` moves them to the current key. New
 * secrets are always sealed under the current key.
 */
export function createSecrets(masterKey: Buffer, previousMasterKeys: readonly Buffer[] = []): Secrets {
  for (const key of [masterKey, ...previousMasterKeys]) {
    if (key.length !== keyBytes) throw new SecretError('The master key must be 32 bytes')
  }
  const keys = [masterKey, ...previousMasterKeys]

  /** The data key and whether the current master key wrapped it; GCM's tag tells the keys apart. */
  function unwrap(parts: SealedParts): { dataKey: Buffer; isCurrent: boolean } {
    for (const [index, key] of keys.entries()) {
      try {
        return {
          dataKey: decrypt(key, parts.wrappedIv, parts.wrappedTag, parts.wrappedKey),
          isCurrent: index === 0,
        }
      } catch {
        // Not this key: try the next one.
      }
    }
    throw new SecretError('The secret cannot be opened')
  }

  return {
    seal(plain) {
      const dataKey = randomBytes(keyBytes)
      try {
        return textOf(encrypt(masterKey, dataKey), encrypt(dataKey, Buffer.from(plain, 'utf8')))
      } finally {
        dataKey.fill(0)
      }
    },
    open(text) {
      const parts = partsOf(text)
      let dataKey: Buffer | undefined
      try {
        dataKey = unwrap(parts).dataKey
        return decrypt(dataKey, parts.iv, parts.tag, parts.ciphertext).toString('utf8')
      } catch {
        // GCM refused: a changed byte, a wrong master key or a damaged value. Say nothing more.
        throw new SecretError('The secret cannot be opened')
      } finally {
        dataKey?.fill(0)
      }
    },
    rewrap(text) {
      const parts = partsOf(text)
      const { dataKey, isCurrent } = unwrap(parts)
      try {
        if (isCurrent) return null
        // The data key must still open the secret, so a damaged value is never rewritten as sound.
        decrypt(dataKey, parts.iv, parts.tag, parts.ciphertext).fill(0)
        return textOf(encrypt(masterKey, dataKey), parts)
      } catch {
        throw new SecretError('The secret cannot be opened')
      } finally {
        dataKey.fill(0)
      }
    },
  }
}
