import type { Executor } from '../../../db/database'
import type { ProductFields } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import { priceInForce, scheduledPricesOf } from '../../../lib/price-in-force'
import type { Mail } from '../../mail'
import { effectiveFromOf } from './price-change-schedule'
import type { NewPurchasePriceChange, ProductPurchasesRepository } from './product-purchases.repository'

export interface PriceChangeDependencies {
  purchases: ProductPurchasesRepository
  mail: Mail
  publicUrl: string
}

/** A purchase whose cached terms must be forgotten once the change commits (the gateway's). */
export interface TouchedPurchase {
  transactionRequestId: string
  consumerTenantId: string
}

const wholeNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null

/**
 * A published product's new price reaches each live purchase on the same pricing model and unit at the
 * date its kind allows (price-change-schedule.ts), is stored per purchase for everything that bills it,
 * and is mailed to the buying company's owner and admins, inside the edit's transaction
 * (docs/product.md#price-changes). Purchases on other terms (a model or unit the product no longer
 * offers) keep theirs.
 */
export async function schedulePriceChanges(
  { purchases, mail, publicUrl }: PriceChangeDependencies,
  actor: Actor,
  product: ProductFields,
  at: Date,
  executor: Executor,
): Promise<TouchedPurchase[]> {
  const price = product.price
  if (price === null) return []
  const live = (await purchases.live(actor.tenantId, product.id, at, executor)).filter(
    (purchase) =>
      purchase.terms.pricing_model === product.pricingModel &&
      purchase.terms.pricing_model !== 'ONE_TIME' &&
      (purchase.terms.unit ?? null) === product.unit,
  )
  if (live.length === 0) return []
  const schedules = await scheduledPricesOf(
    executor,
    live.map((purchase) => purchase.id),
  )
  await purchases.dropPending(
    live.map((purchase) => purchase.id),
    at,
    executor,
  )
  const changes: NewPurchasePriceChange[] = []
  const notices: { purchase: (typeof live)[number]; change: NewPurchasePriceChange }[] = []
  for (const purchase of live) {
    // What the buyer pays now, pending changes aside: those are replaced by this one.
    const previousPrice = priceInForce(
      wholeNumber(purchase.terms.price),
      schedules.get(purchase.id) ?? [],
      at,
    )
    if (previousPrice === null) continue
    const effectiveFrom = effectiveFromOf(
      {
        pricingModel: product.pricingModel,
        unit: product.unit,
        periodStart: purchase.periodStart,
        periodCount: purchase.periodCount,
      },
      previousPrice,
      price,
      at,
    )
    if (!effectiveFrom) continue
    const change = {
      transactionRequestId: purchase.id,
      productId: product.id,
      previousPrice,
      price,
      effectiveFrom,
      changedBy: actor.userId,
    }
    changes.push(change)
    notices.push({ purchase, change })
  }
  await purchases.insertChanges(changes, executor)

  const base = publicUrl.replace(/\/+$/, '')
  const buyers = new Map<string, Awaited<ReturnType<ProductPurchasesRepository['buyersOf']>>>()
  for (const { purchase, change } of notices) {
    if (!buyers.has(purchase.consumerTenantId)) {
      buyers.set(purchase.consumerTenantId, await purchases.buyersOf(purchase.consumerTenantId, executor))
    }
    const productName =
      typeof purchase.terms.product_name === 'string' && purchase.terms.product_name
        ? purchase.terms.product_name
        : product.name
    const providerName =
      typeof purchase.terms.owner_legal_name === 'string' && purchase.terms.owner_legal_name
        ? purchase.terms.owner_legal_name
        : null
    for (const buyer of buyers.get(purchase.consumerTenantId) ?? []) {
      await mail.send(
        {
          to: buyer.email,
          template: 'purchase-price-changed',
          data: {
            fullName: buyer.fullName,
            transactionNo: purchase.transactionNo,
            productName,
            providerName,
            previousPrice: { amount: change.previousPrice, unit: product.unit },
            price: { amount: change.price, unit: product.unit },
            effectiveDate: change.effectiveFrom.toISOString(),
            direction: change.price > change.previousPrice ? 'rises' : 'falls',
            link: `${base}/consumer/my-transaction/purchased-data/${purchase.transactionNo}`,
          },
        },
        executor,
      )
    }
  }
  return notices.map(({ purchase }) => ({
    transactionRequestId: purchase.id,
    consumerTenantId: purchase.consumerTenantId,
  }))
}
