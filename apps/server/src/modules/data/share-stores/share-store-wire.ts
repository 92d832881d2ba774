import { z } from 'zod'
import { maxGroups, maxHashesPerRequest, maxMeasures } from './share-store'

/**
 * What the coordinator and a share-store process say to each other over HTTP (docs/decisions/0035).
 * Shares and sums travel as decimal text: they are 64-bit and JSON numbers are not.
 */
export const shareStorePaths = {
  health: '/v1/health',
  rows: (datasetId: string) => `/v1/datasets/${encodeURIComponent(datasetId)}/rows`,
  dataset: (datasetId: string) => `/v1/datasets/${encodeURIComponent(datasetId)}`,
  partialSums: '/v1/partial-sums',
} as const

/** The largest request body either side sends or accepts: a full chunk of hashes fits with room. */
export const shareStoreBodyLimit = 16 * 1024 * 1024
/** Rows one upload request carries. */
export const maxRowsPerPut = 1_000

const decimal64 = z.string().regex(/^\d{1,20}$/)
const shortText = z.string().max(500)
const textMap = z.record(shortText, shortText)

export const putRowsBody = z.object({
  rows: z
    .array(
      z.object({
        row_index: z.number().int().min(0),
        identifiers: textMap,
        dimensions: textMap,
        shares: z.array(decimal64).max(maxMeasures * 10),
      }),
    )
    .max(maxRowsPerPut),
})
export type PutRowsBody = z.infer<typeof putRowsBody>

export const partialSumsBody = z.object({
  dataset_id: z.uuid(),
  identifier_column: shortText.min(1),
  hashed_identifiers: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(maxHashesPerRequest),
  measures: z.array(z.number().int().min(0)).max(maxMeasures),
  group_by: shortText.min(1).nullable(),
})
export type PartialSumsBody = z.infer<typeof partialSumsBody>

export const partialSumsAnswer = z.object({
  groups: z
    .array(
      z.object({
        group: z.string().nullable(),
        row_count: z.number().int().min(0),
        identifier_count: z.number().int().min(0),
        sums: z.array(decimal64),
      }),
    )
    .max(maxGroups),
})
export type PartialSumsAnswer = z.infer<typeof partialSumsAnswer>

export const shareStoreErrorAnswer = z.object({ code: z.string(), message: z.string() })
