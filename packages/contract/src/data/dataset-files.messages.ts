/**
 * Why a row of a CSV or TSV cannot be read (docs/decisions/0079-bad-rows-and-workbook-sheets.md): the
 * reason listed beside the row among a file's bad rows, or after "Row N: " when it stops the file.
 */
export const fileRowReasons = {
  columnCount: (count: number, header: number) =>
    `has ${count} ${count === 1 ? 'column' : 'columns'}, but the header has ${header}`,
  unclosedQuote: 'a quoted value opens on this row and is never closed',
  closingQuote: 'a quote closes in the middle of a value',
  openingQuote: 'a quote opens in the middle of a value',
  tooLong: (size: string) => `the row is longer than ${size}`,
} as const

/**
 * What the server says of a dataset file's contents, under the form's file field: its rows, columns,
 * JSON elements and workbook. The row is 1-based; the header is row 1.
 */
export const datasetFileMessages = {
  /** A row that stops the reading, with one of `fileRowReasons`. */
  rowProblem: (row: number, reason: string) => `Row ${row}: ${reason}`,
  tooManyColumns: (count: number, limit: number) =>
    `Row 1: the file has ${count} columns; at most ${limit} can be read`,
  columnUnnamed: (column: number) => `Row 1: column ${column} has no name`,
  columnNameTooLong: (column: number, limit: number) =>
    `Row 1: the name of column ${column} is longer than ${limit} characters`,
  columnNameTwice: (name: string) => `Row 1: the column name "${name}" appears twice`,
  noHeader: 'The file has no header row',
  /** `delimiter` is the chosen one in lower case ("comma"), `separator` the character found ("tab" for a tab). */
  wrongDelimiter: (delimiter: string, separator: string) =>
    `Row 1: only one column was found with the ${delimiter} delimiter; the file seems to be separated by "${separator}"`,
  notUtf8: (row: number) =>
    `Row ${row}: the file is not valid UTF-8 text; save it as UTF-8 and upload it again`,
  endsInCharacter: (row: number) => `Row ${row}: the file ends in the middle of a UTF-8 character`,
  empty: 'The file is empty',
  notWorkbook: 'The file is not an XLSX workbook',
  notText: (fileType: string) => `The file is not ${fileType} text`,
  workbookUnreadable: 'The workbook cannot be read; save it again as XLSX and upload it',
  elementNotJson: (row: number) => `Row ${row}: the element is not valid JSON`,
  elementNotObject: (row: number) => `Row ${row}: every element must be an object`,
  fieldNotInFirst: (row: number, field: string) =>
    `Row ${row}: the field "${field}" is not in the first element`,
  notArray: 'Row 1: the file must hold an array of objects',
  moreAfterArray: 'The file holds more after its array ends',
  arrayNotClosed: (row: number) => `Row ${row}: the file ends before its array closes`,
  elementTooLong: (row: number, size: string) => `Row ${row}: the element is longer than ${size}`,
  extensionMismatch: (fileType: string) => `The file's extension does not match the file type ${fileType}`,
  oneFileOnly: 'Only one file may be sent',
} as const

/** The lists a dataset form sends as JSON, by their human label (a refused list names its label). */
export const datasetListFieldLabels = {
  tag: 'Tags',
  data_structure: 'Data structure',
  columns: 'Columns',
} as const
