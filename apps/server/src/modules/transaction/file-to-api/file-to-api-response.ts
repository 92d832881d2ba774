import { fileToApiLimits, gatewayErrors, type FileToApiRowStatus } from '@lumbung/contract'
import type { GatewayAnswer } from '../../gateway'

/** A row's outcome as the result file keeps it. */
export interface RowOutcome {
  status: FileToApiRowStatus
  httpStatus: number | null
  message: string
  /** Response field → text; empty for a failed row. */
  fields: Record<string, string>
}

const maxMessageLength = 500
// What one row's response fields may hold in all, so a chunk of rows stays small in memory.
const maxRowCharacters = 64 * 1024
const maxDepth = 3

const cut = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text)

function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/**
 * A JSON answer as flat fields: nested objects become dotted names (`address.city`) three levels
 * deep; arrays and anything deeper stay JSON text in one field.
 */
function flatten(value: unknown, prefix: string, depth: number, into: [string, string][]) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < maxDepth) {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, depth + 1, into)
    }
    return
  }
  into.push([prefix || 'response', textOf(value)])
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

/** The answer's fields, held to the result's caps; `isCut` says something was left out. */
export function responseFieldsOf(body: Buffer): { fields: Record<string, string>; isCut: boolean } {
  const parsed = parseJson(body)
  const pairs: [string, string][] = []
  if (parsed === undefined) {
    const text = body.toString('utf8')
    if (text.trim() !== '') pairs.push(['response', text])
  } else flatten(parsed, '', 0, pairs)
  const fields: Record<string, string> = {}
  let total = 0
  let isCut = false
  for (const [name, text] of pairs) {
    if (Object.keys(fields).length >= fileToApiLimits.maxResponseFields || total >= maxRowCharacters) {
      isCut = true
      break
    }
    const kept = cut(text, Math.min(fileToApiLimits.maxCellLength, maxRowCharacters - total))
    if (kept !== text) isCut = true
    fields[name] = kept
    total += name.length + kept.length
  }
  return { fields, isCut }
}

const describedCodes = new Map<string, string>(
  Object.values(gatewayErrors).map((error) => [error.code, error.description]),
)

/** Why a call failed, in the answer's own words when it has some. */
function failureMessageOf(answer: GatewayAnswer): string {
  const parsed = parseJson(answer.body)
  let said = ''
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const record = parsed as Record<string, unknown>
    said = [record.message, record.error].find((value): value is string => typeof value === 'string') ?? ''
  }
  const code = answer.errorCode ?? `HTTP_${answer.httpStatus}`
  const reason = said || (answer.errorCode ? describedCodes.get(answer.errorCode) : '') || 'The call failed'
  return cut(`${code}: ${reason}`, maxMessageLength)
}

/** A gateway answer as the row's outcome: a 2xx success keeps the response fields, anything else a message. */
export function outcomeOf(answer: GatewayAnswer): RowOutcome {
  const isSuccess = answer.outcome === 'SUCCESS' && answer.httpStatus >= 200 && answer.httpStatus < 300
  if (!isSuccess) {
    return { status: 'FAILED', httpStatus: answer.httpStatus, message: failureMessageOf(answer), fields: {} }
  }
  const { fields, isCut } = responseFieldsOf(answer.body)
  return {
    status: 'SUCCESS',
    httpStatus: answer.httpStatus,
    message: isCut ? 'The response was longer than the result keeps; it was cut' : '',
    fields,
  }
}

/**
 * Refusals that concern the whole run, not the row: every following row would meet them too. The
 * run stops at the row that met one; the row is not charged (a refused call is not billable) and is
 * left without an outcome.
 */
export const runStoppingCodes = new Set<string>([
  gatewayErrors.apiKeyMissing.code,
  gatewayErrors.apiKeyInvalid.code,
  gatewayErrors.productNotFound.code,
  gatewayErrors.noActivePurchase.code,
  gatewayErrors.quotaExceeded.code,
  gatewayErrors.outsideOperationalHours.code,
  // A refusing spend cap reached during the run (another run, calls, a lowered cap) refuses every row after.
  gatewayErrors.spendCapReached.code,
])

/** The response fields of many rows, in the order first met, up to the result's cap. */
export function mergeFields(known: readonly string[], rows: Iterable<Record<string, string>>): string[] {
  const merged = [...known]
  const seen = new Set(merged)
  for (const fields of rows) {
    for (const name of Object.keys(fields)) {
      if (seen.has(name) || merged.length >= fileToApiLimits.maxResponseFields) continue
      seen.add(name)
      merged.push(name)
    }
  }
  return merged
}
