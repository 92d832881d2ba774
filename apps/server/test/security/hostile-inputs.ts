import { limits, type RouteDefinition } from '@lumbung/contract'
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import { z } from 'zod'

/**
 * Hostile requests derived from a route's zod schemas: the fields the schema names, filled now with
 * something plausible (so a request gets past validation into the service) and now with something
 * hostile (wrong types, huge or broken text, extreme numbers and dates, deep nesting), plus bodies
 * that are not what the route reads at all (malformed or truncated JSON, wrong content types).
 */

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  enum?: unknown[]
  format?: string
  allOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

export function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined
  try {
    return z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema
  } catch {
    // A schema JSON Schema can not describe still gets the shapeless hostile inputs.
    return {}
  }
}

/** The named fields of an object schema, through intersections and unions. */
export function fieldsOf(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {}
  const nested = [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
  return Object.assign({}, ...nested.map(fieldsOf), schema.properties ?? {})
}

const megabyte = 1024 * 1024

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u202eevil\u202c',
    '\u200f\u200e',
    '\ufeff',
    'NaN',
    'Infinity',
    '-Infinity',
    '-0',
    '1e309',
    '0x1F',
    '9007199254740993',
    '-9007199254740993',
    '9999-12-31T23:59:59.999Z',
    '0000-00-00',
    '2024-02-30',
    '+275760-09-13T00:00:00.001Z',
    '-271821-04-20T00:00:00.000Z',
    '1970-01-01T00:00:00Z',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '../../../../etc/passwd',
    '%00',
    '%',
    '%ZZ',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '=cmd|"/c calc"!A1',
    '${jndi:ldap://x}',
    '__proto__',
    'constructor',
    'TRX-20240101-ABCDEF',
    '00000000-0000-0000-0000-000000000000',
    'http://169.254.169.254/latest/meta-data/',
    'file:///etc/passwd',
  ),
  fc.integer({ min: 1, max: 100_000 }).map((length) => 'x'.repeat(length)),
)

const hostileNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(
    0,
    -0,
    -1,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e308,
    2 ** 31,
    2 ** 63,
    0.1,
  ),
)

/** A value nested `depth` levels deep, in arrays or objects. */
const deeplyNested = (depth: number, inArrays: boolean): unknown => {
  let value: unknown = 'deep'
  for (let level = 0; level < depth; level += 1) value = inArrays ? [value] : { a: value }
  return value
}

const { hostileValue } = fc.letrec<{ hostileValue: unknown }>((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('hostileValue'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('hostileValue'), { maxKeys: 4 }),
    // Deep enough to test the parsers, shallow enough for JSON.stringify's own stack.
    fc.constantFrom(deeplyNested(64, true), deeplyNested(500, false), deeplyNested(1_000, true)),
    fc.constant(Array.from({ length: 2_000 }, (_, index) => index)),
  ),
}))

/**
 * Ids of resources that exist, so a plausible request finds its resource and the service goes on to
 * read the rest of the input: UUIDs and transaction numbers.
 */
export interface KnownIds {
  ids: string[]
  transactionNos: string[]
}

const someId = (known: KnownIds) =>
  known.ids.length ? fc.oneof(fc.uuid(), fc.constantFrom(...known.ids)) : fc.uuid()
const someTransactionNo = (known: KnownIds) =>
  known.transactionNos.length
    ? fc.oneof(fc.constantFrom(...known.transactionNos), fc.string({ maxLength: 40 }))
    : fc.string({ maxLength: 40 })

/** Something a field of this schema might accept, so some requests reach the service. */
function plausible(known: KnownIds, schema: JsonSchema, depth = 0, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum)
  if (name.includes('transaction_no')) return someTransactionNo(known)
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]
  if (nested.length) return fc.oneof(...nested.map((option) => plausible(known, option, depth, name)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return someId(known)
      if (schema.format === 'email') return fc.emailAddress()
      if (schema.format === 'date-time' || schema.format === 'date')
        return fc
          .date({ noInvalidDate: false })
          .map((date) => (Number.isNaN(date.getTime()) ? 'Invalid Date' : date.toISOString()))
      return fc.string({ maxLength: 300 })
    case 'integer':
    case 'number':
      return hostileNumber
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(plausible(known, schema.items ?? {}, depth + 1), { maxLength: 4 })
    case 'object':
      return depth > 2 ? fc.constant({}) : objectOf(known, fieldsOf(schema), depth + 1)
    default:
      return hostileValue
  }
}

function objectOf(
  known: KnownIds,
  fields: Record<string, JsonSchema>,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(fields)
  if (entries.length === 0) return fc.dictionary(hostileText, hostileValue, { maxKeys: 3 })
  return fc.record(
    Object.fromEntries(
      entries.map(([name, field]) => [name, fc.oneof(plausible(known, field, depth, name), hostileValue)]),
    ),
    { requiredKeys: [] },
  )
}

/** Each byte as a URL carries it: unreserved characters as they are, the rest as %XX. */
const encodedBytes = Array.from({ length: 256 }, (_, byte) => {
  const character = String.fromCharCode(byte)
  return /[A-Za-z0-9\-._~]/.test(character)
    ? character
    : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
})

/** Text as a URL carries it: UTF-8 percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncoded(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  let encoded = ''
  // A loop over a table: the inputs run to 100,000 characters, and a regular expression per byte
  // spent seconds of the suite building them.
  for (const byte of Buffer.from(text, 'utf8')) encoded += encodedBytes[byte]
  return encoded
}

/** Broken percent-encoding and bytes that are not UTF-8 at all. */
const brokenEncoding = fc.constantFrom('%', '%E0%A4%A', '%FF%FE', '%ED%A0%80', '%C0%AF', '%00', '%2e%2e%2f')

const pathSegment = (known: KnownIds, name: string) =>
  fc.oneof(
    hostileText.map((text) => percentEncoded(text.slice(0, 4_000))),
    (name.includes('transaction_no') ? someTransactionNo(known) : someId(known)).map(percentEncoded),
    brokenEncoding,
  )

const queryString = (known: KnownIds, fields: Record<string, JsonSchema>) =>
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...(Object.keys(fields).length ? Object.keys(fields) : ['q'])), hostileText),
        fc.oneof(
          ...Object.entries(fields).map(([name, field]) => plausible(known, field, 0, name)),
          hostileText.map((text) => text.slice(0, 20_000)),
        ),
        fc.boolean(),
      ),
      { maxLength: 6 },
    )
    .chain((pairs) =>
      brokenEncoding.map((broken) =>
        pairs
          .map(
            ([name, value, isBroken]) =>
              `${percentEncoded(name)}=${isBroken ? broken : percentEncoded(value)}`,
          )
          .join('&'),
      ),
    )

const json = { 'content-type': 'application/json' }

const hostileBody = (known: KnownIds, fields: Record<string, JsonSchema>) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: objectOf(known, fields).map((body) => ({ headers: json, payload: JSON.stringify(body) })),
    },
    objectOf(known, fields).chain((body) =>
      fc.nat().map((cut) => {
        const text = JSON.stringify(body)
        return { headers: json, payload: text.slice(0, cut % Math.max(text.length, 1)) }
      }),
    ),
    hostileValue.map((body) => ({ headers: json, payload: JSON.stringify(body) ?? 'undefined' })),
    fc.constantFrom(
      { headers: json, payload: '{"a":' },
      { headers: json, payload: '{"a":1,}' },
      { headers: json, payload: "{'a':1}" },
      { headers: json, payload: '\u0000' },
      { headers: json, payload: '{"__proto__":{"isAdmin":true}}' },
      { headers: json, payload: '{"constructor":{"prototype":{"x":1}}}' },
      { headers: json, payload: '['.repeat(100_000) },
      { headers: json, payload: `"${'x'.repeat(megabyte + 10)}"` },
      { headers: json, payload: `{"name":"${'é'.repeat(megabyte / 2 - 100)}"}` },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      { headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
      { headers: { 'content-type': 'multipart/form-data' }, payload: '--x\r\n' },
      { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nbroken' },
      { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=1&b=2' },
      { headers: { 'content-type': 'application/json; charset=utf-16' }, payload: '{}' },
      { headers: { 'content-type': 'application/json' }, payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
    ),
  )

export interface HostileRequest {
  method: RouteDefinition['method']
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
}

/** Only what HTTP lets a header carry: the rest would never leave a client. */
const asHeaderValue = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '')

/** What an Authorization header might hold instead of a session's token. */
export const hostileAuthorization = fc
  .oneof(
    hostileText.map((text) => `Bearer ${text.slice(0, 8_000)}`),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
      'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
      'Bearer a.b.c.d',
      'bearer   x',
    ),
    hostileText.map((text) => Buffer.from(text.slice(0, 4_000), 'utf8').toString('latin1')),
  )
  .map(asHeaderValue)

/** Whether a route has anything for the fuzzer to aim at: a body, query or path parameters. */
export function isFuzzable(route: RouteDefinition): boolean {
  const { body, querystring, params } = route.schema
  return Boolean(body || querystring || params) || /:[A-Za-z_]/.test(route.url)
}

export function hostileRequests(
  route: RouteDefinition,
  known: KnownIds = { ids: [], transactionNos: [] },
): fc.Arbitrary<HostileRequest> {
  const pathNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!)
  const pathValues = fc.tuple(...pathNames.map((name) => pathSegment(known, name)))
  const query = fc.option(queryString(known, fieldsOf(jsonSchemaOf(route.schema.querystring))), {
    nil: undefined,
  })
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE'
  const body = hasBody
    ? fc.option(hostileBody(known, fieldsOf(jsonSchemaOf(route.schema.body))), { nil: undefined, freq: 6 })
    : fc.constant(undefined)
  // The one cookie the API reads: which side the caller acts as.
  const cookie = fc.option(
    fc
      .oneof(fc.constantFrom('provider', 'consumer', 'PROVIDER'), hostileText)
      .map((side) => `${limits.userTypeCookie}=${percentEncoded(side.slice(0, 4_000))}`),
    { nil: undefined },
  )
  return fc.tuple(pathValues, query, body, cookie).map(([values, search, sent, sideCookie]) => {
    let index = 0
    const path = route.url.replace(/:([A-Za-z_]+)/g, () => values[index++] ?? 'x')
    return {
      method: route.method,
      url: search === undefined ? path : `${path}?${search}`,
      headers: { ...sent?.headers, ...(sideCookie ? { cookie: sideCookie } : {}) },
      ...(sent ? { payload: sent.payload } : {}),
    }
  })
}

export const asInjection = (request: HostileRequest, headers: Record<string, string>): InjectOptions => ({
  method: request.method,
  url: request.url,
  headers: { ...request.headers, ...headers },
  ...(request.payload !== undefined ? { payload: request.payload } : {}),
})
