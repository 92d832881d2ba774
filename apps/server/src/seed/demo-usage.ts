import type { UsageKind, UsageOutcome } from '@lumbung/contract'
import { and, eq, inArray } from 'drizzle-orm'
import pino from 'pino'
import type { Database } from '../db/database'
import { tenants, transactionRequests, usageDaily } from '../db/schema'
import { createUsageLedger, type UsageEntry } from '../modules/gateway'
import type { DemoSeedContext } from './demo-services'
import {
  failureAnswers,
  hourRhythm,
  kindProfiles,
  outcomeOrder,
  seededRandom,
  weekdayRhythm,
} from './demo-usage-volumes'

const hourMs = 3_600_000
const dayMs = 24 * hourMs
const jakartaOffsetMs = 7 * hourMs
const demoCompanies = ['PT Data Nusantara', 'PT Konsumen Maju']
/** How many months before the current one the history starts (each of them closed by demo-billing.ts). */
export const demoUsageMonthsBack = 3
const monthsBack = demoUsageMonthsBack
const deliveryKinds: Record<string, UsageKind> = {
  API: 'API_CALL',
  DOWNLOAD: 'DOWNLOAD',
  QUERY: 'QUERY',
  CLOUD_STORAGE: 'DELIVERY',
}
/** Prices per use: these pricing models bill each successful call or query. */
const perUsePricing = ['PAY_PER_CALL', 'PAY_PER_QUERY']

/** An approved purchase, as far as its usage needs to know it. */
export interface DemoPurchase {
  id: string
  productId: string
  consumerTenantId: string
  providerTenantId: string
  kind: UsageKind
  /** Whole rupiah per successful use, or null when the product is not priced per use. */
  unitPrice: number | null
}

/** The first day (as a Jakarta day-start moment) of the month `monthsBack` before the one `now` is in. */
function historyStart(now: Date): number {
  const jakarta = new Date(now.getTime() + jakartaOffsetMs)
  return Date.UTC(jakarta.getUTCFullYear(), jakarta.getUTCMonth() - monthsBack, 1) - jakartaOffsetMs
}

const between = (random: () => number, [low, high]: [number, number]) =>
  Math.round(low + random() * (high - low))

/** A whole count whose average is `mean`. */
function countAround(random: () => number, mean: number): number {
  const whole = Math.floor(mean)
  return whole + (random() < mean - whole ? 1 : 0)
}

const hourWeights = hourRhythm.reduce((sum, weight) => sum + weight, 0)

/** An hour of the Jakarta day, drawn by the hour rhythm. */
function hourOfDay(random: () => number): number {
  let left = random() * hourWeights
  for (let hour = 0; hour < hourRhythm.length; hour += 1) {
    left -= hourRhythm[hour]!
    if (left < 0) return hour
  }
  return 12
}

function outcomeOf(random: () => number, odds: readonly number[], failureBoost: number): UsageOutcome {
  const draw = random()
  // A bad day at the provider: part of the successes become upstream errors.
  if (failureBoost > 0 && draw < failureBoost) return 'UPSTREAM_ERROR'
  const index = odds.findIndex((odd) => draw < odd)
  return index === -1 ? 'REJECTED' : outcomeOrder[index]!
}

/** How many uses a purchase has on one day: its kind's volume, the weekday, a slow growth and noise. */
function usesOn(purchase: DemoPurchase, day: number, progress: number, random: () => number): number {
  if (purchase.kind === 'DELIVERY') {
    // The monthly file arrives on the 2nd; now and then a retry the day after.
    const date = new Date(day + jakartaOffsetMs).getUTCDate()
    return date === 2 ? 1 : date === 3 && random() < 0.3 ? 1 : 0
  }
  const weekday = new Date(day + jakartaOffsetMs).getUTCDay()
  const mean = kindProfiles[purchase.kind].dailyCalls * weekdayRhythm[weekday]! * (0.75 + 0.5 * progress)
  return countAround(random, mean * (0.8 + 0.4 * random()))
}

/**
 * A few months of real-looking usage of the demo purchases: the current month and the three before it,
 * up to `now` (never later). The same purchases and `now` always give the same records.
 */
export function demoUsageEntries(purchases: readonly DemoPurchase[], now: Date): UsageEntry[] {
  const start = historyStart(now)
  const end = now.getTime() - 60_000
  const entries: UsageEntry[] = []
  const totalDays = Math.max(1, Math.ceil((end - start) / dayMs))
  purchases.forEach((purchase, index) => {
    const random = seededRandom(20_261_124 + index * 7_919)
    const profile = kindProfiles[purchase.kind]
    for (let dayIndex = 0; start + dayIndex * dayMs < end; dayIndex += 1) {
      const day = start + dayIndex * dayMs
      const failureBoost = purchase.kind === 'API_CALL' && dayIndex % 37 === 19 ? 0.25 : 0
      const uses = usesOn(purchase, day, dayIndex / totalDays, random)
      for (let use = 0; use < uses; use += 1) {
        const occurredAt = day + hourOfDay(random) * hourMs + Math.floor(random() * hourMs)
        if (occurredAt >= end) continue
        const outcome = outcomeOf(random, profile.outcomeOdds, failureBoost)
        const failure = outcome === 'SUCCESS' ? null : failureAnswers[outcome]
        const isBillable = outcome === 'SUCCESS' && purchase.unitPrice !== null
        entries.push({
          occurredAt: new Date(occurredAt),
          kind: purchase.kind,
          consumerTenantId: purchase.consumerTenantId,
          providerTenantId: purchase.providerTenantId,
          productId: purchase.productId,
          transactionRequestId: purchase.id,
          apiKeyId: null,
          method: profile.method,
          subPath: null,
          httpStatus: failure?.httpStatus ?? 200,
          outcome,
          errorCode: failure ? failure.errorCodes[Math.floor(random() * failure.errorCodes.length)]! : null,
          latencyMs:
            outcome === 'TIMEOUT'
              ? 30_000
              : outcome === 'REJECTED'
                ? between(random, [0, 3])
                : between(random, profile.latencyMs),
          bytesIn: between(random, profile.bytesIn),
          bytesOut: outcome === 'SUCCESS' ? between(random, profile.bytesOut) : between(random, [60, 200]),
          isBillable,
          unitPrice: purchase.unitPrice,
        })
      }
    }
  })
  return entries.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
}

/** The demo companies' approved purchases of a kind the ledger counts, oldest first. */
async function demoPurchases(db: Database): Promise<DemoPurchase[]> {
  const companies = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(inArray(tenants.legalName, demoCompanies))
  if (companies.length === 0) return []
  const rows = await db
    .select({
      id: transactionRequests.id,
      productId: transactionRequests.productId,
      consumerTenantId: transactionRequests.consumerTenantId,
      providerTenantId: transactionRequests.providerTenantId,
      terms: transactionRequests.transactionMetadata,
    })
    .from(transactionRequests)
    .where(
      and(
        eq(transactionRequests.status, 'APPROVED'),
        inArray(
          transactionRequests.consumerTenantId,
          companies.map((company) => company.id),
        ),
      ),
    )
    .orderBy(transactionRequests.createdAt, transactionRequests.id)
  return rows.flatMap((row) => {
    const kind = deliveryKinds[String(row.terms.delivery_method)]
    if (!kind) return []
    const price = typeof row.terms.price === 'number' ? row.terms.price : null
    const isPerUse = perUsePricing.includes(String(row.terms.pricing_model))
    return [
      {
        id: row.id,
        productId: row.productId,
        consumerTenantId: row.consumerTenantId,
        providerTenantId: row.providerTenantId,
        kind,
        unitPrice: isPerUse ? price : null,
      },
    ]
  })
}

/**
 * A few months of usage for the demo companies' approved purchases, so the dashboards and billing have
 * something to show from the first start. Written by the usage ledger itself, so its rollups are
 * filled exactly as live calls fill them. Skipped when the demo companies have usage already or no
 * purchases.
 */
export async function seedDemoUsage(
  context: DemoSeedContext,
  now: Date = new Date(),
): Promise<'seeded' | 'skipped'> {
  const { db } = context
  const purchases = await demoPurchases(db)
  if (purchases.length === 0) return 'skipped'
  const consumers = [...new Set(purchases.map((purchase) => purchase.consumerTenantId))]
  const existing = await db
    .select({ productId: usageDaily.productId })
    .from(usageDaily)
    .where(inArray(usageDaily.consumerTenantId, consumers))
    .limit(1)
  if (existing.length > 0) return 'skipped'
  const ledger = createUsageLedger({
    db,
    logger: pino({ level: 'silent' }),
    batchSize: 5_000,
    flushIntervalMs: 60_000,
  })
  for (const entry of demoUsageEntries(purchases, now)) ledger.record(entry)
  await ledger.close()
  return 'seeded'
}
