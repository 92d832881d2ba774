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
import { alertKeyOf, capsWithSpend, isThresholdReached, spendOf } from './spend-of'

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

    /**
     * The highest threshold each of the company's current caps has reached this month, from the spend
     * as the caps screen shows it (the one definition of its charges), so a cap the screen shows at
     * 80 % is told on the dashboard at once, not only after the sweep; the recorded alert dates it.
     */
    async status(actor: Actor): Promise<SpendStatus> {
      const at = now()
      const period = periodOf(at)
      const [caps, alerts, spend] = await Promise.all([
        repository.capsOf(actor.tenantId),
        repository.alertsOf(actor.tenantId, period),
        spendOf(charges, actor.tenantId, at),
      ])
      const reached = capsWithSpend(caps, spend).flatMap((cap) => {
        const threshold = [100, 80].find((value) => isThresholdReached(cap.spend, cap.cap, value))
        return threshold ? [{ cap, threshold }] : []
      })
      const names = await repository.productNames(
        reached.flatMap(({ cap }) => (cap.productId ? [cap.productId] : [])),
      )
      const list: SpendCapNotice[] = reached.map(({ cap, threshold }) => {
        const alert = alerts.find(
          (entry) => entry.capKey === alertKeyOf(cap) && entry.threshold === threshold,
        )
        return {
          scope: cap.productId ? 'PRODUCT' : 'COMPANY',
          product_id: cap.productId,
          product_name: cap.productId ? (names.get(cap.productId) ?? null) : null,
          threshold: threshold === 100 ? 100 : 80,
          cap: cap.cap,
          spend: cap.spend,
          reached_date: (alert?.reachedAt ?? at).toISOString(),
        }
      })
      return { period, is_refusing_at_cap: caps.isRefusingAtCap, notices: list }
    },
  }
}

export type SpendCapsService = ReturnType<typeof createSpendCapsService>
