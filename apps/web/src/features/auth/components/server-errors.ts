import { genericErrorMessage } from '@lumbung/contract'
import { isApiError } from '../../../lib/api-error'

export interface ServerErrors {
  /** Field → message, to show under the inputs. */
  fieldErrors: Record<string, string>
  /** The message above the form; null when every problem belongs to a field already shown there. */
  message: string | null
}

/** Splits a failed call into per-field messages and a form-level message. */
export function serverErrorsOf(error: unknown): ServerErrors {
  if (!error) return { fieldErrors: {}, message: null }
  if (!isApiError(error)) {
    return {
      fieldErrors: {},
      message: error instanceof Error && error.message ? error.message : genericErrorMessage,
    }
  }
  const fieldErrors = error.fieldErrors
  const isAboutFields =
    Object.keys(fieldErrors).length > 0 && Object.values(fieldErrors).includes(error.message)
  return { fieldErrors, message: isAboutFields ? null : error.message }
}
