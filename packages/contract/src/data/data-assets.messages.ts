export const dataAssetMessages = {
  added: 'Data asset added',
  removed: 'Data asset removed',
} as const

/** Why a data asset's CSV is refused, or why its reading failed (shown as the asset's failure). */
export const dataAssetFileMessages = {
  notUtf8: 'File must be UTF-8 text',
  empty: 'The file is empty',
  unreadable: 'The file could not be read; please add it again',
  /** `size` as "5 MB" or "800 KB". */
  tooLarge: (size: string) => `The file is larger than ${size}`,
  rowNotUtf8: (row: number) => `Row ${row} is not valid UTF-8 text`,
  rowTooLong: (row: number) => `Row ${row} is longer than 8 MB`,
  unclosedQuote: (row: number) => `Row ${row} has a quoted value that is never closed`,
  quoteInValue: (row: number) => `Row ${row} has a quote in the middle of a value`,
  columnCount: (row: number, count: number, header: number) =>
    `Row ${row} has ${count} columns but the header has ${header}`,
  headerTooWide: (limit: number) => `The header has more than ${limit} columns`,
  headerColumnUnnamed: (column: number) => `Column ${column} of the header (row 1) has no name`,
  headerColumnTooLong: (column: number, limit: number) =>
    `Column ${column} of the header (row 1) is longer than ${limit} characters`,
  headerColumnTwice: (name: string) => `Column "${name}" appears twice in the header (row 1)`,
} as const
