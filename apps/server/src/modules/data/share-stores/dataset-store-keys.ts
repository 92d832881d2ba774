import { and, eq } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/database'
import { datasets } from '../../../db/schema'
import type { Secrets } from '../../../lib/secrets'
import type { StoreKeys } from './sealed-share-store'

const cacheLimit = 200

/**
 * The keys of the in-database stores: each dataset row holds store A's and store B's key, sealed under
 * the master key, and written by the upload before the first share. A dataset's keys never change, so
 * opened keys are kept a while (a removed dataset's id is never used again).
 */
export function createDatasetStoreKeys(db: Database, secrets: Secrets, store: 'A' | 'B'): StoreKeys {
  const column = store === 'A' ? datasets.storeAKeySealed : datasets.storeBKeySealed
  const opened = new Map<string, Buffer>()

  async function find(datasetId: string, executor: Executor = db): Promise<Buffer | null> {
    const cached = opened.get(datasetId)
    if (cached) return cached
    const [row] = await executor
      .select({ sealed: column })
      .from(datasets)
      .where(and(eq(datasets.id, datasetId), eq(datasets.dataType, 'SECRET_SHARE')))
      .limit(1)
    if (!row?.sealed) return null
    const key = Buffer.from(secrets.open(row.sealed), 'base64')
    if (opened.size >= cacheLimit) opened.clear()
    opened.set(datasetId, key)
    return key
  }

  return {
    find,
    async forWriting(datasetId, executor) {
      const key = await find(datasetId, executor)
      if (!key) throw new Error(`Store ${store} has no key for dataset ${datasetId}`)
      return key
    },
    // The key lives and dies with the dataset row.
    async forget(datasetId) {
      opened.delete(datasetId)
    },
  }
}
