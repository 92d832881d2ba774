import { errorStatus, gatewayErrors, type GatewayErrorName, type UsageOutcome } from '@lumbung/contract'
import { maskJsonValue } from '../data/marketplace'
import type { GatewayAnswer } from './gateway-call'

const jsonType = 'application/json; charset=utf-8'

/**
 * The gateway's own answer for a refusal or failure: the result wrapper with the contract's code and,
 * unless the check has something more precise to say (which parameter is wrong), its description.
 */
export function errorAnswer(
  name: GatewayErrorName,
  outcome: UsageOutcome,
  extra: { message?: string; headers?: Record<string, string>; retryAfterSeconds?: number } = {},
): GatewayAnswer {
  const error = gatewayErrors[name]
  const headers: Record<string, string> = { 'content-type': jsonType, ...extra.headers }
  if (extra.retryAfterSeconds !== undefined) headers['retry-after'] = String(extra.retryAfterSeconds)
  const body = {
    status: errorStatus,
    code: error.code,
    message: extra.message ?? error.description,
    data: null,
  }
  return {
    httpStatus: error.http_status,
    outcome,
    errorCode: error.code,
    headers,
    body: Buffer.from(JSON.stringify(body)),
    ...(extra.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: extra.retryAfterSeconds }),
  }
}

// What of the upstream's answer reaches the consumer. Anything else (cookies, the server's name,
// Location and Content-Location, which would show the upstream's address, hop-by-hop headers) stays.
// Cache-Control and Expires are read apart: they pass only on an answer the provider made public.
const passedAnswerHeaders = [
  'content-type',
  'content-language',
  'content-disposition',
  'etag',
  'last-modified',
  'retry-after',
]

const publicDirective = /(?:^|,)\s*public\s*(?:,|$)/i
const privateDirective = /(?:^|,)\s*(?:private|no-store)\b/i
// Types a browser would render as a page on the platform's origin: they are only ever downloaded.
const pageType = /^\s*(?:text\/html|application\/xhtml\+xml|image\/svg\+xml)\s*(?:;|$)/i

/** Whether the provider's Cache-Control allows shared caches to keep the answer. */
export const isPublicAnswer = (cacheControl: string | undefined) =>
  cacheControl !== undefined && publicDirective.test(cacheControl) && !privateDirective.test(cacheControl)

export function passedHeadersOf(upstream: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const name of passedAnswerHeaders) {
    const value = upstream[name]
    if (value !== undefined) headers[name] = value
  }
  const cacheControl = upstream['cache-control']
  if (isPublicAnswer(cacheControl)) {
    headers['cache-control'] = cacheControl!
    if (upstream.expires !== undefined) headers.expires = upstream.expires
  }
  const contentType = upstream['content-type']
  if (contentType !== undefined && pageType.test(contentType)) headers['content-disposition'] = 'attachment'
  return headers
}

/**
 * A masked product's answer with its sensitive fields masked (the dataset's sensitive columns and the
 * names that usually hold personal data, as the marketplace masks its sample). Null when the answer is
 * not JSON: then nothing can be told apart, and the caller decides what to do.
 */
export function maskedBody(body: Buffer, contentType: string | undefined, sensitive: ReadonlySet<string>) {
  if (body.length === 0) return body
  if (!/\bjson\b|\+json/i.test(contentType ?? '')) return null
  try {
    return Buffer.from(JSON.stringify(maskJsonValue(JSON.parse(body.toString('utf8')), sensitive)))
  } catch {
    return null
  }
}

const jakartaOffsetMinutes = 7 * 60
// A dataset's hours are read on every call; the few distinct values are parsed once.
const parsedHours = new Map<string, number>()
const minutesOf = (hour: string) => {
  let minutes = parsedHours.get(hour)
  if (minutes === undefined) {
    const [hourPart, minutePart] = hour.split(':').map(Number)
    minutes = (hourPart ?? 0) * 60 + (minutePart ?? 0)
    if (parsedHours.size > 10_000) parsedHours.clear()
    parsedHours.set(hour, minutes)
  }
  return minutes
}

/**
 * Whether `at` falls in the dataset's operational hours, Asia/Jakarta, both ends' minutes included
 * (00:00–23:59 is the whole day); hours that cross midnight (22:00–06:00) wrap. No hours: always open.
 */
export function isWithinOperationalHours(from: string | null, to: string | null, at: Date): boolean {
  if (!from || !to) return true
  const now = (at.getUTCHours() * 60 + at.getUTCMinutes() + jakartaOffsetMinutes) % (24 * 60)
  const start = minutesOf(from)
  const end = minutesOf(to)
  return start <= end ? now >= start && now <= end : now >= start || now <= end
}
