import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { translateIn } from '../../../lib/i18n/i18n'
import { transactionHelperTexts } from '../transaction-helpers.texts'

export interface RequestFormErrors {
  /** Field → message, to put on the inputs. */
  fieldErrors: Record<string, string>
  /** The message above the form; null when every problem is already shown on a field. */
  message: string | null
}

/** Splits a failed call into per-field messages and a form-level message. */
export function requestFormErrorsOf(error: unknown): RequestFormErrors {
  if (!isApiError(error)) {
    return { fieldErrors: {}, message: errorMessageOf(error) }
  }
  const fieldErrors = error.fieldErrors
  const isAboutFields =
    Object.keys(fieldErrors).length > 0 && Object.values(fieldErrors).includes(error.message)
  return { fieldErrors, message: isAboutFields ? null : errorMessageOf(error) }
}

/** Someone else moved the request first (approved, rejected, withdrew or amended it). */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409
}

/** What a user reads after a 409: the server's reason, then that the screen shows the new state. */
export function conflictMessageOf(error: unknown): string {
  const reason = error instanceof Error ? errorMessageOf(error).trim() : ''
  const sentence = reason && !/[.!?]$/.test(reason) ? `${reason}.` : reason
  return `${sentence} ${translateIn(transactionHelperTexts, 'conflictReloaded')}`.trim()
}
