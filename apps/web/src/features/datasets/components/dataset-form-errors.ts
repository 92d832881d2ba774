import { useState } from 'react'
import type { z } from 'zod'
import { fieldErrors } from '@lumbung/contract'
import { isApiError } from '../../../lib/api-error'

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

/** The value at a form path (`columns.2.role`), as text to compare. */
function valueAt(values: unknown, path: string): string {
  let value = values
  for (const part of path.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined
  }
  return JSON.stringify(value ?? null)
}

/**
 * The server's field errors of the last save, each shown only until its field is changed: an error
 * the provider has fixed must not stay beside the field until the next save. The values as sent are
 * taken when the error arrives.
 */
export function useServerFieldErrors(error: unknown, values: unknown): (path: string) => string | undefined {
  const [sent, setSent] = useState<{ error: unknown; values: unknown }>({ error, values })
  if (sent.error !== error) setSent({ error, values })
  const errors = isApiError(error) ? error.fieldErrors : {}
  return (path) => {
    const message = errors[path]
    if (message === undefined) return undefined
    return valueAt(values, path) === valueAt(sent.values, path) ? message : undefined
  }
}
