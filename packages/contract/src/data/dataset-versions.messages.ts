export const datasetVersionMessages = {
  uploaded: 'New version uploaded: check the changes, then publish it',
  published: 'Version published',
  discarded: 'Draft version discarded',
} as const

export const datasetVersionErrorMessages = {
  notFound: 'Version not found',
  notDraft: 'This version is already published',
  noFile: 'This dataset has no file yet',
  uploadedAtSameTime: 'Another new version was uploaded at the same time; try again',
} as const
