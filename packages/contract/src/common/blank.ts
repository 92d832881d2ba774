import { z } from 'zod'

/** Nothing given: undefined, null or an empty string. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === ''
}

/** Text of nothing but white space (an empty string included). */
export function isWhiteSpace(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === ''
}

/** Nothing given, or text of nothing but white space. */
export function isBlankText(value: unknown): boolean {
  return value === undefined || value === null || isWhiteSpace(value)
}

/**
 * For `z.preprocess`: a blank value (by `test`, `isBlank` unless named) becomes `replacement`; any
 * other value passes unchanged, for the schema to judge.
 */
export function blankTo(replacement: unknown, test: (value: unknown) => boolean = isBlank) {
  return (value: unknown): unknown => (test(value) ? replacement : value)
}

/** Blank (undefined, null or '') reads as not given. */
export const blankToUndefined = blankTo(undefined)

/** Blank or white space only reads as not given. */
export const blankTextToUndefined = blankTo(undefined, isBlankText)

/**
 * An optional field where a blank value means "not given" (a list screen sends '' for "all"); what is
 * given must pass `schema`. `test` widens blank, e.g. to `isBlankText`.
 */
export function optionalField<T extends z.ZodType>(schema: T, test: (value: unknown) => boolean = isBlank) {
  return z.preprocess(blankTo(undefined, test), schema.optional())
}
