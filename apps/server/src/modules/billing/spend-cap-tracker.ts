import { formatRupiah, spendCapRefusals } from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { ChangeNotices } from '../../lib/change-notices'
import { createHotCache } from '../../lib/hot-cache'
import type { CompanyChargesReader } from './company-charges'
import { periodEnd, periodOf, periodStart } from './billing-period'
import type { SpendCapsRepository, StoredSpendCaps } from './spend-caps.repository'
import { spendOf, type MonthSpend } from './spend-of'

/** What the gateway asks before a call; the same shape as the gateway's SpendCapCheck. */
export interface SpendCapCall {
  consumerTenantId: string
  productId: string
  transactionRequestId: string
  unitPrice: number | null
}

interface Entry {
  caps: StoredSpendCaps
  /** Null when no cap refuses calls: the spend is then not read at all. */
  spend: MonthSpend | null
}

export interface SpendCapTrackerDependencies {
  repository: SpendCapsRepository
  charges: Pick<CompanyChargesReader, 'of'>
  notices: ChangeNotices
  logger: FastifyBaseLogger
  /** How long a company's running total is trusted before it is read again from the rollups. */
  refreshMs?: number
  now?: () => Date
}

/**
 * The gateway's spend cap check (docs/decisions/0051-spend-caps.md): a running total per company, in
 * memory, seeded from the daily rollups and read again every `refreshMs`; between reads this
 * instance adds the price of each call it lets through, so a burst stops near the cap rather than a
 * refresh later. A change of caps is a change notice, which every instance hears and which drops the
 * company's entry at once.
 */
export function createSpendCapTracker({
  repository,
  charges,
  notices,
  logger,
  refreshMs = 10_000,
  now = () => new Date(),
}: SpendCapTrackerDependencies) {
  // One entry per company and Jakarta month, so a new month starts from the rollups. A notice drops
  // the company's entries, and a read that began before it is not kept.
  const entries = createHotCache<string, Entry>({
    ttlMs: refreshMs,
    maxEntries: 10_000,
    now: () => now().getTime(),
  })
  // The month's text is the same for every call of that month (the gateway asks on every priced call):
  // worked out again only once an instant falls outside it.
  let month = { text: '', startsAt: 0, endsAt: 0 }
  const monthOf = (at: Date) => {
    const time = at.getTime()
    if (time < month.startsAt || time >= month.endsAt) {
      const text = periodOf(at)
      month = { text, startsAt: periodStart(text).getTime(), endsAt: periodEnd(text).getTime() }
    }
    return month.text
  }
  // A company's key for the month, made once a month rather than on every call.
  let keys = new Map<string, string>()
  let keysMonth = ''
  const keyOf = (tenantId: string, at: Date) => {
    const text = monthOf(at)
    if (text !== keysMonth) {
      keys = new Map()
      keysMonth = text
    }
    let key = keys.get(tenantId)
    if (key === undefined) {
      key = `${tenantId}\u0000${text}`
      if (keys.size >= 10_000) keys.clear()
      keys.set(tenantId, key)
    }
    return key
  }
  const forget = (tenantId: string) => entries.forget((key) => key.startsWith(`${tenantId}\u0000`))
  const log = logger.child({ component: 'spend-caps' })

  const unsubscribe = notices.subscribe((notice) => {
    if (notice.topic === 'spend-cap') forget(notice.tenantId)
  })

  async function load(tenantId: string, at: Date): Promise<Entry> {
    const caps = await repository.capsOf(tenantId)
    const hasCap = caps.companyCap !== null || caps.productCaps.size > 0
    const spend = caps.isRefusingAtCap && hasCap ? await spendOf(charges, tenantId, at) : null
    return { caps, spend }
  }

  const entryOf = (tenantId: string, at: Date) => entries.load(keyOf(tenantId, at), () => load(tenantId, at))

  /**
   * The refusal's message, naming the refusing cap over the call that is reached; null when none is, and
   * then the call's price is added to the spend.
   */
  function refusalBy({ caps, spend }: Entry, call: SpendCapCall, price: number): string | null {
    if (!caps.isRefusingAtCap || !spend) return null
    const productCap = caps.productCaps.get(call.productId)
    const productSpend = spend.byProduct.get(call.productId) ?? 0
    if (caps.companyCap !== null && spend.company >= caps.companyCap) {
      const amounts = { cap: formatRupiah(caps.companyCap), spend: formatRupiah(spend.company) }
      return spendCapRefusals.reached('company', amounts)
    }
    if (productCap !== undefined && productSpend >= productCap) {
      return spendCapRefusals.reached('product', {
        cap: formatRupiah(productCap),
        spend: formatRupiah(productSpend),
      })
    }
    spend.company += price
    spend.byProduct.set(call.productId, productSpend + price)
    return null
  }

  return {
    /**
     * The refusal's message when the call must be refused: it is priced and a refusing cap over it (the
     * company's or its product's) is reached; null otherwise. A subscription's or one-time purchase's
     * calls add nothing to the bill, so no cap refuses them.
     */
    capRefusalOf(call: SpendCapCall): string | null | Promise<string | null> {
      const price = call.unitPrice
      if (price === null || price <= 0) return null
      const at = now()
      // In memory, the answer needs no promise (the gateway asks on every priced call).
      const entry = entries.peek(keyOf(call.consumerTenantId, at))
      if (entry) return refusalBy(entry, call, price)
      return entryOf(call.consumerTenantId, at).then(
        (loaded) => refusalBy(loaded, call, price),
        (error: unknown) => {
          // The cap guards spending, not availability: an unreadable total lets the call through.
          log.warn(
            { err: error, tenantId: call.consumerTenantId },
            'could not read the spend; call let through',
          )
          return null
        },
      )
    },
    /** Forgets a company's total on this instance (the caps service publishes the notice for all). */
    forget,
    close() {
      unsubscribe()
      entries.clear()
    },
  }
}

export type SpendCapTracker = ReturnType<typeof createSpendCapTracker>
