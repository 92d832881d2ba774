import { enumValueOrNull } from '../common/enums'
import { errorStatus } from '../common/result-status'
import { columnTypes, type ColumnType } from '../common/enums'
import { parameterLocations } from '../data/datasets.schemas'
import { placeholderExampleOf, typedExampleOf } from '../data/parameter-examples'
import type { ApiField } from '../transaction/purchased.schemas'
import {
  gatewayErrors,
  gatewayKeyHeader,
  gatewayProductPath,
  type GatewayErrorName,
} from '../transaction/purchased-gateway'

/** An API dataset's parameters as stored, read as the fields a buyer sends (unknown values fall back). */
export function apiFieldsOf(
  stored: readonly {
    name: string
    type: string
    is_required: boolean
    location: string
    description: string | null
    example?: string | null | undefined
  }[],
): ApiField[] {
  return stored.map((parameter) => ({
    name: parameter.name,
    type: enumValueOrNull(columnTypes, parameter.type) ?? 'STRING',
    is_required: parameter.is_required,
    location: enumValueOrNull(parameterLocations, parameter.location) ?? 'QUERY',
    description: parameter.description,
    example: parameter.example ?? null,
  }))
}

/** Where the consumer puts a parameter when calling the gateway. */
export type GatewaySendIn = 'QUERY' | 'HEADER' | 'BODY'

/**
 * The consumer never sees the upstream path, so PATH parameters travel in the query string and the
 * gateway places them; a GET carries no body, so body fields of a GET travel in the query string too.
 */
export function gatewaySendInOf(field: Pick<ApiField, 'location'>, method: string): GatewaySendIn {
  if (field.location === 'HEADER') return 'HEADER'
  if (field.location === 'BODY' && method !== 'GET' && method !== 'HEAD') return 'BODY'
  return 'QUERY'
}

/** The value a first call sends: the provider's example, else a value of the type the gateway accepts. */
export const exampleTextOf = (field: Pick<ApiField, 'type' | 'example'>) =>
  field.example ?? placeholderExampleOf(field.type)

/**
 * The refusals an API product can meet, in the gateway's order: the contract's one list, less a quota or
 * operational hours the product does not have. The spending limit stays: any company's owner can set
 * a cap that refuses (docs/decisions/0051-spend-caps.md).
 */
export function applicableGatewayErrors(terms: { hasQuota: boolean; hasHours: boolean }) {
  const isApplicable: Partial<Record<GatewayErrorName, boolean>> = {
    quotaExceeded: terms.hasQuota,
    outsideOperationalHours: terms.hasHours,
  }
  return (Object.keys(gatewayErrors) as GatewayErrorName[])
    .filter((name) => isApplicable[name] ?? true)
    .map((name) => gatewayErrors[name])
}

export interface ApiProductOpenApiSource {
  productId: string
  productName: string
  description: string | null
  /** The server's public address; the gateway answers below it. */
  publicUrl: string
  method: string
  parameters: ApiField[]
  responseSample: string | null
  monthlyQuota: number | null
  operationalHourFrom: string | null
  operationalHourTo: string | null
  /** Percent, as the provider states it. */
  availabilityTarget: number | null
  /** Calls a second per key and instance, and the burst, of the gateway's rate limit. */
  rateLimit?: { perSecond: number; burst: number } | undefined
}

type JsonSchema = { type: string; format?: string }

const schemaOf = (type: ColumnType): JsonSchema => {
  switch (type) {
    case 'INTEGER':
      return { type: 'integer' }
    case 'DECIMAL':
      return { type: 'number' }
    case 'BOOLEAN':
      return { type: 'boolean' }
    case 'DATE':
      return { type: 'string', format: 'date' }
    case 'DATETIME':
      return { type: 'string', format: 'date-time' }
    default:
      return { type: 'string' }
  }
}

/** The parts of an OpenAPI 3.1 document this module writes and the snippets read back. */
export interface OpenApiParameter {
  name: string
  in: 'query' | 'header'
  required: boolean
  description: string
  schema: JsonSchema
  example: string | number | boolean
}
export interface OpenApiOperation {
  operationId: string
  summary: string
  description?: string
  parameters: OpenApiParameter[]
  requestBody?: {
    required: boolean
    content: {
      'application/json': {
        schema: {
          type: 'object'
          properties: Record<string, JsonSchema & { description: string }>
          required?: string[]
        }
        example: Record<string, string | number | boolean>
      }
    }
  }
  responses: Record<string, unknown>
}
export interface ApiProductOpenApi {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string; description: string }[]
  security: { apiKey: [] }[]
  paths: Record<string, Record<string, OpenApiOperation>>
  components: Record<string, unknown>
}

const parsedJson = (text: string | null): unknown => {
  if (!text) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function termsText(source: ApiProductOpenApiSource) {
  const hours =
    source.operationalHourFrom && source.operationalHourTo
      ? `${source.operationalHourFrom}–${source.operationalHourTo} Asia/Jakarta`
      : 'around the clock'
  return [
    `Operational hours: ${hours}.`,
    `Monthly quota: ${source.monthlyQuota === null ? 'none' : `${source.monthlyQuota} successful calls`}.`,
    source.rateLimit
      ? `Rate limit: ${source.rateLimit.perSecond} calls a second per key, bursts of ${source.rateLimit.burst}.`
      : null,
    source.availabilityTarget === null ? null : `Availability target: ${source.availabilityTarget}%.`,
  ]
    .filter(Boolean)
    .join(' ')
}

function refusalResponses(source: ApiProductOpenApiSource) {
  const refusals = applicableGatewayErrors({
    hasQuota: source.monthlyQuota !== null,
    hasHours: Boolean(source.operationalHourFrom && source.operationalHourTo),
  })
  const byStatus = new Map<number, (typeof refusals)[number][]>()
  for (const refusal of refusals) {
    byStatus.set(refusal.http_status, [...(byStatus.get(refusal.http_status) ?? []), refusal])
  }
  const responses: Record<string, unknown> = {}
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: list.map((refusal) => `${refusal.code}: ${refusal.description}`).join('\n\n'),
      content: {
        'application/json': {
          schema: { $ref: '#/components/schemas/GatewayError' },
          examples: Object.fromEntries(
            list.map((refusal) => [
              refusal.code,
              {
                summary: refusal.code,
                value: { status: errorStatus, code: refusal.code, message: refusal.description, data: null },
              },
            ]),
          ),
        },
      },
    }
  }
  return responses
}

/**
 * The OpenAPI 3.1 document of an API product as a buyer calls it through the gateway
 * (docs/decisions/0067-openapi-per-product.md). Everything a buyer copies, the snippets included, is
 * read from this one document, so what the document says is what the examples send.
 */
export function openApiDocumentOf(source: ApiProductOpenApiSource): ApiProductOpenApi {
  const method = source.method.toUpperCase()
  const parameters: OpenApiParameter[] = []
  const properties: Record<string, JsonSchema & { description: string }> = {}
  const body: Record<string, string | number | boolean> = {}
  const requiredBody: string[] = []
  for (const field of source.parameters) {
    const sendIn = gatewaySendInOf(field, method)
    const description = field.description ?? `The ${field.name} parameter.`
    const example = typedExampleOf(field.type, exampleTextOf(field))
    if (sendIn === 'BODY') {
      properties[field.name] = { ...schemaOf(field.type), description }
      body[field.name] = example
      if (field.is_required) requiredBody.push(field.name)
      continue
    }
    parameters.push({
      name: field.name,
      in: sendIn === 'HEADER' ? 'header' : 'query',
      required: field.is_required,
      description,
      // A header travels as text whatever its type.
      schema: sendIn === 'HEADER' ? { type: 'string' } : schemaOf(field.type),
      example: sendIn === 'HEADER' ? exampleTextOf(field) : example,
    })
  }
  const sample = parsedJson(source.responseSample)
  const answer =
    sample !== undefined
      ? { 'application/json': { example: sample } }
      : source.responseSample
        ? { 'text/plain': { example: source.responseSample } }
        : undefined
  const operation: OpenApiOperation = {
    operationId: 'callProduct',
    summary: source.productName,
    ...(source.description ? { description: source.description } : {}),
    parameters,
    ...(Object.keys(properties).length > 0
      ? {
          requestBody: {
            required: requiredBody.length > 0,
            content: {
              'application/json': {
                schema: {
                  type: 'object' as const,
                  properties,
                  ...(requiredBody.length > 0 ? { required: requiredBody } : {}),
                },
                example: body,
              },
            },
          },
        }
      : {}),
    responses: {
      '200': {
        description: "The provider's answer, passed on by the gateway (the provider's response sample).",
        ...(answer ? { content: answer } : {}),
      },
      ...refusalResponses(source),
    },
  }
  return {
    openapi: '3.1.0',
    info: {
      title: source.productName,
      version: '1',
      description: [source.description, termsText(source)].filter(Boolean).join('\n\n'),
    },
    servers: [{ url: source.publicUrl.replace(/\/+$/, ''), description: 'Lumbung gateway' }],
    security: [{ apiKey: [] }],
    paths: { [gatewayProductPath(source.productId)]: { [method.toLowerCase()]: operation } },
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: gatewayKeyHeader,
          description:
            "Your company's gateway key. It is only read from this header, never from the address.",
        },
      },
      schemas: {
        GatewayError: {
          type: 'object',
          required: ['status', 'code', 'message', 'data'],
          properties: {
            status: { type: 'string', const: errorStatus },
            code: { type: 'string' },
            message: { type: 'string' },
            data: { type: 'null' },
          },
        },
      },
    },
  }
}
