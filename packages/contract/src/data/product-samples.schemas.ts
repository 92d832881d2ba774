import { z } from 'zod'
import { columnTypes } from '../common/enums'

/**
 * Whether a file product's sample still shows the columns of its dataset's current version
 * (docs/decisions/0081-stale-product-sample.md). Read on the provider's product page; the sample is
 * stale once a published version adds, removes or retypes a column the sample was made with.
 */
export const productSampleStatus = z.object({
  product_id: z.string(),
  /** The sample buyers see: typed on the form, uploaded as a file, or none. */
  source: z.enum(['SAMPLE_DATA', 'SAMPLE_FILE']).nullable(),
  /** A file product whose dataset has a file: its sample can be made from the current version. */
  can_generate: z.boolean(),
  is_stale: z.boolean(),
  /** The dataset's current version, for a file product whose dataset has a file. */
  current_version_no: z.number().int().nullable(),
  /** The version the sample was made from; null when made by hand or before this was kept. */
  sample_version_no: z.number().int().nullable(),
  /** How the current version's columns differ from the sample's; empty while the sample is fresh. */
  added: z.array(z.string()),
  removed: z.array(z.string()),
  retyped: z.array(z.object({ name: z.string(), from: z.enum(columnTypes), to: z.enum(columnTypes) })),
})
export type ProductSampleStatus = z.infer<typeof productSampleStatus>
