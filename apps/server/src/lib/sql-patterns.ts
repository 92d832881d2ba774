/**
 * A user's search text inside a LIKE/ILIKE pattern: `%`, `_` and `\` (PostgreSQL's default escape
 * character) are escaped, so each matches only itself.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** The pattern for "contains this text, literally": the escaped text between two `%`. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`
}
