/** The company's named keys: listed in My Account, made there and on a purchase's page. */
export const namedKeysQueryKey = ['tenant', 'api-keys'] as const
