import {
  deltaSharingErrorCodes as codes,
  deltaSharingErrorMessages as messages,
  deltaSharingLimits,
  deltaSharingPrefix,
  deltaSharingProtocolCodes,
  deltaSharingProtocolMessages,
  type DeltaSharingProfile,
  type DeltaSharingToken,
  type DeltaSharingTokenList,
} from '@lumbung/contract'
import type { Database } from '../../../db/database'
import { requireFreshLogin, type Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { randomToken, sha256Hex } from '../../../lib/crypto'
import { AppError } from '../../../lib/errors'
import type { SharedCounter } from '../../../lib/api-rate-limit'
import type { ShareRecipient } from '../../../lib/request-context'
import { refusalOf, type DeliveryPurchase } from '../delivery'
import type { DeltaSharingTokenRecord, DeltaSharingTokensRepository } from './delta-sharing-tokens.repository'

/** Tells a share token from a gateway key at a glance, in a log or a leaked file. */
export const shareTokenPrefix = 'lds_'

export interface DeltaSharingTokensDependencies {
  db: Database
  tokens: DeltaSharingTokensRepository
  findPurchase: (tenantId: string, transactionNo: string, now: Date) => Promise<DeliveryPurchase | undefined>
  audit: Audit
  /** The shared rate-limit counters: wrong tokens are counted per address on every instance together. */
  attempts: SharedCounter & { read(key: string): Promise<{ current: number; ttl: number }> }
  publicUrl: string
  now?: () => Date
}

export type DeltaSharingTokensService = ReturnType<typeof createDeltaSharingTokensService>

const tokenNotFound = () => new AppError(codes.tokenNotFound, 404, messages.tokenNotFound)
const unauthenticated = () =>
  new AppError(deltaSharingProtocolCodes.unauthenticated, 401, deltaSharingProtocolMessages.unauthenticated)

function viewOf(record: DeltaSharingTokenRecord, now: Date): DeltaSharingToken {
  const { token } = record
  return {
    id: token.id,
    masked_token: `${shareTokenPrefix}••••${token.lastFour}`,
    transaction_no: record.transactionNo,
    created_by_name: record.createdByName,
    created_at: token.createdAt.toISOString(),
    expires_at: token.expiresAt.toISOString(),
    last_used_at: token.lastUsedAt?.toISOString() ?? null,
    revoked_at: token.revokedAt?.toISOString() ?? null,
    is_live: token.revokedAt === null && token.expiresAt.getTime() > now.getTime(),
  }
}

/**
 * Delta Sharing profiles (docs/decisions/0066-delta-sharing.md): a bearer token of the consumer company,
 * good for the sharing server only, made by the owner or an admin after a fresh login and shown once in
 * the profile file; only its SHA-256 is kept. Revoking it closes the server and every link it was given.
 */
export function createDeltaSharingTokensService({
  db,
  tokens,
  findPurchase,
  audit,
  attempts,
  publicUrl,
  now = () => new Date(),
}: DeltaSharingTokensDependencies) {
  const failedKey = (address: string) => `delta-sharing-token:${sha256Hex(address)}`

  return {
    /** A profile is made from a purchase the company may read now; it opens the company's whole share. */
    async profile(actor: Actor, transactionNo: string): Promise<DeltaSharingProfile> {
      const at = now()
      requireFreshLogin(actor, at)
      const purchase = await findPurchase(actor.tenantId, transactionNo, at)
      const refused = refusalOf(purchase, 'DOWNLOAD')
      if (refused) throw refused
      const token = `${shareTokenPrefix}${randomToken(32)}`
      const expiresAt = new Date(at.getTime() + deltaSharingLimits.tokenDays * 86_400_000)
      await db.transaction(async (tx) => {
        await tokens.lockTenant(actor.tenantId, tx)
        if ((await tokens.countLive(actor.tenantId, at, tx)) >= deltaSharingLimits.liveTokensMax) {
          throw new AppError(codes.limitReached, 409, messages.limitReached)
        }
        const row = await tokens.insert(
          {
            tenantId: actor.tenantId,
            transactionRequestId: purchase!.id,
            tokenHash: sha256Hex(token),
            lastFour: token.slice(-4),
            createdBy: actor.userId,
            expiresAt,
          },
          tx,
        )
        await audit.record(tx, {
          action: 'tenant.delta_sharing_token_created',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'delta_sharing_token',
          targetId: row.id,
          detail: { transaction_no: transactionNo, last_four: row.lastFour },
        })
      })
      return {
        shareCredentialsVersion: 1,
        endpoint: `${publicUrl}${deltaSharingPrefix}`,
        bearerToken: token,
        expirationTime: expiresAt.toISOString(),
      }
    },

    async list(actor: Actor): Promise<DeltaSharingTokenList> {
      const at = now()
      const data = (await tokens.list(actor.tenantId, at)).map((record) => viewOf(record, at))
      return {
        data,
        live_count: data.filter((token) => token.is_live).length,
        live_max: deltaSharingLimits.liveTokensMax,
      }
    },

    async revoke(actor: Actor, id: string): Promise<DeltaSharingToken> {
      const at = now()
      const record = await db.transaction(async (tx) => {
        const row = await tokens.revoke(actor.tenantId, id, actor.userId, at, tx)
        if (!row) {
          if (!(await tokens.find(actor.tenantId, id, tx))) throw tokenNotFound()
          throw new AppError(codes.tokenAlreadyRevoked, 409, messages.tokenAlreadyRevoked)
        }
        await audit.record(tx, {
          action: 'tenant.delta_sharing_token_revoked',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'delta_sharing_token',
          targetId: row.id,
          detail: { last_four: row.lastFour },
        })
        return (await tokens.find(actor.tenantId, id, tx))!
      })
      return viewOf(record, at)
    },

    /**
     * The gate's check of a share token. An address that sent too many wrong tokens lately is refused
     * before its next guess is looked up, so tokens cannot be guessed at any useful rate.
     */
    async check(token: string | undefined, address: string): Promise<ShareRecipient> {
      const at = now()
      const key = failedKey(address)
      const tried = await attempts.read(key)
      if (tried.current >= deltaSharingLimits.failedTokensMax) {
        throw new AppError(
          deltaSharingProtocolCodes.tooManyAttempts,
          429,
          deltaSharingProtocolMessages.tooManyAttempts,
          undefined,
          { retry_after_seconds: Math.max(1, Math.ceil(tried.ttl / 1000)) },
        )
      }
      // Only something shaped like a share token is a guess worth counting; anything else (no token, a
      // session, a gateway key) can never be right and is refused without a lookup.
      if (!token?.startsWith(shareTokenPrefix) || token.length > 200) throw unauthenticated()
      const found = await tokens.findLiveByHash(sha256Hex(token), at)
      if (!found) {
        await attempts.increment(key, deltaSharingLimits.failedWindowSeconds * 1000)
        throw unauthenticated()
      }
      await tokens.touch(found.tenantId, found.id, at)
      return { tenantId: found.tenantId, tokenId: found.id }
    },

    isLive: (tenantId: string, tokenId: string) => tokens.isLive(tenantId, tokenId, now()),
  }
}
