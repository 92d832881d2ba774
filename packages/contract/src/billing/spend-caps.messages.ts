/** Monthly spend caps (docs/decisions/0051-spend-caps.md). */
export const spendCapMessages = {
  saved: 'Spend caps saved',
  /** The money field's label in its messages (common/money.ts). */
  capLabel: 'Cap',
  productInvalid: 'Product is not valid',
  productNotPurchased: 'Your company has not purchased this product',
  productRepeated: 'Each product can have one cap',
  tooManyProducts: 'Too many products at once',
  refuseLabel: 'Refuse billable work once a cap is reached',
  refuseDescription:
    'Off: a cap only warns by mail and on your dashboard. On: under a reached cap, priced API calls and queries, file-to-API runs, downloads and deliveries are refused until next month or until the cap is raised.',
} as const

/** Which cap stopped a use of data: the whole company's or the product's. */
export type SpendCapKind = 'company' | 'product'

const capNameOf = (kind: SpendCapKind, cap: string) =>
  kind === 'company'
    ? `your company's monthly spend cap of ${cap}`
    : `the monthly spend cap of ${cap} on this product`

/**
 * SPEND_CAP_REACHED (docs/decisions/0051-spend-caps.md): the message names the cap that stopped the
 * work and its amounts as rupiah, so the owner knows which cap to raise.
 */
export const spendCapRefusals = {
  reached: (kind: SpendCapKind, amounts: { cap: string; spend: string }) =>
    `Refused: ${capNameOf(kind, amounts.cap)} is reached (${amounts.spend} spent this month). It resets on the first of next month; your company's owner can raise it or stop refusing under Billings > Spend Caps.`,
  wouldExceed: (kind: SpendCapKind, amounts: { cost: string; cap: string; headroom: string }) =>
    `Refused before it starts: this run costs ${amounts.cost}, and ${capNameOf(kind, amounts.cap)} leaves ${amounts.headroom} this month. Your company's owner can raise it or stop refusing under Billings > Spend Caps.`,
} as const

export const spendCapErrorCodes = {
  reached: 'SPEND_CAP_REACHED',
  productNotPurchased: 'PRODUCT_NOT_PURCHASED',
  productRepeated: 'PRODUCT_REPEATED',
} as const
