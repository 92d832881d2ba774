export const tenantQueryKeys = {
  all: ['tenant'] as const,
  detail: ['tenant', 'detail'] as const,
  subscription: ['tenant', 'subscription'] as const,
}

export const dropdownQueryKeys = {
  industry: ['dropdown', 'industry'] as const,
  size: ['dropdown', 'size'] as const,
  province: ['dropdown', 'province'] as const,
  district: (province: string) => ['dropdown', 'district', province] as const,
  subdistrict: (district: string) => ['dropdown', 'subdistrict', district] as const,
}

// Reference lists change only with a release.
export const referenceStaleTime = 60 * 60_000
