import { z } from 'zod'

export const agreementVersionParams = z.object({
  version: z.string().regex(/^\d{4}-\d{2}$/, { error: 'Version is not valid' }),
})

const agreementSection = z.object({ heading: z.string(), paragraphs: z.array(z.string()) })

/** One version of the standard agreement, its fingerprint, and where to read it in other forms. */
export const agreementDetail = z.object({
  version: z.string(),
  title: z.string(),
  effective_date: z.string(),
  preamble: z.array(z.string()),
  sections: z.array(agreementSection),
  /** SHA-256 (hex) of the plain text at `text_url`. */
  sha256: z.string(),
  is_current: z.boolean(),
  current_version: z.string(),
  page_url: z.string(),
  pdf_url: z.string(),
  text_url: z.string(),
})
export type AgreementDetail = z.infer<typeof agreementDetail>

export const agreementKinds = ['STANDARD', 'PROVIDER'] as const
export type AgreementKind = (typeof agreementKinds)[number]

/**
 * The agreement a request's consumer accepted: the standard one by version, or the provider's own file,
 * each with the SHA-256 of what was accepted. Null for requests made before agreements were kept.
 */
export const acceptedAgreement = z.object({
  kind: z.enum(agreementKinds),
  name: z.string(),
  /** The standard agreement's version; null for a provider's own file. */
  version: z.string().nullable(),
  sha256: z.string(),
  /** Where to read it: the agreement's page, or a signed link to the provider's file. */
  url: z.string().nullable(),
})
export type AcceptedAgreement = z.infer<typeof acceptedAgreement>
