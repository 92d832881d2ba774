export const dataAssetMessages = {
  added: 'Data asset added',
  removed: 'Data asset removed',
} as const
