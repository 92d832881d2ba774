/**
 * The upstream address's path, checked (docs/decisions/0062-exact-gateway-paths.md). Providers' servers
 * read paths in many ways: some decode twice, Tomcat and Jetty take `..;x` for `..`, IIS reads `%u002e`,
 * lax UTF-8 decoders take the overlong `%c0%ae` for `.`, Windows servers split on backslashes. So a
 * segment is judged in its most-decoded form, and one that any of them would read as `.` or `..` is
 * refused, never rewritten.
 */

const maxDecodingRounds = 8
const hasControlCharacter = (text: string) => {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** Bytes of a text whose `%XX` escapes are bytes already and whose other characters are UTF-8. */
function bytesOf(text: string): number[] {
  const bytes: number[] = []
  for (let index = 0; index < text.length; index += 1) {
    const escape = text[index] === '%' ? /^[0-9a-f]{2}$/i.exec(text.slice(index + 1, index + 3)) : null
    if (escape) {
      bytes.push(Number.parseInt(escape[0], 16))
      index += 2
      continue
    }
    const codePoint = text.codePointAt(index)!
    const character = String.fromCodePoint(codePoint)
    bytes.push(...Buffer.from(character, 'utf8'))
    index += character.length - 1
  }
  return bytes
}

/** UTF-8 read as a lax decoder reads it: overlong forms (`c0 ae`) give the character they spell. */
function laxUtf8(bytes: number[]): string {
  let text = ''
  let index = 0
  while (index < bytes.length) {
    const lead = bytes[index]!
    const length = lead < 0x80 ? 1 : lead >= 0xf0 && lead < 0xf8 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc0 ? 2 : 0
    const tail = bytes.slice(index + 1, index + length)
    if (length === 0 || tail.length !== length - 1 || tail.some((byte) => (byte & 0xc0) !== 0x80)) {
      text += '\ufffd'
      index += 1
      continue
    }
    const leadBits = length === 1 ? lead : lead & (0xff >> (length + 1))
    const codePoint = tail.reduce((value, byte) => (value << 6) | (byte & 0x3f), leadBits)
    text += codePoint > 0x10ffff ? '\ufffd' : String.fromCodePoint(codePoint)
    index += length
  }
  return text
}

/** One round of decoding: `%uXXXX` (IIS) and `%XX`, laxly. */
function decodedOnce(text: string): string {
  const unicode = text.replace(/%u([0-9a-f]{4})/gi, (_escape, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  )
  return unicode.includes('%') ? laxUtf8(bytesOf(unicode)) : unicode
}

/**
 * The text decoded until it no longer changes, and folded as NFKC (a full-width `．` is a dot to some
 * servers); null when it keeps changing, which only a crafted value does.
 */
function unveiled(text: string): string | null {
  let current = text
  for (let round = 0; round < maxDecodingRounds; round += 1) {
    const next = decodedOnce(current)
    if (next === current) return current.normalize('NFKC')
    current = next
  }
  return null
}

// Letters, digits and the few signs that no decoding or folding turns into `.`, `/` or `\`.
const plainSegment = /^[A-Za-z0-9_~!$&'()*+,=:@-]*$/

/** A piece a server would read as `.` or `..`: dots only, once its `;` parameters and spaces go. */
const isDotPiece = (piece: string) => /^\.+$/.test(piece.split(';')[0]!.trim())

/**
 * Whether a segment (of the sub-path, or a path parameter's value, or of the built path) could step
 * out at the upstream: a dot segment in any decoded form, a backslash, or a control character. A slash
 * it hides is allowed only when `isSlashAllowed` (a path parameter's value, sent encoded), and then no
 * piece between slashes may be a dot segment either.
 */
export function isHostileSegment(segment: string, isSlashAllowed: boolean): boolean {
  // Most segments are plain words and numbers: nothing in them decodes or folds to a dot or a slash.
  if (plainSegment.test(segment)) return false
  const decoded = unveiled(segment)
  if (decoded === null) return true
  if (decoded.includes('\\') || hasControlCharacter(decoded)) return true
  if (decoded.includes('/') && !isSlashAllowed) return true
  return decoded.split('/').some(isDotPiece)
}

/** The sub-path below the product, checked and with empty segments dropped; null when refused. */
export function checkedSubPath(subPath: string): string | null {
  if (subPath.includes('\\')) return null
  const segments = subPath.split('/').filter((segment) => segment !== '')
  if (segments.some((segment) => isHostileSegment(segment, false))) return null
  return segments.length === 0 ? '' : `/${segments.join('/')}`
}

/**
 * The part of the dataset's path that no parameter fills: everything up to the last `/` before the
 * first placeholder (`{name}` or `:name`), or the whole path when it has none.
 */
export function fixedPathOf(path: string, parameterNames: readonly string[]): string {
  let first = -1
  for (const name of parameterNames) {
    for (const placeholder of [`{${name}}`, `:${name}`]) {
      const index = path.indexOf(placeholder)
      if (index >= 0 && (first === -1 || index < first)) first = index
    }
  }
  return first === -1 ? path : path.slice(0, path.lastIndexOf('/', first) + 1)
}

// A dataset's base is the same on every call: parsed once (a product's few distinct bases).
const parsedBases = new Map<string, { protocol: string; host: string; pathname: string } | null>()
function parsedBase(base: string) {
  let parsed = parsedBases.get(base)
  if (parsed === undefined) {
    try {
      const url = new URL(base)
      parsed = { protocol: url.protocol, host: url.host, pathname: url.pathname }
    } catch {
      parsed = null
    }
    if (parsedBases.size > 10_000) parsedBases.clear()
    parsedBases.set(base, parsed)
  }
  return parsed
}

/**
 * The upstream address as it will be sent, when it stays where the dataset points: the same origin,
 * under the base URL's path and the fixed part of the dataset's path, with as many segments as were
 * built (URL parsing removes dot segments it recognises) and none that a server could read as `.` or
 * `..`. Null otherwise.
 */
export function checkedUpstreamUrl(built: string, base: string): string | null {
  // The path as built, before URL parsing had a chance to resolve anything in it.
  const pathStart = built.indexOf('/', built.indexOf('//') + 2)
  const pathLength = pathStart === -1 ? -1 : built.slice(pathStart).search(/[?#]/)
  const builtPath =
    pathStart === -1 ? '/' : built.slice(pathStart, pathLength === -1 ? undefined : pathStart + pathLength)
  const builtSegments = builtPath.split('/')
  // The usual call: plain segments under the base as built. URL parsing changes nothing in such a
  // path, so the address is sent as it is, without parsing it here as well as in the upstream client.
  if (built.startsWith(base) && builtSegments.every((segment) => plainSegment.test(segment))) {
    return built.includes('#') ? null : built
  }
  let url: URL
  try {
    url = new URL(built)
  } catch {
    return null
  }
  const baseUrl = parsedBase(base)
  if (
    baseUrl === null ||
    url.protocol !== baseUrl.protocol ||
    url.host !== baseUrl.host ||
    url.username !== '' ||
    url.password !== '' ||
    url.hash !== ''
  ) {
    return null
  }
  const basePath = baseUrl.pathname
  const isUnder = basePath.endsWith('/')
    ? url.pathname.startsWith(basePath)
    : url.pathname === basePath || url.pathname.startsWith(`${basePath}/`)
  if (!isUnder) return null
  const segments = url.pathname.split('/')
  if (builtSegments.length !== segments.length) return null
  for (const segment of segments) if (segment !== '' && isHostileSegment(segment, true)) return null
  return url.href
}
