import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The upstream the gateway benchmarks call: a small JSON answer on any path, plus fault paths for the
 * metering run. It counts what it answered, so billable records can be checked against its 2xx.
 *   /fault/client → 404   /fault/server → 503   /fault/hang → never answers   /fault/reset → socket reset
 *   /fault/slow → 200 after 300 ms (the client aborts some of these)
 * A 200 counts only when it was written to a connection still open: a slow answer whose caller went
 * away first is not a 2xx anyone received. `GET /__bench/counts` answers the counts (not counted), for
 * an upstream run as its own process (upstream-process.ts).
 */
export interface BenchUpstream {
  url: string
  counts: { ok: number; clientError: number; serverError: number; hang: number; reset: number }
  /** What each path below `/m/` was answered, in order (the metering run names every call so). */
  trace: Map<string, string[]>
  close(): Promise<void>
}

const answer = JSON.stringify({
  nik: '3171234567890001',
  phone: '+6281234567890',
  is_match: true,
  score: 0.97,
  checked_at: '2026-11-24T08:00:00+07:00',
})

export const countsPath = '/__bench/counts'
export const tracePath = '/__bench/trace'
const maxTraced = 200_000

export async function startBenchUpstream(listenPort = 0): Promise<BenchUpstream> {
  const counts = { ok: 0, clientError: 0, serverError: 0, hang: 0, reset: 0 }
  const trace = new Map<string, string[]>()
  const server: Server = createServer((request, response) => {
    request.resume()
    const path = (request.url ?? '/').split('?')[0]!
    if (path === countsPath || path === tracePath) {
      response.writeHead(200, { 'content-type': 'application/json' })
      return response.end(JSON.stringify(path === countsPath ? counts : Object.fromEntries(trace)))
    }
    const traced = path.includes('/m/') && trace.size < maxTraced ? path : null
    const note = (what: string) => {
      if (traced === null) return
      const seen = trace.get(traced)
      if (seen) seen.push(what)
      else trace.set(traced, [what])
    }
    note('received')
    const ok = () => {
      if (response.destroyed || request.socket.destroyed) return note('gone before the answer')
      note('200')
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
      note('404')
      response.writeHead(404, { 'content-type': 'application/json' })
      return response.end('{"error":"no such record"}')
    }
    if (path.endsWith('/fault/server')) {
      counts.serverError += 1
      note('503')
      response.writeHead(503, { 'content-type': 'application/json' })
      return response.end('{"error":"unavailable"}')
    }
    if (path.endsWith('/fault/hang')) {
      counts.hang += 1
      note('hang')
      return
    }
    if (path.endsWith('/fault/reset')) {
      counts.reset += 1
      note('reset')
      return request.socket.destroy()
    }
    if (path.endsWith('/fault/slow')) {
      const timer = setTimeout(ok, 300)
      response.once('close', () => clearTimeout(timer))
      return
    }
    return ok()
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    trace,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
