import {
  applicableGatewayErrors,
  describeReference,
  gatewayKeyHeader,
  gatewaySendInOf,
  maskApiKey,
  openApiDocumentOf,
  responseTimeList,
  snippetsOf,
  type ApiField,
  type DocumentationError,
  type PurchasedDocumentation,
} from '@lumbung/contract'

export interface DocumentationSource {
  productId: string
  productName: string
  /** The server's public address; the gateway answers below it. */
  publicUrl: string
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

/** The refusals this product can meet, in the gateway's order. */
export function errorsFor(
  source: Pick<DocumentationSource, 'monthlyQuota' | 'operationalHourFrom' | 'operationalHourTo'>,
) {
  return applicableGatewayErrors({
    hasQuota: source.monthlyQuota !== null,
    hasHours: Boolean(source.operationalHourFrom && source.operationalHourTo),
  }).map((error): DocumentationError => ({ ...error }))
}

/**
 * How to call an API product through the gateway, written from its dataset. The snippets are read from
 * the product's OpenAPI document, the one the marketplace serves, so both say the same.
 */
export function documentationOf(source: DocumentationSource): PurchasedDocumentation {
  const parameters = source.parameters.map((field) => ({
    ...field,
    send_in: gatewaySendInOf(field, source.method),
  }))
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
  const snippets = snippetsOf(
    openApiDocumentOf({
      productId: source.productId,
      productName: source.productName,
      description: null,
      publicUrl: source.publicUrl,
      method: source.method,
      parameters: source.parameters,
      responseSample: source.responseSample,
      monthlyQuota: source.monthlyQuota,
      operationalHourFrom: source.operationalHourFrom,
      operationalHourTo: source.operationalHourTo,
      availabilityTarget: null,
    }),
  )
  return {
    product_name: source.productName,
    endpoint: source.endpoint,
    method: source.method,
    api_key_hint: source.apiKeyLastFour ? maskApiKey(source.apiKeyLastFour) : null,
    headers,
    parameters,
    example_request: snippets.curl,
    snippets,
    response_sample: source.responseSample,
    response_time: source.responseTime ? describeReference(responseTimeList, source.responseTime) : null,
    operational_hour_from: hasHours ? source.operationalHourFrom : null,
    operational_hour_to: hasHours ? source.operationalHourTo : null,
    time_zone: operationalTimeZone,
    monthly_quota: source.monthlyQuota,
    errors: errorsFor(source),
  }
}
