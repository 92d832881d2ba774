import {
  fileToApiErrorMessages,
  fileToApiMappingMessages as said,
  type FileToApiMappingEntry,
} from '@lumbung/contract'
import type { FileToApiParameter } from '../../../db/schema'
import { AppError } from '../../../lib/errors'

/** An input field of the API, as its dataset describes it. */
export interface ApiFieldSpec {
  name: string
  type: string
  location: string
  isRequired: boolean
}

/** The error key of a parameter's mapping, so a form shows the message beside that parameter. */
export const mappingErrorKey = (parameter: string) => `mapping.${parameter}`

/**
 * Checks the consumer's mapping against the API's fields and the file's columns, and answers every
 * field of the API with its column (null when an optional field is left out). Every problem is
 * reported at once, keyed by parameter.
 */
export function checkMapping(
  fields: readonly ApiFieldSpec[],
  columns: readonly string[],
  mapping: readonly FileToApiMappingEntry[],
): FileToApiParameter[] {
  const errors: Record<string, string> = {}
  const byName = new Map(fields.map((field) => [field.name, field]))
  const chosen = new Map<string, string>()
  for (const entry of mapping) {
    const key = mappingErrorKey(entry.parameter)
    if (!byName.has(entry.parameter)) errors[key] = said.notAnInput(entry.parameter)
    else if (chosen.has(entry.parameter)) errors[key] = said.mappedTwice(entry.parameter)
    else if (!columns.includes(entry.column)) errors[key] = said.columnMissing(entry.column)
    chosen.set(entry.parameter, entry.column)
  }
  for (const field of fields) {
    if (field.isRequired && !chosen.has(field.name)) {
      errors[mappingErrorKey(field.name)] = said.required(field.name)
    }
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('MAPPING_INVALID', 422, fileToApiErrorMessages.mappingInvalid, errors)
  }
  return fields.map((field) => ({ ...field, column: chosen.get(field.name) ?? null }))
}

/** What one row sends through the gateway. */
export interface RowCall {
  query: Record<string, string>
  headers: Record<string, string>
  body: Buffer | undefined
  /** Parameter → the value sent, for the dry run's table. */
  input: Record<string, string>
}

/**
 * Where a field travels to the gateway, as the purchased-data documentation tells consumers: headers
 * as headers, body fields as a JSON body (except on GET, which has none), everything else (PATH
 * parameters included; the gateway places them) in the query string.
 */
function sendInOf(location: string, method: string): 'QUERY' | 'HEADER' | 'BODY' {
  if (location === 'HEADER') return 'HEADER'
  if (location === 'BODY' && method !== 'GET') return 'BODY'
  return 'QUERY'
}

/** A body value in its field's JSON type when the cell reads as one; otherwise the text, for the API to judge. */
function jsonValueOf(type: string, text: string): string | number | boolean {
  if (type === 'INTEGER' && /^[+-]?\d{1,15}$/.test(text)) return Number(text)
  if (type === 'DECIMAL' && /^[+-]?(\d+(\.\d+)?|\.\d+)$/.test(text) && text.length <= 30) return Number(text)
  if (type === 'BOOLEAN') {
    const lower = text.toLowerCase()
    if (lower === 'true' || lower === '1') return true
    if (lower === 'false' || lower === '0') return false
  }
  return text
}

// Header values travel as they are; a line break or control character would split or break the header.
// eslint-disable-next-line no-control-regex
const unsafeHeaderValue = /[\u0000-\u0008\u000a-\u001f\u007f]/

/**
 * The call one row makes, or why it is not made: an empty cell for a required field is the row's own
 * failure, decided here without a call (and so without a charge).
 */
export function rowCallOf(
  parameters: readonly FileToApiParameter[],
  method: string,
  columnIndex: ReadonlyMap<string, number>,
  cells: readonly string[],
): RowCall | { problem: string; input: Record<string, string> } {
  const query: Record<string, string> = {}
  const headers: Record<string, string> = {}
  const body: Record<string, string | number | boolean> = {}
  const input: Record<string, string> = {}
  const problems: string[] = []
  for (const parameter of parameters) {
    if (parameter.column === null) continue
    const value = (cells[columnIndex.get(parameter.column) ?? -1] ?? '').trim()
    input[parameter.name] = value
    if (value === '') {
      if (parameter.isRequired)
        problems.push(`${parameter.column} is empty but ${parameter.name} is required`)
      continue
    }
    const sendIn = sendInOf(parameter.location, method)
    if (sendIn === 'HEADER') {
      if (unsafeHeaderValue.test(value)) problems.push(`${parameter.column} can not be sent as a header`)
      else headers[parameter.name] = value
    } else if (sendIn === 'BODY') body[parameter.name] = jsonValueOf(parameter.type, value)
    else query[parameter.name] = value
  }
  if (problems.length > 0) return { problem: problems.join('; '), input }
  const hasBody = Object.keys(body).length > 0
  if (hasBody) headers['content-type'] = 'application/json'
  return { query, headers, body: hasBody ? Buffer.from(JSON.stringify(body)) : undefined, input }
}
