export const datasetMessages = {
  apiAdded: 'API dataset added',
  apiUpdated: 'API dataset updated',
  fileAdded: 'File dataset added',
  fileUpdated: 'File dataset updated',
  secretShareAdded: 'Secret-share dataset added',
  secretShareUpdated: 'Secret-share dataset updated',
  deleted: 'Dataset deleted',
} as const

export const datasetErrorMessages = {
  notFound: 'Dataset not found',
  cannotGoBackToDraft: 'An active or inactive dataset cannot go back to draft',
  baseUrlMissing: 'Base URL can not be empty: give one here or in the chosen API setting',
  workbookTooManyParts: 'The workbook holds too many parts to be read; save it again as XLSX or as CSV',
  workbookTooLarge: 'The workbook unpacks to more than 1 GB; split it or save it as CSV',
  workbookTooMuchText: 'The workbook holds more than 32 MB of text; split it or save it as CSV',
  workbookTooManyStyles: 'The workbook holds more than 8 MB of cell styles; save it again as XLSX or as CSV',
  /** The sheet a workbook is read from is not in it. */
  sheetNotFound: 'The workbook has no sheet of that name',
} as const

/** What the dataset forms say of a field beyond the shared validation messages. */
export const datasetFieldMessages = {
  pathStart: 'Path must start with / and hold no spaces, ? or #',
  requestParametersMax: 'At most 50 request parameters',
  headersMax: 'At most 30 headers',
  identifierColumnRequired: 'Mark at least one identifier column',
  measureColumnRequired: 'Mark at least one measure column',
  columnNamesUnique: 'Column names must be unique',
  fileTypeNeedsNewFile: 'Upload a new file to change the file type',
} as const

/** A file dataset's edited structure, which must keep the file's columns in their order. */
export const datasetStructureMessages = {
  columnsInOrder: (columns: string) => `Data structure must list the file's columns in order: ${columns}`,
} as const

/**
 * What a file's import asks of the provider, with the count in the words
 * (docs/decisions/0079-bad-rows-and-workbook-sheets.md): its bad rows, listed in the answer's details,
 * or which sheet of a workbook to read.
 */
export const datasetFileChoiceMessages = {
  badRows: (count: number) =>
    `${count === 1 ? '1 row' : `${count.toLocaleString('en-US')} rows`} cannot be read: fix the file, or import the good rows`,
  sheetRequired: (count: number) => `The workbook has ${count} sheets: choose the sheet to import`,
} as const

/** A secret-share measure's clipping bounds (docs/decisions/0064-differential-privacy.md). */
export const secretShareBoundsMessages = {
  lowerLabel: 'Lower bound',
  upperLabel: 'Upper bound',
  explained:
    'Every value of this measure is clipped to this range before it is split, so that no single person can move a sum by more than the larger bound. Choose the range from what the measure can sensibly be, never from your data: a range read off the data (its smallest or largest value) would itself give a person away. A wider range adds more noise to every sum and average; a narrower one clips more values.',
  required: 'Give a measure its lower and upper bound',
  notANumber: 'A bound must be a number',
  beyondScale: (scale: number) =>
    scale === 0
      ? 'A bound must be a whole number, as the measure keeps no decimals'
      : `A bound must be a number with at most ${scale} decimal places, as the measure keeps`,
  tooLarge: 'A bound may be at most 1,000,000,000,000,000 either way',
  order: 'The upper bound must be greater than the lower bound',
  /** A row at upload whose identifier an earlier row already had. */
  repeatedIdentifier: (column: string) =>
    `the identifier ${column} repeats an earlier row; each person may have only one row, so combine their rows into one before uploading`,
} as const
