/**
 * Writing CSV files people open in spreadsheets: every CSV the product writes (enrichment results on
 * the server, the sample rows a buyer downloads in the browser) goes through here. A cell that starts
 * with = + - @ (or their full-width forms ＝ ＋ － ＠, which spreadsheets read alike), a tab, a carriage
 * return or a line feed is read as a formula by Excel, LibreOffice or Google Sheets (CSV injection), and
 * so is one whose leading spaces come before such a sign, since spreadsheets trim them. Such a cell is
 * written with a leading apostrophe, which spreadsheets show as text. A plain number (-12, +3.5, 1e-3) is
 * left alone: it cannot run anything, and enriched results are full of negative numbers.
 */
const formulaStart = /^(?:[\t\r\n]| *[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/
const plainNumber = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/

/** The cell as a spreadsheet must receive it: a formula-like text gets a leading apostrophe. */
export function escapeFormulaCell(value: string): string {
  if (!formulaStart.test(value) || plainNumber.test(value)) return value
  return `'${value}`
}

/** One cell, escaped against formulas and quoted when it holds a delimiter, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = escapeFormulaCell(value)
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One line of a comma-separated file, ending in CRLF (RFC 4180). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
