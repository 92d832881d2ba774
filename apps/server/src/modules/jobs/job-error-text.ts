/** What the operator's screen shows of an error at most; the full text stays in the log and the row. */
export const shownErrorLength = 300

const masked = '[redacted]'

/**
 * A job's last error as an operator may read it. Errors quote what failed, and what failed may be a
 * URL with a signature, a header, or a credential a provider typed: anything that looks like one is
 * masked before the text is shortened, so a cut never leaves half a secret showing.
 */
export function errorTextForOperator(error: string | null): string | null {
  if (error === null) return null
  const cleaned = error
    // user:password@host in a URL.
    .replace(/(\b[a-z][\w+.-]*:\/\/)[^/\s@]+@/gi, `$1${masked}@`)
    // Every query string: signed links carry their signature there.
    .replace(/(\b[a-z][\w+.-]*:\/\/[^\s?#"']+)\?[^\s#"']*/gi, `$1?${masked}`)
    // Authorization: Bearer x / Basic x.
    .replace(/\b(bearer|basic)\s+[\w.~+/=-]+/gi, `$1 ${masked}`)
    // name=value, name: value and "name":"value" where the name says it is a secret. The runs around
    // the word are bounded: unbounded, a long run of such words with no ':' or '=' made the pattern
    // backtrack for seconds (cubic in the text's length).
    .replace(
      /(["']?[\w.-]{0,64}(?:token|secret|password|passwd|api[_-]?key|authorization|signature|credential|cookie|private[_-]?key)[\w.-]{0,64}["']?\s{0,8}[:=]\s{0,8}["']?)[^\s"',;&}]+/gi,
      `$1${masked}`,
    )
    // Long opaque strings (keys, tokens, hashes), but not the ids the operator looks jobs up by.
    .replace(/[A-Za-z0-9+/_=-]{32,}/g, (text) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text) ? text : masked,
    )
  return cleaned.length > shownErrorLength ? `${cleaned.slice(0, shownErrorLength - 1)}…` : cleaned
}
