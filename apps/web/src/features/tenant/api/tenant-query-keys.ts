import { namedKeysQueryKey } from '../../../lib/named-keys/named-keys-query-key'

export const tenantQueryKeys = {
  all: ['tenant'] as const,
  detail: ['tenant', 'detail'] as const,
  subscription: ['tenant', 'subscription'] as const,
  namedKeys: namedKeysQueryKey,
}
