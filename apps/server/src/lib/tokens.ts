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

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret)
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
        return { userId: sub, tenantId: tid, sessionId: sid }
      } catch {
        return undefined
      }
    },
  }
}
