import { errorMessageOf, isApiError } from '../../../lib/api-error'

export interface ServerErrors {
  /** Field → message, to show under the inputs. */
  fieldErrors: Record<string, string>
  /** The message above the form; null when every problem belongs to a field already shown there. */
  message: string | null
}

/**
 * Splits a failed call into per-field messages and a form-level message, the latter in the page's
 * language (`errorMessageOf`); the field messages stay as the server wrote them, for the inputs to show.
 */
export function serverErrorsOf(error: unknown): ServerErrors {
  if (!error) return { fieldErrors: {}, message: null }
  if (!isApiError(error)) {
    return { fieldErrors: {}, message: errorMessageOf(error) }
  }
  const fieldErrors = error.fieldErrors
  const isAboutFields =
    Object.keys(fieldErrors).length > 0 && Object.values(fieldErrors).includes(error.message)
  return { fieldErrors, message: isAboutFields ? null : errorMessageOf(error) }
}
