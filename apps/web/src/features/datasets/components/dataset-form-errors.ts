import type { z } from 'zod'
import { fieldErrors } from '@lumbung/contract'

/** The contract's rules as form errors keyed by field path: the same messages the server gives. */
export function datasetFormErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values)
  return parsed.success ? {} : fieldErrors(parsed.error)
}

/** Going live needs the texts a buyer reads; a draft does not. */
export function liveTextErrors(values: { description?: string | null; short_description?: string | null }) {
  const errors: Record<string, string> = {}
  if (!values.short_description?.trim()) errors.short_description = 'Short description can not be empty'
  if (!values.description?.trim()) errors.description = 'Description can not be empty'
  return errors
}
