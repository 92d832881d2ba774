import { lookup as systemLookup } from 'node:dns/promises'
import { isIP, type LookupFunction } from 'node:net'
import { Agent, request } from 'undici'
import { isBlockedAddress } from './network-address'

/**
 * Outbound HTTP to addresses users typed in (API datasets' "Try it", the gateway). Every hop is
 * resolved once, refused if any answer is a private, loopback, link-local or otherwise internal
 * address, and then connected to exactly the address that was checked, so a DNS answer that changes
 * between the check and the connection (rebinding) cannot reach an internal host. Redirects are
 * followed by hand, each hop checked again; credentials never follow a redirect to another origin.
 */
export type SafeHttpErrorCode =
  | 'INVALID_URL'
  | 'BLOCKED_ADDRESS'
  | 'DNS_FAILED'
  | 'CONNECTION_FAILED'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'

export class SafeHttpError extends Error {
  override name = 'SafeHttpError'
  constructor(
    readonly code: SafeHttpErrorCode,
    message: string,
  ) {
    super(message)
  }
}

export interface ResolvedAddress {
  address: string
  family: 4 | 6
}

export type HostResolver = ((hostname: string) => Promise<ResolvedAddress[]>) & {
  /**
   * The answer the resolver would give now without looking anything up (a kept answer), the very same
   * list each time while it is kept; undefined when it would have to ask DNS. A resolver with it lets
   * a check's verdict be kept for as long as the answer it was made on (`knownTarget`).
   */
  peek?: (hostname: string) => ResolvedAddress[] | undefined
}

/** A URL that passed the check, and the one address its calls connect to. */
export interface CheckedTarget {
  url: URL
  target: ResolvedAddress
}

// A verdict is kept at most this long, and only while DNS gives the answer it was made on: the allowed
// prefixes are read again at least this often.
const verdictTtlMs = 1_000
const maxVerdicts = 1_000

export interface SafeHttpOptions {
  /** Development only: internal addresses are allowed everywhere (LUMBUNG_ALLOW_PRIVATE_URLS). */
  isPrivateAllowed?: boolean
  /**
   * URL prefixes that may sit on an internal address, e.g. the server's own demo upstream. Matched
   * against the parsed, normalised URL, so `..` segments cannot step outside a prefix.
   */
  allowedPrivatePrefixes?: () => readonly string[]
  connectTimeoutMs?: number
  totalTimeoutMs?: number
  maxResponseBytes?: number
  maxRedirects?: number
  resolve?: HostResolver
}

export interface SafeRequest {
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
}

export interface SafeResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  /** The address that finally answered, after redirects. */
  url: string
  redirects: number
}

export const safeHttpDefaults = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxResponseBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
} as const

const redirectStatuses = new Set([301, 302, 303, 307, 308])
// Any other header may carry the API setting's credentials (an API key header has any name), so a
// redirect to another origin keeps only these.
const crossOriginHeaders = new Set(['accept', 'accept-language', 'content-type', 'user-agent'])

const defaultResolve: HostResolver = async (hostname) => {
  const answers = await systemLookup(hostname, { all: true, verbatim: true })
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }))
}

function parseUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new SafeHttpError('INVALID_URL', 'URL format is not valid.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeHttpError('INVALID_URL', 'Only http and https addresses can be called')
  }
  if (url.username || url.password) {
    throw new SafeHttpError('INVALID_URL', 'Credentials belong in the API setting, not in the URL')
  }
  return url
}

function normalisedPrefix(prefix: string): string {
  try {
    return new URL(prefix).href
  } catch {
    return prefix
  }
}

/** One lookup answer, pinned: the socket connects to this address whatever DNS says later. */
export function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      ;(callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, [target])
    } else {
      callback(null, target.address, target.family)
    }
  }
}

/** Drops an unread body; the abort it causes is expected, not an error to report. */
function discard(body: { on(event: 'error', listener: () => void): unknown; destroy(): unknown }) {
  body.on('error', () => undefined)
  body.destroy()
}

export type SafeHttp = ReturnType<typeof createSafeHttp>

export function createSafeHttp(options: SafeHttpOptions = {}) {
  const connectTimeoutMs = options.connectTimeoutMs ?? safeHttpDefaults.connectTimeoutMs
  const totalTimeoutMs = options.totalTimeoutMs ?? safeHttpDefaults.totalTimeoutMs
  const maxResponseBytes = options.maxResponseBytes ?? safeHttpDefaults.maxResponseBytes
  const maxRedirects = options.maxRedirects ?? safeHttpDefaults.maxRedirects
  const resolve = options.resolve ?? defaultResolve

  const isAllowListed = (url: URL) =>
    (options.allowedPrivatePrefixes?.() ?? []).some((prefix) => url.href.startsWith(normalisedPrefix(prefix)))

  // The verdicts of `target`, by the address as given, with the DNS answer each was made on (null for
  // an address written out) and when it was made.
  const verdicts = new Map<
    string,
    { checked: CheckedTarget; host: string; answers: ResolvedAddress[] | null; checkedAt: number }
  >()

  /** The checked address this hop will connect to. */
  async function checkedAddress(url: URL): Promise<ResolvedAddress> {
    return (await checkedAnswers(url)).target
  }

  async function checkedAnswers(
    url: URL,
  ): Promise<{ target: ResolvedAddress; host: string; answers: ResolvedAddress[] | null }> {
    const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
    const mayBePrivate = options.isPrivateAllowed === true || isAllowListed(url)
    let answers: ResolvedAddress[]
    let resolved: ResolvedAddress[] | null = null
    const family = isIP(host)
    if (family !== 0) {
      answers = [{ address: host, family: family === 6 ? 6 : 4 }]
    } else {
      // A name that resolves to an internal address is refused in the words of one that does not
      // resolve, so the refusal does not tell which internal names exist. `localhost` is internal by
      // definition and says so, as an address written out does.
      const unreachable = () => new SafeHttpError('DNS_FAILED', `The host ${host} cannot be reached`)
      try {
        answers = await resolve(host)
      } catch {
        throw unreachable()
      }
      if (answers.length === 0) throw unreachable()
      resolved = answers
      const isNamedInternal = host === 'localhost' || host.endsWith('.localhost')
      if (!mayBePrivate && !isNamedInternal && answers.some((answer) => isBlockedAddress(answer.address)))
        throw unreachable()
    }
    // One internal answer is enough to refuse: otherwise a round-robin record could pick it later.
    if (!mayBePrivate && answers.some((answer) => isBlockedAddress(answer.address))) {
      throw new SafeHttpError('BLOCKED_ADDRESS', 'This address points to a private or internal network')
    }
    return { target: answers[0]!, host, answers: resolved }
  }

  async function readCapped(
    body: AsyncIterable<Buffer> & { on(event: 'error', listener: () => void): unknown; destroy(): unknown },
  ) {
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of body) {
      size += chunk.length
      if (size > maxResponseBytes) {
        discard(body)
        throw new SafeHttpError('TOO_LARGE', `The response is larger than ${maxResponseBytes} bytes`)
      }
      chunks.push(chunk)
    }
    return Buffer.concat(chunks)
  }

  async function hop(url: URL, init: SafeRequest, signal: AbortSignal) {
    const target = await checkedAddress(url)
    const agent = new Agent({
      connect: { timeout: connectTimeoutMs, lookup: pinnedLookup(target) },
      connections: 1,
      pipelining: 0,
    })
    try {
      const response = await request(url, {
        dispatcher: agent,
        method: (init.method ?? 'GET') as 'GET',
        headers: init.headers,
        body: init.body,
        signal,
      })
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
      }
      const declared = Number(headers['content-length'])
      if (Number.isFinite(declared) && declared > maxResponseBytes) {
        discard(response.body)
        throw new SafeHttpError('TOO_LARGE', `The response is larger than ${maxResponseBytes} bytes`)
      }
      if (redirectStatuses.has(response.statusCode) && headers.location) {
        discard(response.body)
        return { status: response.statusCode, headers, body: Buffer.alloc(0) }
      }
      return { status: response.statusCode, headers, body: await readCapped(response.body) }
    } finally {
      void agent.close().catch(() => undefined)
    }
  }

  return {
    /**
     * The checked address a call to this URL connects to, for callers that keep their own connection
     * pools (the gateway): they connect with `pinnedLookup(target)` and never follow redirects.
     */
    async target(address: string): Promise<CheckedTarget> {
      const url = parseUrl(address)
      const { target, host, answers } = await checkedAnswers(url)
      const checked = { url, target }
      // Kept only when it can be told whether DNS still gives the same answer (or there is no DNS).
      if (answers === null || resolve.peek) {
        if (verdicts.size >= maxVerdicts) verdicts.clear()
        verdicts.set(address, { checked, host, answers, checkedAt: performance.now() })
      }
      return checked
    },

    /**
     * The verdict `target` gave this address, when it still holds: made under a second ago, on the DNS
     * answer the resolver still keeps (the same list, not merely equal addresses: any new answer is a
     * new check). Undefined otherwise, and the caller checks with `target`. It spares a busy upstream's
     * calls the URL parse and the check's promise; a changed DNS answer is still checked before any
     * call connects with it, and pools are per checked address, so an earlier verdict cannot move one.
     */
    knownTarget(address: string): CheckedTarget | undefined {
      const kept = verdicts.get(address)
      if (!kept) return undefined
      if (performance.now() - kept.checkedAt > verdictTtlMs) {
        verdicts.delete(address)
        return undefined
      }
      if (kept.answers !== null && resolve.peek?.(kept.host) !== kept.answers) {
        verdicts.delete(address)
        return undefined
      }
      return kept.checked
    },

    async request(address: string, init: SafeRequest = {}): Promise<SafeResponse> {
      let url = parseUrl(address)
      let current: SafeRequest = { ...init, method: (init.method ?? 'GET').toUpperCase() }
      const origin = url.origin
      const signal = AbortSignal.timeout(totalTimeoutMs)
      try {
        for (let redirects = 0; ; redirects++) {
          const answer = await hop(url, current, signal)
          if (!redirectStatuses.has(answer.status) || !answer.headers.location) {
            return { ...answer, url: url.href, redirects }
          }
          if (redirects >= maxRedirects) {
            throw new SafeHttpError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects`)
          }
          const next = parseUrl(new URL(answer.headers.location, url).href)
          const isBodyDropped =
            answer.status === 303 ||
            ((answer.status === 301 || answer.status === 302) && current.method === 'POST')
          const headers = Object.fromEntries(
            Object.entries(current.headers ?? {}).filter(([name]) => {
              const lower = name.toLowerCase()
              if (next.origin !== origin && !crossOriginHeaders.has(lower)) return false
              if (isBodyDropped && (lower === 'content-type' || lower === 'content-length')) return false
              return true
            }),
          )
          current = isBodyDropped
            ? { method: current.method === 'HEAD' ? 'HEAD' : 'GET', headers }
            : { ...current, headers }
          url = next
        }
      } catch (error) {
        if (error instanceof SafeHttpError) throw error
        if (signal.aborted) {
          throw new SafeHttpError('TIMEOUT', `No complete answer within ${totalTimeoutMs} ms`)
        }
        const code = (error as { code?: string }).code
        if (code === 'UND_ERR_CONNECT_TIMEOUT') {
          throw new SafeHttpError('TIMEOUT', `No connection within ${connectTimeoutMs} ms`)
        }
        throw new SafeHttpError('CONNECTION_FAILED', 'The upstream could not be reached')
      }
    },
  }
}
