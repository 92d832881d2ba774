import type { z } from 'zod'

/** The message a user sees under the field: the first failing rule, or undefined when the value passes. */
export function firstMessage(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

export const complexPasswordMessage =
  'Password requires 1 of each of the following: uppercase letter, lowercase letter, number, and symbols (!, @, #, $, %, ^, &, *)'
