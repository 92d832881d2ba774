export const storageSettingMessages = {
  saved: 'Storage setting saved',
  removed: 'Storage setting removed',
} as const
