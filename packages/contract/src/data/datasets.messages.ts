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
} as const
