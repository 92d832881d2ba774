/**
 * What the request log may show. Headers are not logged at all, but a header that carries a credential
 * is redacted should one ever be; a gateway call's query string is dropped from its URL, since a
 * consumer may have put its key there (the gateway refuses such a call, but the log would keep it).
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

/** The URL as the log shows it: without the query string below /gateway. */
export function loggedUrl(url: string): string {
  if (!url.startsWith('/gateway')) return url
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
