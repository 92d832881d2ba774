import { z } from 'zod'
import { isBlank } from './blank'
import { limits } from './enums'
import { messages } from './messages'
import { emailMaxLength, textPatterns } from './patterns'

export { messages }

function isParsableUrl(text: string): boolean {
  try {
    new URL(text)
    return true
  } catch {
    return false
  }
}

export function isBusinessEmail(email: string): boolean {
  const domain = email.split('@')[1]?.toLowerCase() ?? ''
  return !limits.disallowedEmailProviders.some((provider) => domain.includes(provider))
}

export function isComplexPassword(password: string): boolean {
  // Characters as a person counts them (code points), so a letter outside the BMP counts once.
  const length = Array.from(password).length
  return (
    length >= limits.passwordMinLength &&
    length <= limits.passwordMaxLength &&
    textPatterns.lower.test(password) &&
    textPatterns.upper.test(password) &&
    textPatterns.digit.test(password) &&
    textPatterns.symbol.test(password) &&
    textPatterns.allowedPasswordCharacters.test(password)
  )
}

const text = (field: string) => z.string({ error: messages.required(field) }).trim()
const requiredText = (field: string) => text(field).min(1, { error: messages.required(field) })
const matching = (field: string, pattern: RegExp, message: (field: string) => string) =>
  requiredText(field).regex(pattern, { error: message(field) })

/**
 * A number typed into a form or sent as JSON. Plain coercion would read an empty input as 0 and let it
 * pass a min/max check, so blank is 'can not be empty' and anything not numeric is 'must be number'.
 */
const numberValue = (field: string) =>
  z.preprocess(
    (value) => {
      const input = typeof value === 'string' ? value.trim() : value
      return typeof input === 'string' && textPatterns.numeric.test(input) ? Number(input) : input
    },
    z.number({
      error: (issue) => (isBlank(issue.input) ? messages.required(field) : messages.numeric(field)),
    }),
  )

/**
 * Zod builders for the validation rules (docs/product.md#validation-messages). Each yields its message for
 * the field's label, and the first failing rule of a field is the one the user sees. Web forms and server
 * validation share them.
 */
export const rules = {
  required: requiredText,
  text,
  min: (field: string, length: number) =>
    requiredText(field).min(length, { error: messages.min(field, length) }),
  max: (field: string, length: number) => text(field).max(length, { error: messages.max(field, length) }),
  between: (field: string, min: number, max: number) =>
    requiredText(field)
      .min(min, { error: messages.min(field, min) })
      .max(max, { error: messages.max(field, max) }),
  email: (field: string) =>
    matching(field, textPatterns.email, messages.email)
      .max(emailMaxLength, { error: messages.max(field, emailMaxLength) })
      .toLowerCase(),
  businessEmail: (field: string) =>
    matching(field, textPatterns.email, messages.email)
      .refine(isBusinessEmail, { error: messages.businessEmail(field) })
      .toLowerCase(),
  numeric: (field: string) => matching(field, textPatterns.numeric, messages.numeric),
  numericNotZero: (field: string) =>
    matching(field, textPatterns.numeric, messages.numeric).refine((value) => Number(value) !== 0, {
      error: messages.numericNotZero(field),
    }),
  phone: (field: string) =>
    requiredText(field)
      .regex(/^\d+$/, { error: messages.numeric(field) })
      .regex(textPatterns.phone, { error: messages.phone(field) }),
  minValue: (field: string, min: number) =>
    numberValue(field).refine((value) => value >= min, { error: messages.minValue(field, min) }),
  maxValue: (field: string, max: number) =>
    numberValue(field).refine((value) => value < max, { error: messages.maxValue(field, max) }),
  alpha: (field: string) => matching(field, textPatterns.alpha, messages.alpha),
  alphaDash: (field: string) => matching(field, textPatterns.alphaDash, messages.alphaDash),
  alphaNum: (field: string) => matching(field, textPatterns.alphaNum, messages.alphaNum),
  alphaSpaces: (field: string) => matching(field, textPatterns.alphaSpaces, messages.alphaSpaces),
  alphaKey: (field: string) => matching(field, textPatterns.alphaKey, messages.alphaKey),
  /** A web address that also parses as one (a pattern alone lets through `http://[fe80::1%25eth0]/`). */
  url: (field: string) =>
    matching(field, textPatterns.url, () => messages.url()).refine(isParsableUrl, { error: messages.url() }),
  /** 8 to 32 characters, one each of lower, upper, digit and one of ! @ # $ % ^ & *; any other printable character too. */
  complexPassword: (field = 'Password') =>
    z
      .string({ error: messages.required(field) })
      .min(1, { error: messages.required(field) })
      .refine(isComplexPassword, { error: messages.complexPassword() }),
}

/** Adds the password-confirmation rule to an object schema with `password` and `password_confirmation`. */
export function withPasswordConfirmation<
  T extends z.ZodObject<{ password: z.ZodType; password_confirmation: z.ZodType }>,
>(schema: T) {
  return schema.refine(
    (value: { password?: unknown; password_confirmation?: unknown }) =>
      value.password === value.password_confirmation,
    { error: messages.passwordConfirmation(), path: ['password_confirmation'] },
  )
}

/** '{field} does not match' for any pair of fields. */
export function withConfirmed<T extends z.ZodObject>(
  schema: T,
  field: string,
  label: string,
  confirmation: string,
) {
  return schema.refine((value: Record<string, unknown>) => value[field] === value[confirmation], {
    error: messages.confirmed(label),
    path: [confirmation],
  })
}

export interface FileRule {
  label: string
  /** Allowed MIME types; an image rule uses image types. */
  mimeTypes?: readonly string[]
  isImage?: boolean
  maxKilobytes?: number
  isRequired?: boolean
}

export interface FileFacts {
  name: string
  type: string
  size: number
}

/** The file rules (required, image, mimes, size) for a picked file, as the first failing message. */
export function checkFile(file: FileFacts | null | undefined, rule: FileRule): string | undefined {
  if (!file) return rule.isRequired ? messages.required(rule.label) : undefined
  if (rule.isImage && !file.type.startsWith('image/')) return messages.image(rule.label)
  if (rule.mimeTypes && !rule.mimeTypes.includes(file.type)) return messages.mimes(rule.label)
  if (rule.maxKilobytes !== undefined && file.size > rule.maxKilobytes * 1024) {
    return messages.size(rule.label, rule.maxKilobytes)
  }
  return undefined
}

/** Flattens zod issues into field → first message, the shape of the result wrapper's `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    if (!(key in errors)) errors[key] = issue.message
  }
  return errors
}
