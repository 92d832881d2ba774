export const tenantMessages = {
  updated: 'Company updated',
  logoUpdated: 'Logo updated',
  documentsSubmitted: 'Company documents submitted',
  apiKeyRotated: 'API key rotated',
  subscribedAsProvider: 'Subscribed as provider',
} as const
