import type { Config } from '../../../config'
import type { Database } from '../../../db/database'
import { secretShareStoreA, secretShareStoreB } from '../../../db/schema'
import { createSecrets } from '../../../lib/secrets'
import { createDatasetStoreKeys } from './dataset-store-keys'
import { createRemoteShareStore } from './remote-share-store'
import { createSealedShareStore, type StoreKeys } from './sealed-share-store'
import type { ShareStore } from './share-store'

/**
 * The two share stores of secret-share datasets (docs/decisions/0035). Both live in the platform's
 * database under different keys unless LUMBUNG_SHARE_STORE_B_URL points store B at a share-store
 * process of its own, so that no single operator holds both shares.
 */
export function createShareStores({
  db,
  config,
}: {
  db: Database
  config: Pick<Config, 'masterKey' | 'previousMasterKeys' | 'shareStoreB'>
}) {
  const secrets = createSecrets(config.masterKey, config.previousMasterKeys)
  const storeA = createSealedShareStore({
    db,
    table: secretShareStoreA,
    keys: createDatasetStoreKeys(db, secrets, 'A'),
  })
  const localKeysB = createDatasetStoreKeys(db, secrets, 'B')
  const localB = createSealedShareStore({
    db,
    // Same columns as store A's table; only the name differs.
    table: secretShareStoreB as unknown as typeof secretShareStoreA,
    keys: localKeysB,
  })
  const remote = config.shareStoreB ? createRemoteShareStore(config.shareStoreB) : undefined
  const storeB: ShareStore = remote ? withLocalHistory(remote, localB, localKeysB) : localB
  return {
    storeA,
    storeB,
    async close() {
      await remote?.close()
    },
  }
}
export type ShareStores = ReturnType<typeof createShareStores>

/**
 * A remote store B that still answers for datasets uploaded before it was configured: their B shares
 * (and key) stayed in this database, so those are summed here until the dataset is uploaded again.
 * New uploads go to the remote store only.
 */
function withLocalHistory(remote: ShareStore, local: ShareStore, localKeys: StoreKeys): ShareStore {
  return {
    location: 'remote',
    put: (datasetId, rows) => remote.put(datasetId, rows),
    remove: (datasetId) => remote.remove(datasetId),
    async partialSums(request) {
      const isLocal = (await localKeys.find(request.datasetId)) !== null
      return isLocal ? local.partialSums(request) : remote.partialSums(request)
    },
  }
}

export {
  ShareStoreError,
  maxHashesPerRequest,
  type PartialGroup,
  type PartialSumsRequest,
  type ShareRow,
  type ShareStore,
} from './share-store'
export { createSealedShareStore, type ShareRowsTable, type StoreKeys } from './sealed-share-store'
export {
  partialSumsBody,
  putRowsBody,
  shareStoreBodyLimit,
  shareStorePaths,
  type PartialSumsAnswer,
} from './share-store-wire'
