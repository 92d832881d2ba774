import { z } from 'zod'
import { errorStatus, okStatus } from './result-status'

export * from './result-status'

export function okResult<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(okStatus), message: z.string(), code: z.string(), data })
}

/** Every list is shaped as data plus total_data. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total_data: z.number().int().nonnegative() })
}

export const errorResultSchema = z.object({
  status: z.literal(errorStatus),
  message: z.string(),
  code: z.string(),
  /** Field name → the first validation message for it (docs/product.md#validation-messages). */
  errors: z.record(z.string(), z.string()).optional(),
  /** Facts about the failure a client acts on (e.g. `{ transaction_no }` of the request already waiting). */
  details: z
    .record(
      z.string(),
      z.union([
        z.string(),
        z.number(),
        z.boolean(),
        z.null(),
        // A list of facts, e.g. the bad rows of a CSV ({ row, reason }).
        z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
      ]),
    )
    .optional(),
})
export type ErrorDetails = NonNullable<ErrorResult['details']>
export type ErrorResult = z.infer<typeof errorResultSchema>

export const emptyData = z.null()

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})
