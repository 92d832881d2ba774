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
]

interface LoggedRequest {
  method: string
  url: string
  host?: string
  ip?: string
  socket?: { remotePort?: number } | null
}

/** The URL as the log shows it: without its query string. */
export function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?')
  return queryStart === -1 ? url : url.slice(0, queryStart)
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
