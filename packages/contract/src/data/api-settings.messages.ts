export const apiSettingMessages = {
  savedAsDraft: 'API setting saved as draft',
  added: 'API setting added',
  updated: 'API setting updated',
  deleted: 'API setting deleted',
} as const

export const apiSettingErrorMessages = {
  notFound: 'API setting not found',
  nameTaken: 'An API setting with this name already exists',
} as const

/** The connection test's report, one per outcome (the web shows its own words in each language). */
export const connectionTestMessages = {
  connected: (status: number, ms: number) => `The upstream answered ${status} in ${ms} ms`,
  credentialsRefused: (status: number) =>
    `The upstream answered ${status}: check the credentials of this setting`,
  upstreamError: (status: number) => `The upstream answered ${status}`,
  unreachable: (reason: string) => `The upstream could not be reached: ${reason}`,
  blocked: (reason: string) => `This address cannot be called: ${reason}`,
  noBaseUrl: 'Add the base URL of the upstream before testing the connection',
} as const
