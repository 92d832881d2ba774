import type { CompanyChargesReader } from './company-charges'
import { periodOf, periodStart } from './billing-period'
import type { StoredSpendCaps } from './spend-caps.repository'

/** A company's spend in the running month, before VAT: the whole and per product. */
export interface MonthSpend {
  period: string
  company: number
  byProduct: Map<string, number>
}

/**
 * What the running month's invoice bills so far, read from the one definition of a company's charges
 * (company-charges.ts) as the OPEN invoice estimate is: priced calls and queries, subscription periods
 * and one-time purchases, less the credits given so far; before VAT, which is worked out once per
 * invoice and belongs to no single product.
 */
export async function spendOf(
  charges: Pick<CompanyChargesReader, 'of'>,
  tenantId: string,
  at: Date,
): Promise<MonthSpend> {
  const period = periodOf(at)
  const found = await charges.of('consumer', tenantId, { from: periodStart(period), to: at })
  const byProduct = new Map<string, number>()
  let company = 0
  const add = (productId: string | null, amount: number) => {
    company += amount
    if (productId) byProduct.set(productId, (byProduct.get(productId) ?? 0) + amount)
  }
  for (const charge of found.charges) add(charge.productId, charge.amount)
  for (const credit of found.credits) add(credit.productId, -credit.amount)
  return { period, company, byProduct }
}

/** One cap of a company: the whole company's or a product's. */
export interface CapOf {
  /** 'company', or the product's id. */
  scopeKey: string
  productId: string | null
  cap: number
  spend: number
}

export function capsWithSpend(caps: StoredSpendCaps, spend: MonthSpend): CapOf[] {
  const list: CapOf[] = []
  if (caps.companyCap !== null) {
    list.push({ scopeKey: 'company', productId: null, cap: caps.companyCap, spend: spend.company })
  }
  for (const [productId, cap] of caps.productCaps) {
    list.push({ scopeKey: productId, productId, cap, spend: spend.byProduct.get(productId) ?? 0 })
  }
  return list
}

/**
 * A cap's thresholds fire once per month for each amount it is set to: raising a cap that was reached
 * warns again when the new amount is reached.
 */
export const alertKeyOf = (cap: Pick<CapOf, 'scopeKey' | 'cap'>) => `${cap.scopeKey}@${cap.cap}`

/** Reached when the spend is at least the share of the cap (80 % of Rp 1.000 is Rp 800). */
export const isThresholdReached = (spend: number, cap: number, threshold: number) =>
  spend * 100 >= cap * threshold
