/**
 * Failures of what the server stands on (the database connection, the disk) rather than of the
 * request. They are not the client's fault and not a bug either: each gets its own status so a client
 * knows to try again later, and the log says which it was.
 */

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, terminated
// backend, cannot connect now), and the socket errors of a connection that went away.
const connectionCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
])
const connectionMessages = [
  /^Connection terminated/,
  /^PGlite is clos(ed|ing)$/,
  /^Client has encountered a connection error/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
]

/** The error and every error it wraps (drizzle wraps the driver's error as its cause). */
function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown }
    current = (current as { cause?: unknown }).cause
  }
}

/** The database could not be reached, or dropped the connection in the middle of the request. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (code.startsWith('08') || connectionCodes.has(code))) return true
    if (typeof message === 'string' && connectionMessages.some((pattern) => pattern.test(message)))
      return true
  }
  return false
}

/** The disk (or quota) the file storage writes to is full. */
export function isStorageFull(error: unknown): boolean {
  for (const { code } of causes(error)) if (code === 'ENOSPC' || code === 'EDQUOT') return true
  return false
}

/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by the query layer. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined
  }
  return false
}
