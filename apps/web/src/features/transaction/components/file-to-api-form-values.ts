import type { ApiField, FileToApiMappingEntry } from '@lumbung/contract'

/** Parameter name → the column chosen for it, or null while none is. */
export type ColumnChoices = Record<string, string | null>

const comparable = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '')

/** Each parameter starts with the column of the same name (case, spaces, dashes and underscores aside), if any. */
export function initialChoices(fields: readonly ApiField[], columns: readonly string[]): ColumnChoices {
  const choices: ColumnChoices = {}
  for (const field of fields) {
    choices[field.name] = columns.find((column) => comparable(column) === comparable(field.name)) ?? null
  }
  return choices
}

/** What must be chosen before a dry run: a column for every required parameter. */
export function missingChoicesOf(
  fields: readonly ApiField[],
  choices: ColumnChoices,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of fields) {
    if (field.is_required && !choices[field.name]) errors[field.name] = `Choose a column for ${field.name}`
  }
  return errors
}

/** The mapping as the API takes it: only parameters with a column. */
export function mappingOf(choices: ColumnChoices): FileToApiMappingEntry[] {
  return Object.entries(choices)
    .filter((entry): entry is [string, string] => !!entry[1])
    .map(([parameter, column]) => ({ parameter, column }))
}

/** The server's mapping errors ('mapping.<parameter>') by parameter, to show beside each. */
export function choiceErrorsOf(fieldErrors: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [key, message] of Object.entries(fieldErrors)) {
    if (key.startsWith('mapping.')) errors[key.slice('mapping.'.length)] = message
  }
  return errors
}
