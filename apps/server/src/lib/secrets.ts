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

export function createSecrets(masterKey: Buffer): Secrets {
  if (masterKey.length !== keyBytes) throw new SecretError('The master key must be 32 bytes')
  return {
    seal(plain) {
      const dataKey = randomBytes(keyBytes)
      try {
        const wrapped = encrypt(masterKey, dataKey)
        const sealed = encrypt(dataKey, Buffer.from(plain, 'utf8'))
        return [
          version,
          encode(wrapped.iv),
          encode(wrapped.tag),
          encode(wrapped.ciphertext),
          encode(sealed.iv),
          encode(sealed.tag),
          encode(sealed.ciphertext),
        ].join('.')
      } finally {
        dataKey.fill(0)
      }
    },
    open(text) {
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
      let dataKey: Buffer | undefined
      try {
        dataKey = decrypt(masterKey, wrappedIv!, wrappedTag!, wrappedKey!)
        return decrypt(dataKey, iv!, tag!, ciphertext!).toString('utf8')
      } catch {
        // GCM refused: a changed byte, a wrong master key or a damaged value. Say nothing more.
        throw new SecretError('The secret cannot be opened')
      } finally {
        dataKey?.fill(0)
      }
    },
  }
}
