import type { ColumnType } from '../common/enums'

/** Why an example value does not fit its parameter's type, in the provider's form. */
export const parameterExampleMessages: Record<Exclude<ColumnType, 'STRING'>, string> = {
  INTEGER: 'Example value must be a whole number, such as 42',
  DECIMAL: 'Example value must be a number, such as 1.5',
  BOOLEAN: 'Example value must be true or false',
  DATE: 'Example value must be a date as YYYY-MM-DD',
  DATETIME: 'Example value must be a date and time as YYYY-MM-DDTHH:MM:SS+07:00',
}

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text))

/**
 * Whether a value written as text fits a parameter's type, by the gateway's own reading of a query
 * value (modules/gateway/gateway-request.ts), so an example that passes here passes the gateway.
 */
export function parameterTextFits(type: ColumnType, text: string): boolean {
  const value = text.trim()
  switch (type) {
    case 'INTEGER':
      return /^-?\d+$/.test(value)
    case 'DECIMAL':
      return /^-?\d+(\.\d+)?$/.test(value)
    case 'BOOLEAN':
      return value === 'true' || value === 'false'
    case 'DATE':
      return isDate(value)
    case 'DATETIME':
      return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value))
    default:
      return true
  }
}

/** The problem with an example value for a type, or null when it fits (or none is given). */
export function parameterExampleProblem(type: ColumnType, example: string | null | undefined) {
  if (example === null || example === undefined || example === '') return null
  if (type === 'STRING' || parameterTextFits(type, example)) return null
  return parameterExampleMessages[type]
}

/** A value of the type for a parameter the provider gave no example of: the gateway accepts it. */
export function placeholderExampleOf(type: ColumnType): string {
  switch (type) {
    case 'INTEGER':
      return '1'
    case 'DECIMAL':
      return '1.5'
    case 'BOOLEAN':
      return 'true'
    case 'DATE':
      return '2026-01-31'
    case 'DATETIME':
      return '2026-01-31T09:00:00+07:00'
    default:
      return 'example'
  }
}

/** The example as a JSON body carries it: numbers and flags typed, everything else text. */
export function typedExampleOf(type: ColumnType, text: string): string | number | boolean {
  const value = text.trim()
  if ((type === 'INTEGER' || type === 'DECIMAL') && parameterTextFits(type, value)) return Number(value)
  if (type === 'BOOLEAN' && parameterTextFits(type, value)) return value === 'true'
  return text
}
