/**
 * What the server says when a storage bucket or folder refuses, times out or lacks a file. It becomes a
 * data asset's or a cloud delivery's failure message, or a storage setting's connection test result, so
 * the screens show it (in the page's language).
 */
export const storageBucketErrorMessages = {
  gcsNoAnswer: (seconds: number) => `Google Cloud Storage did not answer within ${seconds} seconds`,
  s3NoAnswer: (seconds: number) => `The S3 endpoint did not answer within ${seconds} seconds`,
  s3NoFile: 'The S3 endpoint answered without the file',
  internalAddress: (host: string) =>
    `The endpoint ${host} is an internal address, which storage settings may not reach`,
  endpointUnreachable: (host: string) => `The endpoint ${host} cannot be reached`,
  folderCannotBeOpened: (folder: string, code: string) => `The folder ${folder} cannot be opened: ${code}`,
  folderNotWritable: (folder: string, code: string) => `The folder ${folder} is not writable: ${code}`,
  folderCannotBeWrittenTo: (folder: string, code: string) =>
    `The folder ${folder} cannot be written to: ${code}`,
  notThisFolder: (bucket: string) => `The bucket ${bucket} is not this setting's folder`,
  pathNotValid: 'The file path is not valid',
  fileMissing: (path: string) => `The file ${path} does not exist`,
  fileSettingRemoved: 'The storage setting of this file has been removed',
  settingRemoved: 'The storage setting was removed',
  localNotAllowed: 'Local folders are not enabled on this server',
  providerRefused: 'The storage provider refused the request',
} as const

/** What a folder's failure names when the system gives no code. */
export const unknownFolderErrorCode = 'unknown error'
