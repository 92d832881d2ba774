import { periodEndOf } from '../../transaction/requests'

/** How long a buyer is given before a higher price reaches a purchase it already holds. */
export const priceNoticeDays = 30
const dayMs = 24 * 60 * 60 * 1000
/** Asia/Jakarta keeps UTC+7 all year. */
const jakartaOffsetMs = 7 * 60 * 60 * 1000

/** The first Jakarta midnight at or after a moment, so the day a consumer is told is the whole story. */
const firstJakartaMidnightFrom = (at: Date) =>
  new Date(Math.ceil((at.getTime() + jakartaOffsetMs) / dayMs) * dayMs - jakartaOffsetMs)

export interface PricedPurchase {
  pricingModel: string | null
  unit: string | null
  periodStart: Date | null
  periodCount: number | null
}

/**
 * When a product's new price reaches one live purchase (docs/product.md#price-changes), or null when it
 * never does: a cut at once; a rise per call or per query from the first Jakarta midnight after the
 * notice; a rise of a subscription at
 * the first period start at least the notice after the change, and never when its last period starts
 * sooner. A one-time purchase is paid already.
 */
export function effectiveFromOf(
  purchase: PricedPurchase,
  previousPrice: number,
  price: number,
  at: Date,
): Date | null {
  if (price === previousPrice || purchase.pricingModel === 'ONE_TIME') return null
  if (price < previousPrice) return at
  const noticeEnds = new Date(at.getTime() + priceNoticeDays * dayMs)
  if (purchase.pricingModel === 'PAY_PER_CALL' || purchase.pricingModel === 'PAY_PER_QUERY') {
    return firstJakartaMidnightFrom(noticeEnds)
  }
  if (purchase.pricingModel !== 'SUBSCRIPTION' || !purchase.periodStart) return null
  const unit = purchase.unit === 'YEAR' ? 'YEAR' : 'MONTH'
  const count = Math.max(purchase.periodCount ?? 1, 1)
  // Period k starts k units after the first, on the Jakarta calendar, as billing counts them.
  for (let period = 1; period < count; period += 1) {
    const start = periodEndOf(purchase.periodStart, period, unit)
    if (start.getTime() >= noticeEnds.getTime()) return start
  }
  return null
}
