import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Links to stored files under `/storage/<key>`. A link carries its expiry and an HMAC of key and
 * expiry, so the `/storage/*` route serves a file only through a link the API handed to a signed-in
 * user, and only for a while; keys themselves are never enough.
 */
export interface StorageUrls {
  /** `/storage/<key>?expires=<unix seconds>&sig=<hex>` */
  sign(key: string, options?: { expiresInSeconds?: number; now?: Date }): string
  /** Whether a link's expiry and signature are genuine and the link has not expired. */
  verify(key: string, expires: string | undefined, signature: string | undefined, now?: Date): boolean
}

export const storagePathPrefix = '/storage/'
export const defaultStorageUrlSeconds = 60 * 60

export function createStorageUrls(secret: string | Buffer): StorageUrls {
  // A key of its own, so a storage signature can never stand in for any other HMAC the server makes.
  const signingKey = createHmac('sha256', secret).update('lumbung-storage-url-v1').digest()
  const signatureOf = (key: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${key}\n${expires}`).digest('hex')

  return {
    sign(key, { expiresInSeconds = defaultStorageUrlSeconds, now = new Date() } = {}) {
      // Rounded up to the next 5 minutes so the same file keeps the same link for a while and caches well.
      const expires = Math.ceil((now.getTime() / 1000 + expiresInSeconds) / 300) * 300
      const path = key.split('/').map(encodeURIComponent).join('/')
      return `${storagePathPrefix}${path}?expires=${expires}&sig=${signatureOf(key, expires)}`
    },
    verify(key, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) {
        return false
      }
      const expiresAt = Number(expires)
      if (expiresAt * 1000 <= now.getTime()) return false
      const expected = Buffer.from(signatureOf(key, expiresAt), 'hex')
      return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
    },
  }
}

/**
 * Expiring HMAC signatures for links other than stored files (downloads of purchased data), each
 * purpose under a key of its own, so no signature can stand in for another kind. The expiry is exact:
 * such links live only a few minutes.
 */
export interface LinkSignatures {
  /** The hex signature of a subject (what the link grants) until `expiresAt` (unix seconds). */
  sign(subject: string, expiresAt: number): string
  /** 'VALID', 'EXPIRED' (genuine but past its time) or 'INVALID'. */
  check(subject: string, expires: string | undefined, signature: string | undefined, now?: Date): LinkCheck
}
export type LinkCheck = 'VALID' | 'EXPIRED' | 'INVALID'

export function createLinkSignatures(secret: string | Buffer, purpose: string): LinkSignatures {
  const signingKey = createHmac('sha256', secret).update(`lumbung-link-v1:${purpose}`).digest()
  const signatureOf = (subject: string, expiresAt: number) =>
    createHmac('sha256', signingKey).update(`${subject}\n${expiresAt}`).digest('hex')
  return {
    sign: signatureOf,
    check(subject, expires, signature, now = new Date()) {
      if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) {
        return 'INVALID'
      }
      const expected = Buffer.from(signatureOf(subject, Number(expires)), 'hex')
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'INVALID'
      return Number(expires) * 1000 <= now.getTime() ? 'EXPIRED' : 'VALID'
    },
  }
}
