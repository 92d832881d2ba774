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
  workbookTooManyParts: 'The workbook holds too many parts to be read; save it again as XLSX or as CSV',
  workbookTooLarge: 'The workbook unpacks to more than 1 GB; split it or save it as CSV',
  workbookTooMuchText: 'The workbook holds more than 32 MB of text; split it or save it as CSV',
} as const
