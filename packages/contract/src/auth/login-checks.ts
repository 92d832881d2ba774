import type { LoginBody } from './auth.schemas'
import { messages } from '../common/messages'
import { emailMaxLength, textPatterns } from '../common/patterns'

// The sign-in form checks its fields with these rather than with `loginBody`, so the first screen
// loads no zod (docs/decisions/0049-login-bytes.md). They give the message `loginBody` gives for the
// same input, which login-checks.test.ts proves; the server still validates with `loginBody`.

/** `rules.email('Email')`: the first failing message, or undefined when the address passes. */
export function loginEmailError(value: unknown): string | undefined {
  if (typeof value !== 'string') return messages.required('Email')
  const email = value.trim()
  if (email.length === 0) return messages.required('Email')
  if (!textPatterns.email.test(email)) return messages.email('Email')
  if (email.length > emailMaxLength) return messages.max('Email', emailMaxLength)
  return undefined
}

/** `rules.required('Password')`. */
export function loginPasswordError(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim().length === 0) return messages.required('Password')
  return undefined
}

/** The body `loginBody` parses these values to: both trimmed, the email lower-cased. */
export function toLoginBody(values: { email: string; password: string }): LoginBody {
  return { email: values.email.trim().toLowerCase(), password: values.password.trim() }
}
