import { gatewayRequestMessages } from '@lumbung/contract'
import type { StoredRequestParameter } from '../../db/schema'
import { checkedSubPath, checkedUpstreamUrl, fixedPathOf, isHostileSegment } from './gateway-path'
import type { GatewayDataset } from './gateway.repository'

/** A call as the gateway received it, whether over HTTP or in process. */
export interface ReceivedCall {
  method: string
  /** Below the product's path: '' or starting with `/`, still percent-encoded. */
  subPath: string
  query: URLSearchParams
  /** Lower-case names. */
  headers: Record<string, string>
  body: Buffer | undefined
}

/** The call the upstream receives. */
export interface UpstreamCall {
  url: string
  method: string
  headers: Record<string, string>
  body: Buffer | undefined
}

export type Planned = { isValid: true; call: UpstreamCall } | { isValid: false; message: string }

// What a consumer may say to the upstream besides the dataset's own header parameters. Everything else
// stays here: the gateway key, cookies and the consumer's own credentials never reach a provider.
const passedHeaders = new Set(['accept', 'accept-language', 'content-type'])
const neverPassed = new Set([
  'x-api-key',
  'authorization',
  'proxy-authorization',
  'cookie',
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'accept-encoding',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
])

const isBodyless = (method: string) => method === 'GET' || method === 'HEAD'

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))

/** Whether a value sent as text (query, header) or JSON fits the parameter's type. */
function fitsType(type: string, value: unknown): boolean {
  if (typeof value === 'object') return false
  const text = String(value).trim()
  switch (type) {
    case 'INTEGER':
      return typeof value === 'number' ? Number.isInteger(value) : /^-?\d+$/.test(text)
    case 'DECIMAL':
      return typeof value === 'number' ? Number.isFinite(value) : /^-?\d+(\.\d+)?$/.test(text)
    case 'BOOLEAN':
      return typeof value === 'boolean' || text === 'true' || text === 'false'
    case 'DATE':
      return typeof value === 'string' && isDate(text)
    case 'DATETIME':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(Date.parse(text))
    default:
      return true
  }
}

function problemWith(parameter: StoredRequestParameter, value: unknown): string | null {
  if (value === undefined || value === null || value === '') {
    return parameter.is_required ? `${parameter.name} can not be empty` : null
  }
  if (!fitsType(parameter.type, value)) return `${parameter.name} must be ${parameter.type.toLowerCase()}`
  return null
}

function parsedJsonBody(call: ReceivedCall): Record<string, unknown> | null | 'INVALID' {
  if (!call.body || call.body.length === 0) return null
  if (!(call.headers['content-type'] ?? '').toLowerCase().includes('json')) return null
  try {
    const parsed: unknown = JSON.parse(call.body.toString('utf8'))
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return 'INVALID'
  }
}

/** What a call's plan reads of its dataset, the same on every call: worked out once per dataset. */
interface DatasetPlan {
  parameters: StoredRequestParameter[]
  hasPathParameters: boolean
  origin: string
  /** The origin and the part of the dataset's path no parameter fills: where every call must stay. */
  base: string
  declaredHeaders: Set<string>
}

// Keyed by the dataset as the gateway's state keeps it, so a changed dataset (a new object) is planned anew.
const datasetPlans = new WeakMap<GatewayDataset, DatasetPlan>()

function datasetPlanOf(dataset: GatewayDataset): DatasetPlan {
  let plan = datasetPlans.get(dataset)
  if (plan) return plan
  const parameters = dataset.requestParams ?? []
  const pathNames = parameters.filter((entry) => entry.location === 'PATH').map((entry) => entry.name)
  const origin = (dataset.baseUrl ?? '').replace(/\/+$/, '')
  plan = {
    parameters,
    hasPathParameters: pathNames.length > 0,
    origin,
    base: `${origin}${fixedPathOf(dataset.path ?? '/', pathNames)}`,
    declaredHeaders: new Set(
      parameters.filter((entry) => entry.location === 'HEADER').map((entry) => entry.name.toLowerCase()),
    ),
  }
  datasetPlans.set(dataset, plan)
  return plan
}

/**
 * Places the consumer's call on the product's upstream (docs/decisions/0031-gateway.md): PATH parameters
 * arrive in the query string and are written into the path, a GET's body fields arrive in the query
 * string and stay there, header parameters pass as headers, and the body passes as it came. Required
 * parameters and types are checked first, so a wrong call never reaches (or costs) the provider.
 */
export function planUpstreamCall(
  call: ReceivedCall,
  dataset: GatewayDataset,
  upstreamHeaders: Record<string, string>,
): Planned {
  const subPath = checkedSubPath(call.subPath)
  if (subPath === null) return { isValid: false, message: gatewayRequestMessages.subPathNotValid }
  const { parameters, hasPathParameters, origin, base, declaredHeaders } = datasetPlanOf(dataset)
  // Copied only when path parameters are to be taken out of it; otherwise only read.
  const query = hasPathParameters ? new URLSearchParams(call.query) : call.query
  const body = isBodyless(call.method) ? null : parsedJsonBody(call)
  if (body === 'INVALID') return { isValid: false, message: gatewayRequestMessages.bodyNotJson }
  const datasetPath = dataset.path ?? '/'
  let path = datasetPath
  for (const parameter of parameters) {
    const inQuery = parameter.location === 'PATH' || parameter.location === 'QUERY'
    const isBodyField = parameter.location === 'BODY'
    let value: unknown
    if (inQuery || (isBodyField && isBodyless(call.method))) value = query.get(parameter.name) ?? undefined
    else if (parameter.location === 'HEADER') value = call.headers[parameter.name.toLowerCase()]
    else value = body?.[parameter.name]
    const problem = problemWith(parameter, value)
    if (problem) return { isValid: false, message: problem }
    if (parameter.location === 'PATH') {
      const text = value === undefined ? '' : String(value)
      // One segment: a slash is sent encoded, and a value any server would read as `.` or `..` is refused.
      if (text !== '' && isHostileSegment(text, true)) {
        return { isValid: false, message: gatewayRequestMessages.pathParameterNotValid(parameter.name) }
      }
      const encoded = encodeURIComponent(text)
      path = path.replaceAll(`{${parameter.name}}`, encoded).replaceAll(`:${parameter.name}`, encoded)
      query.delete(parameter.name)
    }
  }
  const fullPath = subPath === '' ? path : `${path.replace(/\/+$/, '')}${subPath}`
  const search = query.size === 0 ? '' : query.toString()
  // Built once, then checked as it will be sent: what is checked is what the upstream receives.
  const url = checkedUpstreamUrl(`${origin}${fullPath}${search ? `?${search}` : ''}`, base)
  if (url === null) return { isValid: false, message: gatewayRequestMessages.pathOutsideProduct }

  const headers: Record<string, string> = {}
  for (const name in call.headers) {
    if (neverPassed.has(name) || name.startsWith('proxy-')) continue
    if (passedHeaders.has(name) || declaredHeaders.has(name)) headers[name] = call.headers[name]!
  }
  for (const header of dataset.headers ?? []) headers[header.name.toLowerCase()] = header.value
  // The upstream answers uncompressed, so a masked answer can be read and the size cap means bytes.
  headers['accept-encoding'] = 'identity'
  Object.assign(headers, upstreamHeaders)
  const hasBody = !isBodyless(call.method) && call.body !== undefined && call.body.length > 0
  return {
    isValid: true,
    call: { url, method: call.method, headers, body: hasBody ? call.body : undefined },
  }
}
