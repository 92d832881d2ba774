import { apiKeyPrefix, maskApiKey, type TenantApiKey } from '@lumbung/contract'
import type { Database } from '../../db/database'
import { requireFreshLogin, type Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { randomToken, sha256Hex } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import type { Secrets } from '../../lib/secrets'
import type { AnnounceKeyChange } from './key-change-notices'
import type { TenantRepository } from './tenant.repository'

export interface TenantApiKeyDependencies {
  db: Database
  tenants: TenantRepository
  secrets: Secrets
  audit: Audit
  /** Tells the gateway's caches that the old key stopped working. */
  announceKeyChange: AnnounceKeyChange
  now?: () => Date
}

export type TenantApiKeyService = ReturnType<typeof createTenantApiKeyService>

/** `lmb_live_` and 32 random bytes in base64url (43 characters): 256 bits, never guessed. */
export function generateApiKey(): string {
  return `${apiKeyPrefix}${randomToken(32)}`
}

export const hashApiKey = (key: string) => sha256Hex(key)

/**
 * The tenant's gateway key (docs/decisions/0011-tenant-key-and-company-verification.md). Only its SHA-256 is looked up;
 * the whole key is kept sealed for the platform's own calls on the tenant's behalf (file-to-API jobs
 * go through the gateway with it) and is shown to people only in the answer that created it.
 */
export function createTenantApiKeyService({
  db,
  tenants,
  secrets,
  audit,
  announceKeyChange,
  now = () => new Date(),
}: TenantApiKeyDependencies) {
  function sealed(key: string, tenantId: string, createdBy: string) {
    return {
      tenantId,
      keyHash: hashApiKey(key),
      sealedKey: secrets.seal(key),
      lastFour: key.slice(-4),
      createdBy,
    }
  }

  return {
    /** Owner and admins, after a fresh login. The first call creates the key and shows it whole. */
    async show(actor: Actor): Promise<TenantApiKey> {
      requireFreshLogin(actor, now())
      const existing = await tenants.findApiKey(actor.tenantId)
      if (existing) {
        await audit.record({
          action: 'tenant.api_key_shown',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'tenant_api_key',
          targetId: actor.tenantId,
          detail: { is_masked: true },
        })
        return {
          key: maskApiKey(existing.lastFour),
          is_masked: true,
          last_four: existing.lastFour,
          created_at: existing.createdAt.toISOString(),
        }
      }
      const key = generateApiKey()
      const at = now()
      const isCreated = await db.transaction(async (tx) => {
        const inserted = await tenants.insertApiKey(sealed(key, actor.tenantId, actor.userId), tx)
        if (inserted) {
          await audit.record(tx, {
            action: 'tenant.api_key_created',
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            targetType: 'tenant_api_key',
            targetId: actor.tenantId,
            detail: { last_four: key.slice(-4) },
          })
        }
        return inserted
      })
      if (!isCreated) {
        // Another request created the key a moment ago; only that answer shows it whole.
        const winner = await tenants.findApiKey(actor.tenantId)
        if (!winner) throw new AppError('INTERNAL_SERVER_ERROR', 500)
        return {
          key: maskApiKey(winner.lastFour),
          is_masked: true,
          last_four: winner.lastFour,
          created_at: winner.createdAt.toISOString(),
        }
      }
      await announceKeyChange(actor.tenantId)
      return { key, is_masked: false, last_four: key.slice(-4), created_at: at.toISOString() }
    },

    /** The owner alone, after a fresh login. The old key stops working in the same commit. */
    async rotate(actor: Actor): Promise<TenantApiKey> {
      requireFreshLogin(actor, now())
      const key = generateApiKey()
      const at = now()
      await db.transaction(async (tx) => {
        const before = await tenants.findApiKey(actor.tenantId, tx)
        await tenants.replaceApiKey(sealed(key, actor.tenantId, actor.userId), at, tx)
        await audit.record(tx, {
          action: 'tenant.api_key_rotated',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'tenant_api_key',
          targetId: actor.tenantId,
          detail: { previous_last_four: before?.lastFour ?? null, last_four: key.slice(-4) },
        })
      })
      await announceKeyChange(actor.tenantId)
      return { key, is_masked: false, last_four: key.slice(-4), created_at: at.toISOString() }
    },
  }
}
