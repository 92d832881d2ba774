export const apiSettingMessages = {
  savedAsDraft: 'API setting saved as draft',
  added: 'API setting added',
  updated: 'API setting updated',
  deleted: 'API setting deleted',
} as const
