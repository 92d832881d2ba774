/**
 * What the request log may show. Headers are not logged at all, but a header that carries a credential
 * is redacted should one ever be. No URL's query string is logged: signed download and result links
 * carry their signature there, account links their token, and a consumer may put its gateway key there
 * (the gateway refuses such a call, but the log would keep it).
 */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  // @fastify/multipart traces the options it hands busboy, the request's headers among them.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  'busboyOptions.headers["x-api-key"]',
]

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number } | null
}

/** The pages a mailed one-time token opens; anything after their path is taken for a token. */
const tokenPages = ['/reset-password/', '/account-activation/', '/email-verification/']
/** Pages under a token page that are pages of their own, not a token. */
const tokenPageSubpaths = new Set(['/email-verification/new-email'])

/** `name=value` inside a path (a matrix parameter, or a query string whose `?` was percent-encoded). */
const credentialParameter =
  /((?:^|[/;&,])[\w.-]*(?:token|code|key|secret|sig|signature|password|credential)[\w.-]*=)[^/;&,]*/gi

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/**
 * The URL as the log shows it: without its query string or fragment, read as decoded text (so a `?`
 * written as `%3F` still ends the path), with any credential-like `name=value` in the path and
 * anything after a token page's path (say `/reset-password/<token>`) replaced by `[redacted]`.
 */
export function loggedUrl(url: string): string {
  const path = decodedPath(url.split(/[?#]/, 1)[0]!).split(/[?#]/, 1)[0]!
  const withoutParameters = path.replace(credentialParameter, '$1[redacted]')
  if (tokenPageSubpaths.has(withoutParameters.replace(/\/+$/, ''))) return withoutParameters
  const tokenPage = tokenPages.find((page) => withoutParameters.startsWith(page))
  return tokenPage ? `${tokenPage}[redacted]` : withoutParameters
}

/** Fastify's request serializer, with the URL as `loggedUrl` gives it. */
export const logSerializers = {
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: loggedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }
  },
}
