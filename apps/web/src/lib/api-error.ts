import { genericErrorMessage, type ErrorDetails } from '@lumbung/contract'
import type { errorTexts as ErrorTexts } from './api-error.texts'
import { currentLanguage, translateIn } from './i18n/i18n'
import { recognisedInIndonesian } from './i18n/use-validation-message'

/**
 * The error texts load just after the first script, not within it: the sign-in page's first script has
 * a budget (decision 0049). Until they arrive, a failure reads in the server's English; their arrival
 * renders translated screens again.
 */
let errorTexts: typeof ErrorTexts | undefined
export const errorTextsLoaded = import('./api-error.texts').then((module) => {
  errorTexts = module.errorTexts
})

/**
 * A failed call: the HTTP status, the wrapper's stable code and message, per-field messages, and the
 * details a screen acts on (never parsed out of the message).
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fieldErrors: Record<string, string>
  readonly details: ErrorDetails

  constructor(
    status: number,
    code: string,
    message: string,
    fieldErrors: Record<string, string> = {},
    details: ErrorDetails = {},
  ) {
    super(message || genericErrorMessage)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fieldErrors = fieldErrors
    this.details = details
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * A failure without a body has the generic message and a code from the HTTP status text
 * (docs/product.md#results).
 */
export function codeFromStatusText(statusText: string, status: number): string {
  const code = statusText
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
  return code || `HTTP_${status}`
}

/**
 * What a screen says about a failure, in the page's language. In Indonesian: the server's own message
 * when the texts know it (a refusal with its figures, "Kata sandi lama salah"), else the text of its
 * code (`errors.<CODE>`), else the server's words. English keeps the server's message, which may name
 * figures (a cap, a transaction number) that the code's text leaves out.
 */
export function errorMessageOf(error: unknown): string {
  const message = error instanceof Error && error.message ? error.message : undefined
  if (currentLanguage() !== 'en') {
    const recognised = message === undefined ? undefined : recognisedInIndonesian(message)
    if (recognised) return recognised
    if (errorTexts && isApiError(error) && Object.hasOwn(errorTexts.id, error.code))
      return translateIn(errorTexts, error.code as keyof typeof errorTexts.id)
  }
  if (message) return message
  if (currentLanguage() !== 'en' && errorTexts) return translateIn(errorTexts, 'INTERNAL_SERVER_ERROR')
  return genericErrorMessage
}
