export const tenantQueryKeys = {
  all: ['tenant'] as const,
  detail: ['tenant', 'detail'] as const,
  subscription: ['tenant', 'subscription'] as const,
  namedKeys: ['tenant', 'api-keys'] as const,
}
