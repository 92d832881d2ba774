import { asc, inArray } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { purchasePriceChanges } from '../db/schema'

/** One scheduled price of a purchase (docs/product.md#price-changes). */
export interface ScheduledPrice {
  price: number
  effectiveFrom: Date
}

/**
 * The price a purchase is billed at an instant: the latest scheduled price in force by then, or the
 * price it was approved at before the first. Every reader that bills (a gateway call, a query, a
 * subscription period) asks this one rule.
 */
export function priceInForce(
  approvedPrice: number | null,
  schedule: readonly ScheduledPrice[],
  at: Date,
): number | null {
  let price = approvedPrice
  let latest = -Infinity
  for (const entry of schedule) {
    const from = entry.effectiveFrom.getTime()
    if (from <= at.getTime() && from >= latest) {
      latest = from
      price = entry.price
    }
  }
  return price
}

/** The next price not yet in force at `at`, if one is scheduled: what the consumer is told is coming. */
export function nextScheduledPrice(schedule: readonly ScheduledPrice[], at: Date): ScheduledPrice | null {
  let next: ScheduledPrice | null = null
  for (const entry of schedule) {
    if (entry.effectiveFrom.getTime() <= at.getTime()) continue
    if (!next || entry.effectiveFrom.getTime() < next.effectiveFrom.getTime()) next = entry
  }
  return next
}

/** The scheduled prices of purchases, by purchase id, oldest first. */
export async function scheduledPricesOf(
  executor: Executor,
  transactionRequestIds: readonly string[],
): Promise<Map<string, ScheduledPrice[]>> {
  const byPurchase = new Map<string, ScheduledPrice[]>()
  if (transactionRequestIds.length === 0) return byPurchase
  const rows = await executor
    .select({
      transactionRequestId: purchasePriceChanges.transactionRequestId,
      price: purchasePriceChanges.price,
      effectiveFrom: purchasePriceChanges.effectiveFrom,
    })
    .from(purchasePriceChanges)
    .where(inArray(purchasePriceChanges.transactionRequestId, [...transactionRequestIds]))
    .orderBy(asc(purchasePriceChanges.effectiveFrom), asc(purchasePriceChanges.createdAt))
  for (const row of rows) {
    const list = byPurchase.get(row.transactionRequestId) ?? []
    list.push({ price: row.price, effectiveFrom: row.effectiveFrom })
    byPurchase.set(row.transactionRequestId, list)
  }
  return byPurchase
}
