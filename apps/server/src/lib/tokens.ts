import { limits } from '@lumbung/contract'
import { jwtVerify, SignJWT } from 'jose'

export const tokenIssuer = 'lumbung'
export const tokenAudience = 'lumbung-api'
const algorithm = 'HS256'
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface AccessClaims {
  userId: string
  tenantId: string
  sessionId: string
}

export interface TokenSigner {
  signAccessToken(claims: AccessClaims): Promise<string>
  /** The claims of a valid token, or undefined for anything forged, expired or malformed. */
  verifyAccessToken(token: string): Promise<AccessClaims | undefined>
}

/** Tokens already verified, so a signed-in caller's every request does not check the signature again. */
const verifiedTokensKept = 10_000

export function createTokenSigner(secret: string, now: () => number = Date.now): TokenSigner {
  const key = new TextEncoder().encode(secret)
  // Checking an HS256 signature goes through WebCrypto (a key import and a job on the thread pool):
  // the costliest step of a signed-in request once its actor is cached. A token is immutable, so
  // the claims of one that verified stay true until it expires; the exact string is the key.
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>()
  function remember(token: string, claims: AccessClaims, expiresAtMs: number) {
    verified.set(token, { claims, expiresAtMs })
    if (verified.size > verifiedTokensKept) {
      const oldest = verified.keys().next().value
      if (oldest !== undefined) verified.delete(oldest)
    }
  }
  return {
    async signAccessToken({ userId, tenantId, sessionId }) {
      const issuedAt = Math.floor(Date.now() / 1000)
      return new SignJWT({ tid: tenantId, sid: sessionId })
        .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + limits.accessTokenSeconds)
        .sign(key)
    },
    async verifyAccessToken(token) {
      const known = verified.get(token)
      if (known) {
        if (known.expiresAtMs > now()) return known.claims
        verified.delete(token)
        return undefined
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [algorithm],
          issuer: tokenIssuer,
          audience: tokenAudience,
          requiredClaims: ['sub', 'iat', 'exp'],
          maxTokenAge: limits.accessTokenSeconds,
        })
        const { sub, tid, sid, iat, exp } = payload
        // A longer-lived token was not minted here, however it is signed.
        if (exp! - iat! > limits.accessTokenSeconds) return undefined
        if (![sub, tid, sid].every((value) => typeof value === 'string' && uuidPattern.test(value)))
          return undefined
        if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string') return undefined
        const claims = { userId: sub, tenantId: tid, sessionId: sid }
        remember(token, claims, exp! * 1000)
        return claims
      } catch {
        return undefined
      }
    },
  }
}
