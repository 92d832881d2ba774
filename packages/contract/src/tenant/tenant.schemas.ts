import { z } from 'zod'
import { blankTo, isWhiteSpace } from '../common/blank'
import { tenantVerificationStatuses } from '../common/enums'
import { messages } from '../common/messages'
import { rules } from '../common/validation'
import { providerSubscriptionMessages } from './tenant.messages'
import {
  companySizeSchema,
  companySizeValues,
  industrySchema,
  industryValues,
} from '../dropdown/reference-lists'
import {
  districtCodePattern,
  provinceCodePattern,
  subdistrictCodePattern,
} from '../dropdown/dropdown.schemas'

/** Company registration documents (Indonesia): business ID, tax ID, deed of establishment, others. */
export const companyDocumentKinds = ['NIB', 'NPWP', 'DEED', 'OTHER'] as const
export type CompanyDocumentKind = (typeof companyDocumentKinds)[number]
export const companyDocumentKindLabels: Record<CompanyDocumentKind, string> = {
  NIB: 'NIB (Nomor Induk Berusaha)',
  NPWP: 'Company NPWP',
  DEED: 'Deed of establishment',
  OTHER: 'Other supporting document',
}
/** The multipart field that carries each kind of document on POST /tenant/verify. */
export const companyDocumentFields: Record<CompanyDocumentKind, string> = {
  NIB: 'nib',
  NPWP: 'npwp',
  DEED: 'deed',
  OTHER: 'other',
}

/** Upload limits. Kilobytes of 1,024 bytes; 2,000 KB reads "2 MB" in the size message. */
export const tenantFileLimits = {
  logoMaxKilobytes: 2000,
  documentMaxKilobytes: 5000,
  logoMimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  documentMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const

export const tenantFieldLimits = {
  legalName: 150,
  brandName: 100,
  address: 500,
  shortDescription: 160,
  description: 2000,
  website: 255,
  npwpAddress: 500,
} as const

/**
 * The NPWP as people write it (`01.234.567.8-901.000`) or as digits: stored and answered as digits.
 * Left out, it stays as it is (a form without the field must not clear it); blank or null clears it.
 */
const keptNpwp = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/[\s.-]/g, '') || null : value),
    z
      .string({ error: messages.npwp(field) })
      .regex(/^\d{15,16}$/, { error: messages.npwp(field) })
      .nullable()
      .optional(),
  )

/** Optional text that, left out, stays as it is; blank clears it. */
const keptText = (field: string, max: number) =>
  rules
    .max(field, max)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value?.trim() || null))

/**
 * How an NPWP is shown: the 15-digit form with its dots and dash (`01.234.567.8-901.000`), the
 * 16-digit NIK-based form as its digits, the way the tax office prints each.
 */
export function formatNpwp(digits: string): string {
  const match = /^(\d{2})(\d{3})(\d{3})(\d)(\d{3})(\d{3})$/.exec(digits)
  return match ? `${match[1]}.${match[2]}.${match[3]}.${match[4]}-${match[5]}.${match[6]}` : digits
}

const areaCode = (field: string, pattern: RegExp) =>
  rules.required(field).regex(pattern, { error: `${field} is not valid` })

/** Blank optional text becomes null so clearing a field clears it. */
const optionalText = (field: string, max: number) =>
  rules
    .max(field, max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null))

const optionalUrl = (field: string, max: number) =>
  z
    .preprocess(
      blankTo(null, isWhiteSpace),
      rules
        .url(field)
        .max(max, { error: messages.max(field, max) })
        .nullable()
        .optional(),
    )
    .transform((value) => value ?? null)

export const tenantUpdateBody = z.object({
  legal_name: rules.between('Legal name', 2, tenantFieldLimits.legalName),
  brand_name: rules.between('Brand name', 2, tenantFieldLimits.brandName),
  industry: industrySchema('Industry'),
  company_size: companySizeSchema('Company size'),
  address: rules.between('Address', 5, tenantFieldLimits.address),
  province_code: areaCode('Province', provinceCodePattern),
  district_code: areaCode('District', districtCodePattern),
  subdistrict_code: areaCode('Sub-district', subdistrictCodePattern),
  phone_number: rules.phone('Phone number'),
  website: optionalUrl('Website', tenantFieldLimits.website),
  short_description: optionalText('Short description', tenantFieldLimits.shortDescription),
  description: optionalText('Description', tenantFieldLimits.description),
  // Optional, so forms and clients written before them keep working; invoices print them when set.
  npwp: keptNpwp('NPWP'),
  npwp_address: keptText('NPWP address', tenantFieldLimits.npwpAddress),
})
export type TenantUpdateBody = z.input<typeof tenantUpdateBody>
export type TenantUpdateValues = z.output<typeof tenantUpdateBody>

export const verificationSubmission = z.object({
  id: z.string(),
  status: z.enum(['PENDING', 'VERIFIED', 'REJECTED']),
  submitted_at: z.string(),
  submitted_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reason: z.string().nullable(),
  documents: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(companyDocumentKinds),
      original_name: z.string(),
      content_type: z.string(),
      size: z.number().int(),
      url: z.string(),
    }),
  ),
})
export type VerificationSubmission = z.infer<typeof verificationSubmission>

export const tenantDetail = z.object({
  id: z.string(),
  legal_name: z.string(),
  brand_name: z.string().nullable(),
  industry: z.enum(industryValues).nullable(),
  company_size: z.enum(companySizeValues).nullable(),
  address: z.string().nullable(),
  province_code: z.string().nullable(),
  province_name: z.string().nullable(),
  district_code: z.string().nullable(),
  district_name: z.string().nullable(),
  subdistrict_code: z.string().nullable(),
  subdistrict_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  website: z.string().nullable(),
  short_description: z.string().nullable(),
  description: z.string().nullable(),
  /** Digits only; `formatNpwp` shows it. */
  npwp: z.string().nullable(),
  /** The address registered with the NPWP; null: the company address. */
  npwp_address: z.string().nullable(),
  logo_url: z.string().nullable(),
  verification_status: z.enum(tenantVerificationStatuses),
  is_verified: z.boolean(),
  /** The latest submission with its documents and the reviewer's reason, or null before the first. */
  verification: verificationSubmission.nullable(),
  /** Whether the signed-in user may change this company (its owner and admins). */
  can_edit: z.boolean(),
  can_submit_verification: z.boolean(),
  is_consumer: z.boolean(),
  is_provider: z.boolean(),
})
export type TenantDetail = z.infer<typeof tenantDetail>

export const logoUploaded = z.object({ logo_url: z.string() })

/**
 * The gateway key. `key` is whole only in the answer that created or rotated it; every other answer
 * carries the masked form, `lmb_live_••••abcd`.
 */
export const tenantApiKey = z.object({
  key: z.string(),
  is_masked: z.boolean(),
  last_four: z.string(),
  created_at: z.string(),
})
export type TenantApiKey = z.infer<typeof tenantApiKey>
export const apiKeyPrefix = 'lmb_live_'
export const maskApiKey = (lastFour: string) => `${apiKeyPrefix}••••${lastFour}`

export const tenantSubscription = z.object({
  is_consumer: z.boolean(),
  is_provider: z.boolean(),
  is_verified: z.boolean(),
  verification_status: z.enum(tenantVerificationStatuses),
  provider_terms_accepted_at: z.string().nullable(),
  payout_account: z
    .object({ bank_name: z.string(), account_number: z.string(), account_holder: z.string() })
    .nullable(),
  /** Only the owner may subscribe or change the payout account. */
  can_subscribe: z.boolean(),
})
export type TenantSubscription = z.infer<typeof tenantSubscription>

export const providerSubscriptionBody = z.object({
  accept_terms: z.literal(true, { error: providerSubscriptionMessages.termsNotAccepted }),
  bank_name: rules.between('Bank name', 2, 100),
  account_number: rules.between('Account number', 5, 30).regex(/^\d+$/, {
    error: messages.numeric('Account number'),
  }),
  account_holder: rules.between('Account holder', 2, 100),
})
export type ProviderSubscriptionBody = z.input<typeof providerSubscriptionBody>
export type ProviderSubscriptionValues = z.output<typeof providerSubscriptionBody>

export const providerListItem = z.object({
  id: z.string(),
  brand_name: z.string().nullable(),
  legal_name: z.string(),
  industry: z.string().nullable(),
  logo_url: z.string().nullable(),
})
export type ProviderListItem = z.infer<typeof providerListItem>
