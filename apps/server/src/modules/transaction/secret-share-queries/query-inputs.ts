import type { IdentifierListAsset } from '@lumbung/contract'
import type { StoredSecretShareColumn } from '../../../db/schema'
import type { ConsumerAssets } from '../../data/data-assets'
import type { FileStorage } from '../../../lib/file-storage'
import type { Secrets } from '../../../lib/secrets'
import { readHashedIdentifiers } from './identifier-list'
import { secretShareErrors } from './secret-share-errors'

const maxListedAssets = 200

export interface DatasetForQueries {
  id: string
  secretShareColumns: StoredSecretShareColumn[] | null
  identifierKeySealed: string | null
}

/**
 * A secret-share dataset's columns by role; measures in their declared order, which is their share order,
 * with their clipping bounds (null on a dataset uploaded before bounds, whose measures take COUNT only).
 */
export function columnsOf(dataset: DatasetForQueries) {
  const columns = dataset.secretShareColumns ?? []
  return {
    identifiers: columns.filter((column) => column.role === 'IDENTIFIER').map((column) => column.name),
    dimensions: columns.filter((column) => column.role === 'DIMENSION').map((column) => column.name),
    measures: columns
      .filter((column) => column.role === 'MEASURE')
      .map((column) => ({
        name: column.name,
        scale: column.scale,
        lower_bound: column.lower_bound ?? null,
        upper_bound: column.upper_bound ?? null,
      })),
  }
}

/** The dataset's identifier column to match: the one asked for, or the only one there is. */
export function datasetIdentifierOf(identifiers: readonly string[], requested: string | undefined): string {
  if (requested !== undefined) {
    if (!identifiers.includes(requested)) throw secretShareErrors.datasetIdentifierUnknown()
    return requested
  }
  if (identifiers.length !== 1) throw secretShareErrors.datasetIdentifierUnknown()
  return identifiers[0]!
}

/** What queries and fit tests share: the consumer's data assets and its identifier list, hashed. */
export function createQueryInputs({
  consumerAssets,
  files,
  secrets,
}: {
  consumerAssets: ConsumerAssets
  files: FileStorage
  secrets: Secrets
}) {
  return {
    async assetOptions(tenantId: string): Promise<IdentifierListAsset[]> {
      const rows = await consumerAssets.listReady(tenantId, maxListedAssets)
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        columns: row.columns,
        row_count: row.rowCount,
      }))
    },

    /**
     * The consumer's data asset read as distinct hashes under the dataset's identifier key. Checked in
     * the order a user fixes things: the asset, its state, then the column.
     */
    async identifierList(tenantId: string, dataAssetId: string, column: string, dataset: DatasetForQueries) {
      const asset = await consumerAssets.find(tenantId, dataAssetId)
      if (!asset) throw secretShareErrors.dataAssetNotFound()
      if (asset.status === 'PROCESSING') throw secretShareErrors.dataAssetNotReady()
      if (asset.status === 'FAILED' || !asset.fileKey) throw secretShareErrors.dataAssetFailed()
      if (!asset.columns.includes(column)) throw secretShareErrors.identifierColumnMissing()
      if (!dataset.identifierKeySealed) throw secretShareErrors.datasetUnavailable()
      const identifierKey = Buffer.from(secrets.open(dataset.identifierKeySealed), 'base64')
      const hashes = await readHashedIdentifiers(
        files,
        { fileKey: asset.fileKey, columns: asset.columns, column },
        identifierKey,
      )
      return { asset, hashes }
    },
  }
}
export type QueryInputs = ReturnType<typeof createQueryInputs>
