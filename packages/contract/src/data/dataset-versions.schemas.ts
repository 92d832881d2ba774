import { z } from 'zod'
import { delimiters, fileTypes } from '../dropdown/catalogue-lists'
import { listOf } from '../common/result'
import { columnTypes } from '../common/enums'
import { dataStructureColumnView } from './datasets.schemas'
import { datasetErrorMessages } from './datasets.messages'
import { datasetVersionErrorMessages } from './dataset-versions.messages'

/**
 * A file dataset's versions (docs/decisions/0033-downloads-and-cloud-delivery.md). A new file is first
 * a DRAFT the provider checks against the version before it; publishing it makes it the dataset's file.
 */
export const fileVersionStatuses = ['DRAFT', 'PUBLISHED'] as const
export type FileVersionStatus = (typeof fileVersionStatuses)[number]

export const fileVersionStatusLabels: Record<FileVersionStatus, string> = {
  DRAFT: 'Waiting to be published',
  PUBLISHED: 'Published',
}

const columnFacts = z.object({ name: z.string(), type: z.enum(columnTypes) })

/** How a version's columns differ from the published version before it. */
export const schemaDiff = z.object({
  added: z.array(columnFacts),
  removed: z.array(columnFacts),
  retyped: z.array(z.object({ name: z.string(), from: z.enum(columnTypes), to: z.enum(columnTypes) })),
  /** The same columns in another order. */
  is_reordered: z.boolean(),
  /** A column was added, removed or changed its type: subscribers are mailed. */
  is_columns_changed: z.boolean(),
})
export type SchemaDiff = z.infer<typeof schemaDiff>

export const fileVersion = z.object({
  id: z.string(),
  dataset_id: z.string(),
  version_no: z.number().int(),
  status: z.enum(fileVersionStatuses),
  file_name: z.string(),
  file_type: z.enum(fileTypes),
  delimiter: z.enum(delimiters).nullable(),
  file_size: z.number().int(),
  row_count: z.number().int(),
  /** Bad rows of a CSV or TSV left out when the good rows were imported (0 when none were). */
  skipped_row_count: z.number().int(),
  /** The workbook sheet the version is read from; null for the first sheet and other file types. */
  sheet_name: z.string().nullable(),
  /** Hex SHA-256 of the file; null only for a file stored before checksums, until its first use. */
  sha256: z.string().nullable(),
  data_structure: z.array(dataStructureColumnView),
  preview: z.array(z.array(z.string())),
  created_by: z.string().nullable(),
  created_date: z.string(),
  published_date: z.string().nullable(),
  /** Against the published version before this one; null for the first version. */
  diff: schemaDiff.nullable(),
})
export type FileVersion = z.infer<typeof fileVersion>
export const fileVersionList = listOf(fileVersion)

export const fileVersionDatasetParams = z.object({ id: z.uuid({ error: datasetErrorMessages.notFound }) })
export const fileVersionIdParams = z.object({ id: z.uuid({ error: datasetVersionErrorMessages.notFound }) })

export const publishFileVersionBody = z.object({
  id: z.uuid({ error: datasetErrorMessages.notFound }),
  version_id: z.uuid({ error: datasetVersionErrorMessages.notFound }),
})
export type PublishFileVersionBody = z.infer<typeof publishFileVersionBody>
