import { formatRupiah, spendCapThresholds } from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database'
import type { UsageLedger } from '../gateway'
import type { Jobs } from '../jobs'
import type { Mail } from '../mail'
import type { CompanyChargesReader } from './company-charges'
import type { BillingRepository } from './billing.repository'
import type { SpendCapsRepository } from './spend-caps.repository'
import { alertKeyOf, capsWithSpend, isThresholdReached, spendOf } from './spend-of'

/** Every company with a cap, every minute (the queue's schedule, docs/decisions/0053-job-queue.md). */
export const spendCapSweepQueue = 'billing.spend-cap-sweep'
/** One company, right after its caps change. */
export const spendCapCheckQueue = 'billing.spend-cap-check'
export const spendCapSweepSchedule = { cron: '* * * * *', timeZone: 'Asia/Jakarta', maxAttempts: 3 } as const

export interface SpendCapCheckDependencies {
  db: Database
  repository: SpendCapsRepository
  billing: BillingRepository
  charges: Pick<CompanyChargesReader, 'of'>
  jobs: Jobs
  mail: Mail
  usage: Pick<UsageLedger, 'flush'>
  publicUrl: string
  logger: FastifyBaseLogger
  now?: () => Date
}

/**
 * The 80 % and 100 % warnings (docs/decisions/0051-spend-caps.md): a job reads each capped company's
 * month, and a threshold reached is recorded once (a unique row per cap amount, threshold and month)
 * in the same transaction as the owner's mail, so however many instances check, the owner hears once.
 * Never run in the call path: the gateway only reads its running total.
 */
export function createSpendCapCheck({
  db,
  repository,
  billing,
  charges,
  jobs,
  mail,
  usage,
  publicUrl,
  logger,
  now = () => new Date(),
}: SpendCapCheckDependencies) {
  const log = logger.child({ component: 'spend-cap-check' })

  async function checkTenant(tenantId: string): Promise<number> {
    const at = now()
    const caps = await repository.capsOf(tenantId)
    if (caps.companyCap === null && caps.productCaps.size === 0) return 0
    const spend = await spendOf(charges, tenantId, at)
    const period = spend.period
    const capped = capsWithSpend(caps, spend)
    let recorded = 0
    const reached = capped.flatMap((cap) =>
      spendCapThresholds
        .filter((threshold) => isThresholdReached(cap.spend, cap.cap, threshold))
        .map((threshold) => ({ cap, threshold })),
    )
    if (reached.length === 0) return 0
    // Read before the transactions: on the embedded database a transaction holds the one connection.
    const owner = await billing.ownerOf(tenantId)
    const company = await billing.tenantOf(tenantId)
    const names = await repository.productNames(
      capped.flatMap((cap) => (cap.productId ? [cap.productId] : [])),
    )
    for (const { cap, threshold } of reached) {
      const isNew = await db.transaction(async (tx) => {
        const alert = {
          tenantId,
          period,
          capKey: alertKeyOf(cap),
          productId: cap.productId,
          threshold,
          cap: cap.cap,
          spend: cap.spend,
        }
        if (!(await repository.insertAlert(alert, tx))) return false
        if (!owner || !company) {
          log.warn({ tenantId }, 'the company has no active owner to tell of its spend cap')
          return true
        }
        await mail.send(
          {
            to: owner.email,
            template: 'billing-spend-cap-reached',
            data: {
              fullName: owner.fullName,
              companyName: company.legalName,
              capName: cap.productId ? (names.get(cap.productId) ?? null) : null,
              isProductCap: cap.productId !== null,
              threshold,
              cap: formatRupiah(cap.cap),
              spend: formatRupiah(cap.spend),
              month: period,
              policy: caps.isRefusingAtCap ? 'refuse' : 'warn',
              link: `${publicUrl}/consumer/billings/spend-caps`,
            },
          },
          tx,
        )
        return true
      })
      if (isNew) recorded += 1
    }
    return recorded
  }

  async function checkAll(): Promise<number> {
    // This instance's last records reach the rollups before they are read.
    await usage.flush()
    let recorded = 0
    for (const tenantId of await repository.tenantsWithCaps()) {
      try {
        recorded += await checkTenant(tenantId)
      } catch (error) {
        // One company's failure must not keep the others' warnings back; the next sweep tries again.
        log.error({ err: error, tenantId }, 'could not check a company against its spend caps')
      }
    }
    return recorded
  }

  return {
    checkAll,
    checkTenant,
    async checkSoon(tenantId: string) {
      await jobs.enqueue(spendCapCheckQueue, { tenantId })
    },
    register() {
      jobs.schedule(spendCapSweepQueue, spendCapSweepSchedule)
      jobs.work(spendCapSweepQueue, async () => {
        await checkAll()
      })
      jobs.work<{ tenantId: string }>(spendCapCheckQueue, async ({ tenantId }) => {
        await usage.flush()
        await checkTenant(tenantId)
      })
    },
  }
}

export type SpendCapCheck = ReturnType<typeof createSpendCapCheck>
