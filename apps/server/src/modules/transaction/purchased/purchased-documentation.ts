import {
  describeReference,
  gatewayErrors,
  gatewayKeyHeader,
  maskApiKey,
  responseTimeList,
  type ApiField,
  type DocumentationError,
  type GatewayErrorName,
  type PurchasedDocumentation,
} from '@lumbung/contract'

export interface DocumentationSource {
  productName: string
  /** The gateway address of the product. */
  endpoint: string
  method: string
  parameters: ApiField[]
  responseSample: string | null
  responseTime: string | null
  operationalHourFrom: string | null
  operationalHourTo: string | null
  monthlyQuota: number | null
  /** The last four characters of the company's gateway key, when it has one. */
  apiKeyLastFour: string | undefined
}

export const operationalTimeZone = 'Asia/Jakarta'

/** The value the example request sends for a field of this type. */
export function exampleValueOf(type: ApiField['type']): string | number | boolean {
  switch (type) {
    case 'INTEGER':
      return 1
    case 'DECIMAL':
      return 1.5
    case 'BOOLEAN':
      return true
    case 'DATE':
      return '2026-01-31'
    case 'DATETIME':
      return '2026-01-31T09:00:00+07:00'
    default:
      return 'example'
  }
}

/**
 * Where the consumer puts a field when calling the gateway. The consumer never sees the upstream path,
 * so PATH parameters travel in the query string and the gateway places them; a GET carries no body, so
 * body fields of a GET travel in the query string too.
 */
export function sendInOf(field: ApiField, method: string): 'QUERY' | 'HEADER' | 'BODY' {
  if (field.location === 'HEADER') return 'HEADER'
  if (field.location === 'BODY' && method !== 'GET') return 'BODY'
  return 'QUERY'
}

const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

function exampleRequestOf(source: DocumentationSource, parameters: PurchasedDocumentation['parameters']) {
  const url = new URL(source.endpoint)
  const body: Record<string, string | number | boolean> = {}
  const headerLines: string[] = []
  for (const parameter of parameters) {
    const value = exampleValueOf(parameter.type)
    if (parameter.send_in === 'QUERY') url.searchParams.set(parameter.name, String(value))
    else if (parameter.send_in === 'HEADER') headerLines.push(`-H ${quoted(`${parameter.name}: ${value}`)}`)
    else body[parameter.name] = value
  }
  // Double quotes so the shell reads the key from the environment and it never sits in the history.
  const lines = [`curl -X ${source.method} ${quoted(url.href)}`, `-H "${gatewayKeyHeader}: $LUMBUNG_API_KEY"`]
  lines.push(...headerLines)
  if (Object.keys(body).length > 0) {
    lines.push(`-H 'Content-Type: application/json'`, `-d ${quoted(JSON.stringify(body))}`)
  }
  return lines.join(' \\\n  ')
}

/**
 * The refusals this product can meet, in the gateway's order: the contract's one list, less a quota or
 * operational hours the product does not have. The spending limit stays: any company's owner can set
 * a cap that refuses (docs/decisions/0051-spend-caps.md).
 */
export function errorsFor(
  source: Pick<DocumentationSource, 'monthlyQuota' | 'operationalHourFrom' | 'operationalHourTo'>,
) {
  const hasHours = Boolean(source.operationalHourFrom && source.operationalHourTo)
  const isApplicable: Partial<Record<GatewayErrorName, boolean>> = {
    quotaExceeded: source.monthlyQuota !== null,
    outsideOperationalHours: hasHours,
  }
  return (Object.keys(gatewayErrors) as GatewayErrorName[])
    .filter((name) => isApplicable[name] ?? true)
    .map((name): DocumentationError => ({ ...gatewayErrors[name] }))
}

/** How to call an API product through the gateway, written from its dataset. */
export function documentationOf(source: DocumentationSource): PurchasedDocumentation {
  const parameters = source.parameters.map((field) => ({ ...field, send_in: sendInOf(field, source.method) }))
  const headers = [
    {
      name: gatewayKeyHeader,
      value: source.apiKeyLastFour ? maskApiKey(source.apiKeyLastFour) : '<your company API key>',
      is_required: true,
      description:
        "Your company's gateway key. Admins show or create it under My Account > Company info; never put it in the address.",
    },
  ]
  if (parameters.some((parameter) => parameter.send_in === 'BODY')) {
    headers.push({
      name: 'Content-Type',
      value: 'application/json',
      is_required: true,
      description: 'The body fields are sent as one JSON object.',
    })
  }
  for (const parameter of parameters.filter((entry) => entry.send_in === 'HEADER')) {
    headers.push({
      name: parameter.name,
      value: `<${parameter.type.toLowerCase()}>`,
      is_required: parameter.is_required,
      description: parameter.description ?? 'A parameter of this API, sent as a header.',
    })
  }
  const hasHours = Boolean(source.operationalHourFrom && source.operationalHourTo)
  return {
    product_name: source.productName,
    endpoint: source.endpoint,
    method: source.method,
    api_key_hint: source.apiKeyLastFour ? maskApiKey(source.apiKeyLastFour) : null,
    headers,
    parameters,
    example_request: exampleRequestOf(source, parameters),
    response_sample: source.responseSample,
    response_time: source.responseTime ? describeReference(responseTimeList, source.responseTime) : null,
    operational_hour_from: hasHours ? source.operationalHourFrom : null,
    operational_hour_to: hasHours ? source.operationalHourTo : null,
    time_zone: operationalTimeZone,
    monthly_quota: source.monthlyQuota,
    errors: errorsFor(source),
  }
}
