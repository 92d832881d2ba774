import { addMonths, periodOf } from '@lumbung/contract'
import { inArray } from 'drizzle-orm'
import { invoices } from '../db/schema'
import { actorOf } from './demo-catalogue'
import { demoServices, type DemoSeedContext } from './demo-services'
import { demoUsageMonthsBack } from './demo-usage'

const dayMs = 24 * 60 * 60 * 1000
const jakartaOffsetMs = 7 * 60 * 60 * 1000
/** The scheduled close runs ten minutes after a month ends; payments arrive about two weeks later. */
const closeDelayMs = 10 * 60 * 1000
const paymentDelayMs = 14 * dayMs

const jakartaDayOf = (at: Date) => new Date(at.getTime() + jakartaOffsetMs).toISOString().slice(0, 10)
const monthStart = (period: string) => new Date(Date.parse(`${period}-01T00:00:00Z`) - jakartaOffsetMs)

/**
 * The demo history's ended months, as the month close left them (docs/decisions/0047-billing.md): each
 * issued on the 1st after it ended; the older ones paid and paid out; the last one awaiting payment,
 * its invoice and statement mailed to the owners as its close would have. Only the running month is
 * an estimate. Skipped when those months have invoices already or the operator is missing.
 */
export async function seedDemoBilling(
  context: DemoSeedContext,
  now: Date = new Date(),
): Promise<'seeded' | 'skipped'> {
  const { db } = context
  const operator = await actorOf(db, 'operator@lumbung.test')
  if (!operator) return 'skipped'
  const current = periodOf(now)
  const periods = Array.from({ length: demoUsageMonthsBack }, (_, index) =>
    addMonths(current, index - demoUsageMonthsBack),
  )
  const existing = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(inArray(invoices.period, periods))
    .limit(1)
  if (existing.length > 0) return 'skipped'
  const { monthClose, operatorBilling } = demoServices(context).billing
  for (const period of periods) {
    const isLast = period === periods.at(-1)
    const issuedAt = new Date(monthStart(addMonths(period, 1)).getTime() + closeDelayMs)
    await monthClose.closeMonth(period, { issuedAt, isMailed: isLast })
    if (isLast) continue
    const paidAt = new Date(Math.min(issuedAt.getTime() + paymentDelayMs, now.getTime()))
    const payment = (reference: string) => ({ reference, paid_date: jakartaDayOf(paidAt) })
    const page = { page: 1, limit: 100 }
    for (const invoice of (await operatorBilling.invoices({ ...page, period })).data) {
      await operatorBilling.payInvoice(operator, invoice.id!, payment(`BCA-${invoice.invoice_no}`))
    }
    for (const settlement of (await operatorBilling.settlements({ ...page, period })).data) {
      await operatorBilling.paySettlement(
        operator,
        settlement.id!,
        payment(`PAYOUT-${period.replace('-', '')}`),
      )
    }
  }
  return 'seeded'
}
