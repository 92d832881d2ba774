import { consumerApiKeyLimits } from './consumer-api-keys.schemas'

export const tenantMessages = {
  updated: 'Company updated',
  logoUpdated: 'Logo updated',
  documentsSubmitted: 'Company documents submitted',
  apiKeyRotated: 'API key rotated',
  subscribedAsProvider: 'Subscribed as provider',
  namedKeyCreated: 'API key created',
  namedKeyRevoked: 'API key revoked',
} as const

/** What the provider subscription form says about its fields beyond the validation messages. */
export const providerSubscriptionMessages = {
  termsNotAccepted: 'Provider terms must be accepted',
} as const

/** Why a company's page or its review cannot be opened. */
export const tenantErrorMessages = {
  companyNotFound: 'Company not found',
} as const

/** What a company admin reads when a named key cannot be made or revoked. */
export const consumerApiKeyErrorMessages = {
  notFound: 'API key not found',
  labelTaken: 'Another live key already has this label',
  limitReached: `Your company already has ${consumerApiKeyLimits.liveKeysMax} live API keys; revoke one you no longer use first`,
  alreadyRevoked: 'This API key has already been revoked',
} as const
