import { formatNpwp, type TenantDetail, type TenantUpdateBody } from '@lumbung/contract'

/** The form's values: every field a string, so inputs stay controlled. */
export interface CompanyFormValues {
  legal_name: string
  brand_name: string
  industry: string
  company_size: string
  address: string
  province_code: string
  district_code: string
  subdistrict_code: string
  phone_number: string
  website: string
  short_description: string
  description: string
  npwp: string
  npwp_address: string
}

export function formValuesOf(detail: TenantDetail): CompanyFormValues {
  return {
    legal_name: detail.legal_name,
    brand_name: detail.brand_name ?? '',
    industry: detail.industry ?? '',
    company_size: detail.company_size ?? '',
    address: detail.address ?? '',
    province_code: detail.province_code ?? '',
    district_code: detail.district_code ?? '',
    subdistrict_code: detail.subdistrict_code ?? '',
    phone_number: detail.phone_number ?? '',
    website: detail.website ?? '',
    short_description: detail.short_description ?? '',
    description: detail.description ?? '',
    npwp: detail.npwp ? formatNpwp(detail.npwp) : '',
    npwp_address: detail.npwp_address ?? '',
  }
}

/**
 * A new province empties the district and sub-district below it, and a new district its
 * sub-district: a code from another area would be refused anyway.
 */
export function withArea(
  values: CompanyFormValues,
  field: 'province_code' | 'district_code' | 'subdistrict_code',
  code: string,
): CompanyFormValues {
  if (values[field] === code) return values
  if (field === 'province_code')
    return { ...values, province_code: code, district_code: '', subdistrict_code: '' }
  if (field === 'district_code') return { ...values, district_code: code, subdistrict_code: '' }
  return { ...values, subdistrict_code: code }
}

export function toUpdateBody(values: CompanyFormValues): TenantUpdateBody {
  return { ...values }
}

/** The first letters of up to two words, for a company without a logo. */
export function monogramOf(name: string): string {
  const words = name
    .replace(/^(PT|CV|UD|Tbk)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}
