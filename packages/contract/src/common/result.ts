import { z } from 'zod'

/** Every answer is wrapped; status 'OK' means success (docs/product.md#results). */
export const okStatus = 'OK'
export const errorStatus = 'ERROR'
export const genericErrorMessage = 'Something went wrong'
/** A multipart body that stops before its closing boundary (a dropped connection, a cut request). */
export const uploadIncompleteMessage = 'The upload ended before it was complete; send it again'
/** A multipart body with no boundary to read it by. */
export const uploadMalformedMessage = 'The upload is not a valid multipart form; send it again'
/** 503: the database is out of reach for a moment; nothing of the request was kept. */
export const serviceUnavailableMessage =
  'The service is unavailable for a moment and nothing was saved; please try again shortly'
/** 507: the server's disk is full; the upload was not kept. */
export const storageFullMessage =
  'There is no room to store the file right now and nothing was saved; please try again later'

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
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
})
export type ErrorDetails = NonNullable<ErrorResult['details']>
export type ErrorResult = z.infer<typeof errorResultSchema>

export const emptyData = z.null()

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
})
