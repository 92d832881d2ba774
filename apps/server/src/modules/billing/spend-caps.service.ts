import {
  spendCapErrorCodes,
  spendCapMessages,
  type SpendCapNotice,
  type SpendCapSettings,
  type SpendCapsBody,
  type SpendStatus,
} from '@lumbung/contract'
import type { Actor } from '../../lib/access'
import type { ChangeNotices } from '../../lib/change-notices'
import { AppError } from '../../lib/errors'
import type { CompanyChargesReader } from './company-charges'
import { periodOf } from './billing-period'
import type { SpendCapsRepository } from './spend-caps.repository'
import { alertKeyOf, capsWithSpend, spendOf } from './spend-of'

export interface SpendCapsServiceDependencies {
  repository: SpendCapsRepository
  charges: Pick<CompanyChargesReader, 'of'>
  notices: ChangeNotices
  /** Queues a spend check of the company, so a cap set below this month's spend warns soon. */
  checkSoon: (tenantId: string) => Promise<void>
  now?: () => Date
}

function productError(code: string, message: string) {
  return new AppError(code, 400, message, { products: message })
}

/** The company's spend caps and the notices of reached thresholds (docs/decisions/0051-spend-caps.md). */
export function createSpendCapsService({
  repository,
  charges,
  notices,
  checkSoon,
  now = () => new Date(),
}: SpendCapsServiceDependencies) {
  async function settingsOf(tenantId: string): Promise<SpendCapSettings> {
    const at = now()
    const [caps, purchased, spend] = await Promise.all([
      repository.capsOf(tenantId),
      repository.purchasedProducts(tenantId),
      spendOf(charges, tenantId, at),
    ])
    return {
      period: spend.period,
      company_cap: caps.companyCap,
      is_refusing_at_cap: caps.isRefusingAtCap,
      company_spend: spend.company,
      products: purchased.map((product) => ({
        product_id: product.productId,
        product_name: product.productName,
        provider_legal_name: product.providerLegalName,
        cap: caps.productCaps.get(product.productId) ?? null,
        spend: spend.byProduct.get(product.productId) ?? 0,
      })),
      updated_date: caps.updatedAt?.toISOString() ?? null,
    }
  }

  return {
    get: (actor: Actor) => settingsOf(actor.tenantId),

    async save(actor: Actor, body: SpendCapsBody): Promise<SpendCapSettings> {
      const productCaps = new Map<string, number>()
      const ids = body.products.map((product) => product.product_id.toLowerCase())
      if (new Set(ids).size !== ids.length) {
        throw productError(spendCapErrorCodes.productRepeated, spendCapMessages.productRepeated)
      }
      // A cap only on a product the company bought: another company's product is not its business.
      const purchased = await repository.purchasedAmong(actor.tenantId, ids)
      for (const [index, product] of body.products.entries()) {
        const id = ids[index]!
        if (!purchased.has(id)) {
          throw productError(spendCapErrorCodes.productNotPurchased, spendCapMessages.productNotPurchased)
        }
        if (product.cap !== null) productCaps.set(id, product.cap)
      }
      await repository.saveCaps(
        actor.tenantId,
        { companyCap: body.company_cap, isRefusingAtCap: body.is_refusing_at_cap, productCaps },
        actor.userId,
      )
      await notices.publish({ topic: 'spend-cap', tenantId: actor.tenantId })
      await checkSoon(actor.tenantId)
      return settingsOf(actor.tenantId)
    },

    /** The highest threshold each of the company's current caps reached this month. */
    async status(actor: Actor): Promise<SpendStatus> {
      const period = periodOf(now())
      const [caps, alerts] = await Promise.all([
        repository.capsOf(actor.tenantId),
        repository.alertsOf(actor.tenantId, period),
      ])
      const current = new Set(
        capsWithSpend(caps, { period, company: 0, byProduct: new Map() }).map((cap) => alertKeyOf(cap)),
      )
      const highest = new Map<string, (typeof alerts)[number]>()
      for (const alert of alerts) {
        if (!current.has(alert.capKey)) continue
        const seen = highest.get(alert.capKey)
        if (!seen || seen.threshold < alert.threshold) highest.set(alert.capKey, alert)
      }
      const names = await repository.productNames(
        [...highest.values()].flatMap((alert) => (alert.productId ? [alert.productId] : [])),
      )
      const list: SpendCapNotice[] = [...highest.values()].map((alert) => ({
        scope: alert.productId ? 'PRODUCT' : 'COMPANY',
        product_id: alert.productId,
        product_name: alert.productId ? (names.get(alert.productId) ?? null) : null,
        threshold: alert.threshold === 100 ? 100 : 80,
        cap: alert.cap,
        spend: alert.spend,
        reached_date: alert.reachedAt.toISOString(),
      }))
      return { period, is_refusing_at_cap: caps.isRefusingAtCap, notices: list }
    },
  }
}

export type SpendCapsService = ReturnType<typeof createSpendCapsService>
