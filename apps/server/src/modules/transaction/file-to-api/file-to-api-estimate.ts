import {
  enumValueOrNull,
  fileToApiErrorMessages as said,
  fileToApiEstimateMessages,
  fileToApiLimits,
  formatCount,
  formatRupiah,
  pricingModels,
  type FileToApiEstimate,
  type SpendCapRoom,
} from '@lumbung/contract'
import { AppError } from '../../../lib/errors'
import { priceInForce } from '../../../lib/price-in-force'
import type { FileToApiPurchase } from './file-to-api.repository'

/** Billing's spend caps over one product of a company, and the refusal work of `cost` would meet. */
export type FileToApiSpendCaps = (
  tenantId: string,
  productId: string,
  cost: number,
) => Promise<{ isRefusingAtCap: boolean; caps: SpendCapRoom[]; refusal: AppError | null }>

const wholeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null

/**
 * The terms a row is billed under at `at`, read as the gateway reads them: the purchase's snapshot as
 * approved (at the price in force then, docs/product.md#price-changes), the product's own values where
 * it has none. Only a pay-per-call purchase bills each call.
 */
export function rowPricingOf(purchase: FileToApiPurchase, at: Date) {
  const terms = purchase.terms
  const pricingModel = enumValueOrNull(pricingModels, terms.pricing_model) ?? purchase.productPricingModel
  const price = priceInForce(wholeNumber(terms.price) ?? purchase.productPrice, purchase.schedule, at)
  return {
    pricingModel,
    unitPrice: pricingModel === 'PAY_PER_CALL' && price !== null && price > 0 ? price : null,
    monthlyQuota: 'monthly_quota' in terms ? wholeNumber(terms.monthly_quota) : purchase.productMonthlyQuota,
  }
}

/** rows × price, the most a run of these rows bills (a failed row is not billed). */
export const amountOf = (rows: number, unitPrice: number | null) => rows * (unitPrice ?? 0)

export function estimateOf(
  purchase: FileToApiPurchase,
  totalRows: number,
  caps: Awaited<ReturnType<FileToApiSpendCaps>>,
  at: Date,
): FileToApiEstimate {
  const { pricingModel, unitPrice, monthlyQuota } = rowPricingOf(purchase, at)
  const dryRunRows = Math.min(totalRows, fileToApiLimits.dryRunRows)
  return {
    total_rows: totalRows,
    dry_run_rows: dryRunRows,
    pricing_model: pricingModel,
    unit_price: unitPrice,
    amount: amountOf(totalRows, unitPrice),
    dry_run_amount: amountOf(dryRunRows, unitPrice),
    monthly_quota: monthlyQuota,
    is_refusing_at_cap: caps.isRefusingAtCap,
    caps: caps.caps,
    refusal: caps.refusal?.message ?? null,
  }
}

interface Expected {
  rows: number | undefined
  amount: number | undefined
}

/** A run (not a dry run) names the estimate it was confirmed on; checked before the file is read. */
export function assertEstimateGiven(
  expected: Expected,
): asserts expected is { rows: number; amount: number } {
  if (expected.rows === undefined || expected.amount === undefined) {
    throw new AppError('ESTIMATE_REQUIRED', 422, said.estimateRequired)
  }
}

/**
 * A run starts only on the figures the consumer confirmed: a file with other rows or a price changed
 * since is refused with the new figures, never billed at them.
 */
export function assertConfirmed(
  expected: Expected,
  estimate: Pick<FileToApiEstimate, 'total_rows' | 'unit_price' | 'amount'>,
): void {
  assertEstimateGiven(expected)
  if (expected.rows !== estimate.total_rows || expected.amount !== estimate.amount) {
    throw new AppError(
      'ESTIMATE_CHANGED',
      409,
      fileToApiEstimateMessages.estimateChanged({
        rows: formatCount(estimate.total_rows),
        price: formatRupiah(estimate.unit_price ?? 0),
        amount: formatRupiah(estimate.amount),
      }),
      undefined,
      { total_rows: estimate.total_rows, unit_price: estimate.unit_price, amount: estimate.amount },
    )
  }
}
