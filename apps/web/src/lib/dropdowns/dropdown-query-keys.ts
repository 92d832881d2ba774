/** Reference lists shared by every screen that offers them, so each list is fetched once per session. */
export const dropdownQueryKeys = {
  industry: ['dropdown', 'industry'] as const,
  size: ['dropdown', 'size'] as const,
  province: ['dropdown', 'province'] as const,
  district: (province: string) => ['dropdown', 'district', province] as const,
  subdistrict: (district: string) => ['dropdown', 'subdistrict', district] as const,
}

// Reference lists change only with a release, so a session keeps the first answer.
export const referenceStaleTime = Infinity
