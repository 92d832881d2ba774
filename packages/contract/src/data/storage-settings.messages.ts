export const storageSettingMessages = {
  saved: 'Storage setting saved',
  removed: 'Storage setting removed',
} as const

export const storageSettingErrorMessages = {
  notFound: 'Storage setting not found',
} as const

/** What the storage setting form says about its fields beyond the validation messages. */
export const storageSettingFieldMessages = {
  notServiceAccountFile: 'Service account must be a service-account key file',
  notJsonFile: 'Service account must be a JSON key file',
  noProjectId: 'Service account has no project_id',
  noPrivateKey: 'Service account has no private_key',
  privateKeyNotPem: 'Service account private_key is not a PEM key',
  noClientEmail: 'Service account has no client_email',
  clientEmailNotValid: 'Service account client_email is not valid',
  bucketCharacters: 'Bucket may only contain lowercase letters, digits, dots, dashes and underscores',
  folderCharacters: 'Folder may only contain letters, digits, dots, dashes and underscores, separated by /',
  endpointScheme: 'Endpoint must start with http:// or https://',
  nameTaken: 'A storage setting with this name already exists',
} as const
