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
