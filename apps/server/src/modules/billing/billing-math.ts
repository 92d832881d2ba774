/**
 * The arithmetic of invoices and settlements (docs/decisions/0047-billing.md): whole rupiah, and a
 * percentage is rounded once per document, half up, never per line.
 */

/** One thing billed: usage of a product in a month, or a subscription period or a one-time purchase. */
export interface Charge {
  kind: 'PAY_PER_CALL' | 'PAY_PER_QUERY' | 'SUBSCRIPTION' | 'ONE_TIME'
  consumerTenantId: string
  consumerLegalName: string
  providerTenantId: string
  providerLegalName: string
  productId: string | null
  productName: string
  /** The purchase a subscription period or one-time purchase bills; null for usage. */
  transactionNo: string | null
  quantity: number
  /** The price of one unit when one price applies (a period, a purchase); null for usage. */
  unitPrice: number | null
  amount: number
}

/** A credit to a consumer (docs/decisions/0052-sla-credits-and-disputes.md): positive, shown negative. */
export interface Credit {
  kind: 'SLA' | 'DISPUTE'
  consumerTenantId: string
  providerTenantId: string
  providerLegalName: string
  productId: string | null
  productName: string
  amount: number
}

export interface Line {
  kind: Charge['kind'] | 'SLA_CREDIT' | 'DISPUTE_CREDIT' | 'VAT'
  productId: string | null
  productName: string
  providerTenantId: string | null
  providerLegalName: string | null
  transactionNo: string | null
  quantity: number
  unitPrice: number | null
  amount: number
}

/** `amount × basisPoints / 10 000`, rounded half up, in exact integer arithmetic. */
export function shareOf(amount: number, basisPoints: number): number {
  const scaled = BigInt(amount) * BigInt(basisPoints)
  const whole = scaled / 10_000n
  const remainder = scaled % 10_000n
  return Number(remainder * 2n >= 10_000n ? whole + 1n : whole)
}

const byText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0)

/**
 * Charges of one consumer merged into invoice lines: a subscription period or one-time purchase per
 * purchase, usage per product and kind; in provider, product and purchase order.
 */
export function mergeCharges(charges: readonly Charge[]): Charge[] {
  const merged = new Map<string, Charge>()
  for (const charge of charges) {
    const key = [
      charge.kind,
      charge.productId ?? '',
      charge.providerTenantId,
      charge.consumerTenantId,
      charge.transactionNo ?? '',
      charge.unitPrice ?? '',
    ].join('|')
    const entry = merged.get(key)
    if (entry) {
      entry.quantity += charge.quantity
      entry.amount += charge.amount
    } else merged.set(key, { ...charge })
  }
  return [...merged.values()].sort(
    (left, right) =>
      byText(left.providerLegalName, right.providerLegalName) ||
      byText(left.productName, right.productName) ||
      byText(left.kind, right.kind) ||
      byText(left.transactionNo ?? '', right.transactionNo ?? '') ||
      byText(left.consumerLegalName, right.consumerLegalName),
  )
}

export interface InvoiceFigures {
  lines: Line[]
  subtotal: number
  vat: number
  total: number
}

/**
 * An invoice from one consumer's charges and credits: the charge lines, a negative line per credit, then
 * VAT on their sum as a line of its own.
 */
export function invoiceFigures(
  charges: readonly Charge[],
  vatBasisPoints: number,
  credits: readonly Credit[] = [],
): InvoiceFigures {
  const lines: Line[] = mergeCharges(charges).map((charge) => ({
    kind: charge.kind,
    productId: charge.productId,
    productName: charge.productName,
    providerTenantId: charge.providerTenantId,
    providerLegalName: charge.providerLegalName,
    transactionNo: charge.transactionNo,
    quantity: charge.quantity,
    unitPrice: charge.unitPrice,
    amount: charge.amount,
  }))
  for (const credit of credits) {
    lines.push({
      kind: credit.kind === 'SLA' ? 'SLA_CREDIT' : 'DISPUTE_CREDIT',
      productId: credit.productId,
      productName: credit.productName,
      providerTenantId: credit.providerTenantId,
      providerLegalName: credit.providerLegalName,
      transactionNo: null,
      quantity: 1,
      unitPrice: null,
      amount: -credit.amount,
    })
  }
  const subtotal = lines.reduce((sum, line) => sum + line.amount, 0)
  const vat = shareOf(subtotal, vatBasisPoints)
  lines.push({
    kind: 'VAT',
    productId: null,
    productName: `VAT (PPN) ${basisPointsText(vatBasisPoints)} %`,
    providerTenantId: null,
    providerLegalName: null,
    transactionNo: null,
    quantity: 1,
    unitPrice: null,
    amount: vat,
  })
  return { lines, subtotal, vat, total: subtotal + vat }
}

export interface SettlementFigures {
  lines: Charge[]
  gross: number
  platformFee: number
  slaCredits: number
  net: number
}

/**
 * A settlement from one provider's charges and the credits its consumers were given: gross, the platform
 * fee on the gross (the platform keeps its fee; the provider bears the credits), credits and net.
 */
export function settlementFigures(
  charges: readonly Charge[],
  feeBasisPoints: number,
  credits: readonly Pick<Credit, 'amount'>[] = [],
): SettlementFigures {
  const lines = mergeCharges(charges)
  const gross = lines.reduce((sum, line) => sum + line.amount, 0)
  const platformFee = shareOf(gross, feeBasisPoints)
  const slaCredits = credits.reduce((sum, credit) => sum + credit.amount, 0)
  return { lines, gross, platformFee, slaCredits, net: gross - platformFee - slaCredits }
}

/** 1100 → '11', 1250 → '12.5'. */
export function basisPointsText(basisPoints: number): string {
  return String(basisPoints / 100)
}

/** Basis points as the API shows a rate: percent. */
export const percentOf = (basisPoints: number) => basisPoints / 100
