import { datasetFileChoiceMessages, type Delimiter } from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import type { FileAnalysis } from './dataset-file-analysis'

/** How a file is read: its delimiter, and whether the provider chose to leave its bad rows out. */
export interface ReadChoices {
  delimiter: Delimiter | null
  /** The form's `skip_bad_rows`: import the good rows of a CSV or TSV with bad ones. */
  isSkippingBadRows?: boolean
  /** The form's `sheet_name`: the sheet of a workbook to import; null for the first of one sheet. */
  sheetName?: string | null
}

/** What the form chose about reading its file: leave bad rows out, and which sheet of a workbook. */
export const readChoicesOf = (fields: Record<string, string>, delimiter: Delimiter | null): ReadChoices => ({
  delimiter,
  isSkippingBadRows: fields.skip_bad_rows === 'true',
  sheetName: fields.sheet_name?.trim() ? fields.sheet_name.trim().slice(0, 100) : null,
})

/** A workbook of several sheets is imported only once the provider has chosen one. */
export function checkSheet(analysis: FileAnalysis, choices: ReadChoices): FileAnalysis {
  if (analysis.sheets.length <= 1 || choices.sheetName) return analysis
  const message = datasetFileChoiceMessages.sheetRequired(analysis.sheets.length)
  throw new AppError(
    'WORKBOOK_SHEET_REQUIRED',
    422,
    message,
    { sheet_name: message },
    { sheets: analysis.sheets.map((name) => ({ name })) },
  )
}

/**
 * A file with bad rows is refused with every bad row listed (up to `listedBadRows`), unless the
 * provider chose to import the good rows (docs/decisions/0079-bad-rows-and-workbook-sheets.md).
 */
export function checkBadRows(analysis: FileAnalysis, choices: ReadChoices): FileAnalysis {
  if (analysis.badRowCount === 0 || choices.isSkippingBadRows) return analysis
  const message = datasetFileChoiceMessages.badRows(analysis.badRowCount)
  throw new AppError(
    'FILE_HAS_BAD_ROWS',
    422,
    message,
    { file: message },
    {
      bad_row_count: analysis.badRowCount,
      bad_rows: analysis.badRows.map(({ row, reason }) => ({ row, reason })),
    },
  )
}
