import { lookup } from 'node:dns/promises'
import type { Readable } from 'node:stream'
import { errors, Pool } from 'undici'
import {
  pinnedLookup,
  type CheckedTarget,
  type HostResolver,
  type ResolvedAddress,
  type SafeHttp,
} from '../../lib/safe-http'
import type { UpstreamCall } from './gateway-request'
import { WholeAnswer, type WholeAnswerEnd } from './gateway-upstream-answer'

export type UpstreamFailure = 'UPSTREAM_ERROR' | 'UPSTREAM_TIMEOUT' | 'RESPONSE_TOO_LARGE' | 'CALLER_ABORTED'

export type UpstreamResult =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: Buffer }
  /** A 2xx whose declared length fits the cap, passed on as it arrives. */
  | { kind: 'stream'; status: number; headers: Record<string, string>; stream: Readable; length: number }
  | { kind: 'failure'; failure: UpstreamFailure; reason: string }

export interface UpstreamClientOptions {
  /** The SSRF check: which address a URL may be called at (lib/outbound-http). */
  http: Pick<SafeHttp, 'target' | 'knownTarget'>
  connectTimeoutMs: number
  totalTimeoutMs: number
  maxResponseBytes: number
  /** Connections per upstream origin and address. */
  connections?: number
  idlePoolMs?: number
}

class ResponseTooLarge extends Error {}

interface PoolEntry {
  pool: Pool
  lastUsedAt: number
  isClosed: boolean
}

type Listener = () => void

/**
 * What ends a call early (the consumer went away, or the time-out): undici takes an emitter of `abort`
 * as a signal. An AbortController and its listeners cost the gateway's hot path several times as much,
 * and so did an EventEmitter: this is the little of one undici uses (`on`/`once`, `removeListener`).
 */
export class CallCancel {
  aborted = false
  private listeners: Listener[] | null = null

  once(_event: 'abort', listener: Listener): this {
    ;(this.listeners ??= []).push(listener)
    return this
  }

  on(event: 'abort', listener: Listener): this {
    return this.once(event, listener)
  }

  removeListener(_event: 'abort', listener: Listener): this {
    const index = this.listeners?.indexOf(listener) ?? -1
    if (index !== -1) this.listeners!.splice(index, 1)
    return this
  }

  cancel() {
    if (this.aborted) return
    this.aborted = true
    const listeners = this.listeners
    this.listeners = null
    for (const listener of listeners ?? []) listener()
  }
}

/** The caller's side: the HTTP front door's CallCancel, or an AbortSignal (file-to-API). */
export type CallSignal = CallCancel | AbortSignal

function onAbort(signal: CallSignal, listener: () => void): () => void {
  if (signal instanceof CallCancel) {
    signal.once('abort', listener)
    return () => signal.removeListener('abort', listener)
  }
  signal.addEventListener('abort', listener, { once: true })
  return () => signal.removeEventListener('abort', listener)
}

type UpstreamBody = Readable & AsyncIterable<Buffer> & { arrayBuffer(): Promise<ArrayBuffer> }

function discard(body: UpstreamBody) {
  body.on('error', () => undefined)
  body.destroy()
}

/**
 * DNS answers kept for half a minute, so a busy upstream is not looked up on every call; the SSRF check
 * still runs on every call, against the kept answer.
 */
export function createCachedResolver(ttlMs = 30_000): HostResolver {
  const answers = new Map<string, { addresses: ResolvedAddress[]; expiresAt: number }>()
  const peek = (hostname: string) => {
    const kept = answers.get(hostname)
    return kept && kept.expiresAt > Date.now() ? kept.addresses : undefined
  }
  const resolve: HostResolver = async (hostname) => {
    const kept = peek(hostname)
    if (kept) return kept
    const found = await lookup(hostname, { all: true, verbatim: true })
    const addresses = found.map((answer) => ({
      address: answer.address,
      family: answer.family === 6 ? (6 as const) : (4 as const),
    }))
    if (answers.size > 1000) answers.clear()
    answers.set(hostname, { addresses, expiresAt: Date.now() + ttlMs })
    return addresses
  }
  // The SSRF check keeps its verdict on an answer for as long as this is the answer (safe-http.ts).
  resolve.peek = peek
  return resolve
}

/**
 * The gateway's calls to providers: one undici Pool per upstream origin and checked address, whose
 * sockets connect only to that address (a DNS answer that changes later cannot move them to an
 * internal host). Redirects are never followed, and a redirect is not passed on either: its Location
 * would show the consumer the upstream's address.
 */
export function createUpstreamClient({
  http,
  connectTimeoutMs,
  totalTimeoutMs,
  maxResponseBytes,
  connections = 32,
  idlePoolMs = 5 * 60_000,
}: UpstreamClientOptions) {
  const pools = new Map<string, PoolEntry>()
  // What a checked URL's calls need (its pool, its path), worked out once per verdict: a busy upstream's
  // calls share one verdict (safe-http's knownTarget), so they share this too and build no strings.
  const routes = new WeakMap<CheckedTarget, { entry: PoolEntry; path: string }>()
  let sweep: NodeJS.Timeout | undefined

  function routeOf(checked: CheckedTarget): { entry: PoolEntry; path: string } {
    let route = routes.get(checked)
    if (route && !route.entry.isClosed) {
      route.entry.lastUsedAt = Date.now()
      return route
    }
    route = {
      entry: poolFor(checked.url.origin, checked.target),
      path: `${checked.url.pathname}${checked.url.search}`,
    }
    routes.set(checked, route)
    return route
  }

  function poolFor(origin: string, target: ResolvedAddress): PoolEntry {
    const key = `${origin}|${target.address}`
    const kept = pools.get(key)
    if (kept) {
      kept.lastUsedAt = Date.now()
      return kept
    }
    const pool = new Pool(origin, {
      connections,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      headersTimeout: totalTimeoutMs,
      bodyTimeout: totalTimeoutMs,
      connect: { timeout: connectTimeoutMs, lookup: pinnedLookup(target) },
    })
    const entry: PoolEntry = { pool, lastUsedAt: Date.now(), isClosed: false }
    pools.set(key, entry)
    sweep ??= setInterval(() => {
      for (const [name, entry] of pools) {
        if (entry.lastUsedAt < Date.now() - idlePoolMs) {
          pools.delete(name)
          entry.isClosed = true
          void entry.pool.close().catch(() => undefined)
        }
      }
    }, 60_000).unref()
    return entry
  }

  async function readCapped(body: UpstreamBody): Promise<Buffer> {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of body) {
      size += chunk.length
      if (size > maxResponseBytes) {
        discard(body)
        throw new ResponseTooLarge()
      }
      chunks.push(chunk)
    }
    return Buffer.concat(chunks)
  }

  const failure = (kind: UpstreamFailure, reason: string): UpstreamResult => ({
    kind: 'failure',
    failure: kind,
    reason,
  })

  /** Why a call that did not answer failed: the caller gone, a time-out, or the upstream. */
  function failureOf(error: unknown, callerSignal: CallSignal | undefined, isTimedOut: boolean) {
    if (error instanceof ResponseTooLarge) return failure('RESPONSE_TOO_LARGE', 'the answer passed the cap')
    if (callerSignal?.aborted && !isTimedOut) return failure('CALLER_ABORTED', 'the caller gave up')
    const code = (error as { code?: string }).code ?? ''
    if (isTimedOut || /TIMEOUT/.test(code)) return failure('UPSTREAM_TIMEOUT', code || 'time-out')
    return failure('UPSTREAM_ERROR', code || 'the upstream could not be reached')
  }

  /**
   * A call whose answer is read whole, through undici's dispatcher without a body stream (WholeAnswer).
   * The same time-out, the same cancellation by the caller and the same failures as `request()` gives.
   */
  function readWhole(
    pool: Pool,
    path: string,
    call: UpstreamCall,
    callerSignal: CallSignal | undefined,
  ): Promise<UpstreamResult> {
    return new Promise((resolve) => {
      let isTimedOut = false
      let stopListening: (() => void) | undefined
      const answer = new WholeAnswer(maxResponseBytes, (end: WholeAnswerEnd) => {
        clearTimeout(timer)
        stopListening?.()
        if (end.kind === 'answer') return resolve(end)
        if (end.kind === 'error') return resolve(failureOf(end.error, callerSignal, isTimedOut))
        if (end.reason === 'STATUS')
          return resolve(failure('UPSTREAM_ERROR', `the upstream answered ${end.status}`))
        resolve(
          end.reason === 'DECLARED_TOO_LARGE'
            ? failure('RESPONSE_TOO_LARGE', `the upstream declared ${end.declared} bytes`)
            : failure('RESPONSE_TOO_LARGE', 'the answer passed the cap'),
        )
      })
      const timer = setTimeout(() => {
        isTimedOut = true
        answer.cancel(new errors.RequestAbortedError())
      }, totalTimeoutMs)
      if (callerSignal?.aborted) answer.cancel(new errors.RequestAbortedError())
      else if (callerSignal)
        stopListening = onAbort(callerSignal, () => answer.cancel(new errors.RequestAbortedError()))
      pool.dispatch(
        { path, method: call.method as 'GET', headers: call.headers, body: call.body ?? null },
        answer,
      )
    })
  }

  return {
    async send(
      call: UpstreamCall,
      {
        signal: callerSignal,
        isStreamAllowed,
      }: { signal?: CallSignal | undefined; isStreamAllowed: boolean },
    ): Promise<UpstreamResult> {
      // The SSRF check on every call: a verdict still valid for this URL, else the whole check.
      let checked = http.knownTarget(call.url)
      if (!checked) {
        try {
          checked = await http.target(call.url)
        } catch (error) {
          return failure('UPSTREAM_ERROR', (error as { code?: string }).code ?? 'INVALID_URL')
        }
      }
      const route = routeOf(checked)
      const pool = route.entry.pool
      const path = route.path
      if (!isStreamAllowed) return readWhole(pool, path, call, callerSignal)
      // One canceller and one timer per call: AbortSignal.timeout and AbortSignal.any cost several
      // times as much on the gateway's hot path (bench/gateway.bench.ts).
      const cancel = new CallCancel()
      let isTimedOut = false
      const timer = setTimeout(() => {
        isTimedOut = true
        cancel.cancel()
      }, totalTimeoutMs)
      let stopListening: (() => void) | undefined
      if (callerSignal?.aborted) cancel.cancel()
      else if (callerSignal) stopListening = onAbort(callerSignal, () => cancel.cancel())
      const settle = () => {
        clearTimeout(timer)
        stopListening?.()
      }
      let isStreaming = false
      try {
        const response = await pool.request({
          path,
          method: call.method as 'GET',
          headers: call.headers,
          body: call.body,
          signal: cancel,
        })
        const body = response.body as UpstreamBody
        const status = response.statusCode
        const headers: Record<string, string> = {}
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
        }
        if (status < 200 || (status >= 300 && status < 400) || status >= 500) {
          discard(body)
          return failure('UPSTREAM_ERROR', `the upstream answered ${status}`)
        }
        const declared = headers['content-length'] === undefined ? NaN : Number(headers['content-length'])
        if (Number.isFinite(declared) && declared > maxResponseBytes) {
          discard(body)
          return failure('RESPONSE_TOO_LARGE', `the upstream declared ${declared} bytes`)
        }
        const isStreamed =
          isStreamAllowed && status < 300 && call.method !== 'HEAD' && Number.isFinite(declared)
        if (isStreamed) {
          // The time-out and the caller's going away still end the answer while it flows.
          isStreaming = true
          body.once('close', settle)
          return { kind: 'stream', status, headers, stream: body, length: declared }
        }
        // A declared length within the cap is what undici reads, no more: read whole, not chunk by chunk.
        const whole = Number.isFinite(declared)
          ? Buffer.from(await body.arrayBuffer())
          : await readCapped(body)
        return { kind: 'answer', status, headers, body: whole }
      } catch (error) {
        return failureOf(error, callerSignal, isTimedOut)
      } finally {
        if (!isStreaming) settle()
      }
    },

    async close(): Promise<void> {
      if (sweep) clearInterval(sweep)
      sweep = undefined
      const closing = [...pools.values()].map((entry) => {
        entry.isClosed = true
        return entry.pool.close().catch(() => undefined)
      })
      pools.clear()
      await Promise.all(closing)
    },
  }
}

export type UpstreamClient = ReturnType<typeof createUpstreamClient>
