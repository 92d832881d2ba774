import { formatWaitDuration } from './duration'

/** The validation messages (docs/product.md#validation-messages). `field` is the label the user sees. */
export const messages = {
  required: (field: string) => `${field} can not be empty`,
  min: (field: string, length: number) => `${field} may not be less than ${length} characters`,
  max: (field: string, length: number) => `${field} may not be greater than ${length} characters`,
  confirmed: (field: string) => `${field} does not match`,
  email: (field: string) => `${field} is not valid`,
  businessEmail: (field: string) => `${field} is not valid`,
  numeric: (field: string) => `${field} must be number`,
  numericNotZero: (field: string) => `${field} can not have value 0`,
  phone: (field: string) => `${field} is not valid`,
  minValue: (field: string, min: number) => `${field} must be at least ${min}`,
  maxValue: (field: string, max: number) => `${field} must be less than ${max}`,
  // These four follow the wording of the alpha-key message (docs/decisions/0006).
  alpha: (field: string) => `The ${field} field may only contain alphabetic characters`,
  alphaDash: (field: string) =>
    `The ${field} field may contain alpha-numeric characters as well as dashes and underscores`,
  alphaNum: (field: string) => `The ${field} field may only contain alpha-numeric characters`,
  alphaSpaces: (field: string) =>
    `The ${field} field may only contain alphabetic characters as well as spaces`,
  image: (field: string) => `${field} must be an image`,
  mimes: (field: string) => `${field} must have a valid file type`,
  size: (field: string, kilobytes: number) =>
    kilobytes >= 1000
      ? `The ${field} size must be less than ${formatLimit(kilobytes / 1000)} MB`
      : `The ${field} size must be less than ${formatLimit(kilobytes)} KB`,
  complexPassword: () =>
    'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, and symbols (!, @, #, $, %, ^, &, *)',
  /** The server's second password check (docs/decisions/0042-common-passwords.md). */
  commonPassword: () =>
    'This password is too common or has appeared in a data breach. Please choose a less predictable password',
  passwordConfirmation: () => 'Password confirmation does not match',
  url: () => 'URL format is not valid.',
  /** A company's tax number: 15 digits, or 16 in the NIK-based form; dots and dashes are ignored. */
  npwp: (field: string) => `${field} must have 15 or 16 digits`,
  alphaKey: (field: string) =>
    `The ${field} field may contain alpha-key characters as well as dashes, underscores, and dot`,
  /** A list a user picks from (a product's categories), longer than it may be. */
  maxItems: (field: string, count: number) => `${field} may not have more than ${count} items`,
  twoDecimals: (field: string) => `${field} may have at most two decimals`,
  /** A figure whose limit is allowed itself (a measure's scale, a privacy cost). */
  atMost: (field: string, max: number) => `${field} must be at most ${max}`,
  /** A day between two others, both written as the field takes them ('2000-01-01'). */
  inRange: (field: string, first: string, last: string) => `${field} must be between ${first} and ${last}`,
  /** A list of typed entries (a dataset's tags), longer than it may be. */
  maxEntries: (field: string, count: number) => `${field} may not have more than ${count} entries`,
  notInPast: (field: string) => `${field} can not be in the past`,
  /** A form field sent twice in one upload. */
  sentOnce: (field: string) => `${field} may only be sent once`,
  /** NUL and unpaired surrogates: text no database column can keep (docs/decisions/0048-security-suite.md). */
  unstorableText: (field: string) => `The ${field} field contains characters that are not allowed`,
} as const

function formatLimit(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/\.?0+$/, '')
}

/**
 * The whole API's limit per session, or per address before signing in (docs/decisions/0062), when it
 * holds: the wait in words; the answer's Retry-After header gives it in seconds.
 */
export const requestRateMessages = {
  tooManyRequests: (retryAfterSeconds: number) =>
    `Too many requests in a short time, please wait ${formatWaitDuration(retryAfterSeconds)} and try again`,
} as const
