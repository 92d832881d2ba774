import { z } from 'zod'
import { rupiahMax, rupiahSchema } from '../common/money'
import { spendCapMessages } from './spend-caps.messages'

/**
 * Monthly spend caps (docs/decisions/0051-spend-caps.md): whole rupiah, per calendar month in
 * Asia/Jakarta, over what the running month's invoice bills before VAT.
 */
/** The money fields' one limit (Rp 1.000.000.000.000): far above any month. */
export const spendCapMaxAmount = rupiahMax
/** A company buys far fewer products than this; the bound keeps one request's work small. */
export const spendCapMaxProducts = 500
export const spendCapThresholds = [80, 100] as const
export type SpendCapThreshold = (typeof spendCapThresholds)[number]

const capAmount = rupiahSchema({ field: spendCapMessages.capLabel, min: 1, max: spendCapMaxAmount })

export const spendCapProduct = z.object({
  product_id: z.string(),
  product_name: z.string(),
  provider_legal_name: z.string(),
  /** Null: no cap on this product. */
  cap: z.number().int().nullable(),
  /** This month's spend on the product so far, before VAT. */
  spend: z.number().int(),
})
export type SpendCapProduct = z.infer<typeof spendCapProduct>

export const spendCapSettings = z.object({
  /** The running month, `YYYY-MM`. */
  period: z.string(),
  company_cap: z.number().int().nullable(),
  /** Whether the gateway refuses priced calls once a cap is reached; otherwise a cap only warns. */
  is_refusing_at_cap: z.boolean(),
  company_spend: z.number().int(),
  /** The company's purchased products (approved purchases), with their caps and spend. */
  products: z.array(spendCapProduct),
  updated_date: z.string().nullable(),
})
export type SpendCapSettings = z.infer<typeof spendCapSettings>

export const spendCapsBody = z.object({
  company_cap: capAmount.nullable(),
  is_refusing_at_cap: z.boolean(),
  products: z
    .array(
      z.object({
        product_id: z.uuid({ error: spendCapMessages.productInvalid }),
        cap: capAmount.nullable(),
      }),
    )
    .max(spendCapMaxProducts, { error: spendCapMessages.tooManyProducts }),
})
export type SpendCapsBody = z.infer<typeof spendCapsBody>

export const spendCapScopes = ['COMPANY', 'PRODUCT'] as const
export type SpendCapScope = (typeof spendCapScopes)[number]

/** A threshold the month's spend crossed, recorded once per cap and month. */
export const spendCapNotice = z.object({
  scope: z.enum(spendCapScopes),
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
  threshold: z.union([z.literal(80), z.literal(100)]),
  cap: z.number().int(),
  spend: z.number().int(),
  reached_date: z.string(),
})
export type SpendCapNotice = z.infer<typeof spendCapNotice>

export const spendStatus = z.object({
  period: z.string(),
  is_refusing_at_cap: z.boolean(),
  /** The highest threshold each cap reached this month, whose cap is still the one set. */
  notices: z.array(spendCapNotice),
})
export type SpendStatus = z.infer<typeof spendStatus>

/** A cap over a product this month and what it leaves, as a screen states it before billable work. */
export const spendCapRoom = z.object({
  /** The whole company's cap or the product's. */
  kind: z.enum(['company', 'product']),
  cap: z.number().int(),
  /** This month's spend so far, before VAT. */
  spend: z.number().int(),
  /** What the cap leaves this month (never below 0). */
  headroom: z.number().int(),
})
export type SpendCapRoom = z.infer<typeof spendCapRoom>
