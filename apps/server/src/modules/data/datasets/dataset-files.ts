import type { DataStructureColumn, SchemaDiff } from '@lumbung/contract'
import type { DatasetsRepository } from './datasets.repository'
import type { FileVersionRow, FileVersionsRepository } from './file-versions.repository'
import type { FileVersionsService } from './file-versions.service'
import { schemaDiffOf } from './schema-diff'

/** A published version of a file dataset, as the delivery area reads it. */
export interface DeliverableFile {
  versionId: string
  datasetId: string
  providerTenantId: string
  versionNo: number
  fileKey: string
  fileName: string
  fileType: string
  delimiter: string | null
  fileSize: number
  rowCount: number
  /** Null only for a file stored before checksums, until `checksum` computes it. */
  sha256: string | null
  dataStructure: DataStructureColumn[]
  publishedAt: Date | null
}

function deliverableOf(row: FileVersionRow): DeliverableFile {
  return {
    versionId: row.id,
    datasetId: row.datasetId,
    providerTenantId: row.tenantId,
    versionNo: row.versionNo,
    fileKey: row.fileKey,
    fileName: row.fileName,
    fileType: row.fileType,
    delimiter: row.delimiter,
    fileSize: row.fileSize,
    rowCount: row.rowCount,
    sha256: row.sha256,
    dataStructure: (row.dataStructure ?? []) as DataStructureColumn[],
    publishedAt: row.publishedAt,
  }
}

/**
 * What other areas may know of file datasets: the published file a purchase is entitled to, a version
 * by id, its checksum and its column changes. Every read names the product's provider tenant.
 */
export function createDatasetFiles({
  datasets,
  versions,
  fileVersions,
}: {
  datasets: DatasetsRepository
  versions: FileVersionsRepository
  fileVersions: Pick<FileVersionsService, 'checksumOf'>
}) {
  return {
    /**
     * The newest published version, or with `asOf` the newest published by then (a one-time purchase
     * keeps the file it bought). Undefined when the dataset is gone or has no file.
     */
    async entitled(
      providerTenantId: string,
      datasetId: string,
      asOf: Date | null,
    ): Promise<DeliverableFile | undefined> {
      const dataset = await datasets.find(providerTenantId, datasetId, 'FILE')
      if (!dataset) return undefined
      await versions.ensureFirst(dataset)
      const row = asOf
        ? await versions.publishedAsOf(datasetId, asOf)
        : await versions.latestPublished(datasetId)
      return row && row.tenantId === providerTenantId ? deliverableOf(row) : undefined
    },

    /** A published version by its number, v1, v2, … */
    async byNumber(
      providerTenantId: string,
      datasetId: string,
      versionNo: number,
    ): Promise<DeliverableFile | undefined> {
      const row = await versions.publishedNumber(datasetId, versionNo)
      return row && row.tenantId === providerTenantId ? deliverableOf(row) : undefined
    },

    async byId(providerTenantId: string, versionId: string): Promise<DeliverableFile | undefined> {
      const row = await versions.find(providerTenantId, versionId)
      return row?.status === 'PUBLISHED' ? deliverableOf(row) : undefined
    },

    checksum(file: Pick<DeliverableFile, 'versionId' | 'fileKey' | 'sha256'>): Promise<string> {
      return fileVersions.checksumOf({ id: file.versionId, fileKey: file.fileKey, sha256: file.sha256 })
    },

    /** Keeps a checksum taken while the file streamed elsewhere (a delivery), for a file that had none. */
    async rememberChecksum(versionId: string, sha256: string): Promise<void> {
      await versions.setSha256(versionId, sha256)
    },

    /** A published version and how its columns differ from the published version before it. */
    async changes(
      providerTenantId: string,
      versionId: string,
    ): Promise<{ file: DeliverableFile; diff: SchemaDiff | null } | undefined> {
      const row = await versions.find(providerTenantId, versionId)
      if (row?.status !== 'PUBLISHED') return undefined
      const previous = await versions.publishedBefore(row.datasetId, row.versionNo)
      const diff = previous
        ? schemaDiffOf(
            previous.dataStructure as DataStructureColumn[],
            row.dataStructure as DataStructureColumn[],
          )
        : null
      return { file: deliverableOf(row), diff }
    },
  }
}

export type DatasetFiles = ReturnType<typeof createDatasetFiles>
