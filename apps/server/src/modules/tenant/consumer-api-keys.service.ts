import {
  consumerApiKeyErrorMessages,
  consumerApiKeyLimits,
  maskApiKey,
  type ConsumerApiKey,
  type ConsumerApiKeyCreateBody,
  type ConsumerApiKeyCreated,
  type ConsumerApiKeyList,
} from '@lumbung/contract'
import type { Database } from '../../db/database'
import type { ConsumerApiKeyRow } from '../../db/schema'
import { requireFreshLogin, type Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError } from '../../lib/errors'
import type { ConsumerApiKeyRecord, ConsumerApiKeysRepository } from './consumer-api-keys.repository'
import type { AnnounceKeyChange } from './key-change-notices'
import { generateApiKey, hashApiKey } from './tenant-api-key.service'

export interface ConsumerApiKeysDependencies {
  db: Database
  keys: ConsumerApiKeysRepository
  audit: Audit
  announceKeyChange: AnnounceKeyChange
  now?: () => Date
}

export type ConsumerApiKeysService = ReturnType<typeof createConsumerApiKeysService>

/** Another company's key and an unknown id answer alike, so ids reveal nothing across companies. */
const keyNotFound = () => new AppError('API_KEY_NOT_FOUND', 404, consumerApiKeyErrorMessages.notFound)

function viewOf(record: ConsumerApiKeyRecord): ConsumerApiKey {
  const { key } = record
  return {
    id: key.id,
    label: key.label,
    masked_key: maskApiKey(key.lastFour),
    last_four: key.lastFour,
    created_by_name: record.createdByName,
    created_at: key.createdAt.toISOString(),
    last_used_at: key.lastUsedAt?.toISOString() ?? null,
    revoked_at: key.revokedAt?.toISOString() ?? null,
    revoked_by_name: record.revokedByName,
    is_revoked: key.revokedAt !== null,
  }
}

/**
 * Named gateway keys (docs/decisions/0032): one per integration, so a leaked key is revoked without
 * stopping the others. Only the SHA-256 is stored; the whole key is in the one answer that made it.
 * Every change tells the gateway's caches at once, after it commits.
 */
export function createConsumerApiKeysService({
  db,
  keys,
  audit,
  announceKeyChange,
  now = () => new Date(),
}: ConsumerApiKeysDependencies) {
  return {
    async list(actor: Actor): Promise<ConsumerApiKeyList> {
      const records = await keys.list(actor.tenantId)
      const data = records.map(viewOf)
      return {
        data,
        total_data: data.length,
        live_count: data.filter((key) => !key.is_revoked).length,
        live_max: consumerApiKeyLimits.liveKeysMax,
      }
    },

    /** Owner and admins, after a fresh login: the answer is the only place the whole key appears. */
    async create(actor: Actor, body: ConsumerApiKeyCreateBody): Promise<ConsumerApiKeyCreated> {
      requireFreshLogin(actor, now())
      const key = generateApiKey()
      const created = await db.transaction(async (tx) => {
        await keys.lockTenant(actor.tenantId, tx)
        if ((await keys.countLive(actor.tenantId, tx)) >= consumerApiKeyLimits.liveKeysMax) {
          throw new AppError('API_KEY_LIMIT_REACHED', 409, consumerApiKeyErrorMessages.limitReached)
        }
        if (await keys.isLabelLive(actor.tenantId, body.label, tx)) {
          throw new AppError('API_KEY_LABEL_TAKEN', 409, consumerApiKeyErrorMessages.labelTaken, {
            label: consumerApiKeyErrorMessages.labelTaken,
          })
        }
        const row: ConsumerApiKeyRow = await keys.insert(
          {
            tenantId: actor.tenantId,
            label: body.label,
            keyHash: hashApiKey(key),
            lastFour: key.slice(-4),
            createdBy: actor.userId,
          },
          tx,
        )
        await audit.record(tx, {
          action: 'tenant.named_api_key_created',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'consumer_api_key',
          targetId: row.id,
          detail: { label: row.label, last_four: row.lastFour },
        })
        return row
      })
      await announceKeyChange(actor.tenantId)
      const view = viewOf({ key: created, createdByName: actor.fullName, revokedByName: null })
      return { ...view, key }
    },

    /** Owner and admins. The gateway refuses the key from the moment this commits. */
    async revoke(actor: Actor, id: string): Promise<ConsumerApiKey> {
      const revoked = await db.transaction(async (tx) => {
        const row = await keys.revoke(actor.tenantId, id, actor.userId, now(), tx)
        if (!row) {
          const existing = await keys.find(actor.tenantId, id, tx)
          if (!existing) throw keyNotFound()
          throw new AppError('API_KEY_ALREADY_REVOKED', 409, consumerApiKeyErrorMessages.alreadyRevoked)
        }
        await audit.record(tx, {
          action: 'tenant.named_api_key_revoked',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'consumer_api_key',
          targetId: row.id,
          detail: { label: row.label, last_four: row.lastFour },
        })
        return (await keys.find(actor.tenantId, id, tx))!
      })
      await announceKeyChange(actor.tenantId)
      return viewOf(revoked)
    },
  }
}
