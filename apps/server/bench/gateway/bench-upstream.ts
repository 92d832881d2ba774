import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The upstream the gateway benchmarks call: a small JSON answer on any path, plus fault paths for the
 * metering run. It counts what it answered, so billable records can be checked against its 2xx.
 *   /fault/client → 404   /fault/server → 503   /fault/hang → never answers   /fault/reset → socket reset
 *   /fault/slow → 200 after 300 ms (the client aborts some of these)
 */
export interface BenchUpstream {
  url: string
  counts: { ok: number; clientError: number; serverError: number; hang: number; reset: number }
  close(): Promise<void>
}

const answer = JSON.stringify({
  nik: '3171234567890001',
  phone: '+6281234567890',
  is_match: true,
  score: 0.97,
  checked_at: '2026-11-24T08:00:00+07:00',
})

export async function startBenchUpstream(): Promise<BenchUpstream> {
  const counts = { ok: 0, clientError: 0, serverError: 0, hang: 0, reset: 0 }
  const server: Server = createServer((request, response) => {
    request.resume()
    const path = (request.url ?? '/').split('?')[0]!
    const ok = () => {
      counts.ok += 1
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(answer),
      })
      response.end(answer)
    }
    if (!path.includes('/fault/')) return ok()
    if (path.endsWith('/fault/client')) {
      counts.clientError += 1
      response.writeHead(404, { 'content-type': 'application/json' })
      return response.end('{"error":"no such record"}')
    }
    if (path.endsWith('/fault/server')) {
      counts.serverError += 1
      response.writeHead(503, { 'content-type': 'application/json' })
      return response.end('{"error":"unavailable"}')
    }
    if (path.endsWith('/fault/hang')) {
      counts.hang += 1
      return
    }
    if (path.endsWith('/fault/reset')) {
      counts.reset += 1
      return request.socket.destroy()
    }
    if (path.endsWith('/fault/slow')) {
      setTimeout(ok, 300)
      return
    }
    return ok()
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
