import type { UserType } from '@lumbung/contract'
import type {
  BillingChargesRepository,
  ChargeGrain,
  ChargeSum,
  ChargeWindow,
  DatedCharge,
} from './billing-charges.repository'
import type { BillingCreditsRepository } from './billing-credits.repository'
import type { Credit } from './billing-math'
import { addMonths, periodEnd, periodOf, periodStart } from './billing-period'

/** A credit to a consumer and the Asia/Jakarta day it counts on. */
export type DatedCredit = Credit & { consumerLegalName: string; day: string }

/** A company's charges and credits in a window, each on its Jakarta day. */
export interface CompanyCharges {
  charges: DatedCharge[]
  credits: DatedCredit[]
}

/**
 * One amount of money a dashboard shows, added up to the grain it asks for: a day, a product and the
 * company on the other side, each null when not asked for.
 */
export type MoneyEntry = ChargeSum

/** What a dashboard reads from billing: the composition root hands it across as this one function. */
export type MoneyOf = (
  side: UserType,
  tenantId: string,
  window: ChargeWindow,
  grain: ChargeGrain,
) => Promise<MoneyEntry[]>

const jakartaOffsetMs = 7 * 60 * 60 * 1000
const jakartaDayOf = (at: Date) => new Date(at.getTime() + jakartaOffsetMs).toISOString().slice(0, 10)

/** The months a window touches, oldest first. */
function periodsOf(window: ChargeWindow): string[] {
  if (window.to.getTime() <= window.from.getTime()) return []
  const last = periodOf(new Date(window.to.getTime() - 1))
  const periods: string[] = []
  for (let period = periodOf(window.from); period <= last; period = addMonths(period, 1)) periods.push(period)
  return periods
}

/**
 * A credit counts when it was made, kept inside its month: a dispute credit belongs to the month it was
 * resolved in (and is made then); an SLA credit is made at the close, after its month, and counts on
 * that month's last moment.
 */
function momentOf(period: string, createdAt: Date): Date {
  const start = periodStart(period).getTime()
  const last = periodEnd(period).getTime() - 1
  return new Date(Math.min(Math.max(createdAt.getTime(), start), last))
}

/**
 * The one definition of "charges of a company in a Jakarta period" (docs/decisions/0047-billing.md):
 * priced calls and queries, subscription periods and one-time purchases (the charges repository), and
 * the SLA and dispute credits given to consumers. The invoice and statement estimates, the spend caps
 * and both dashboards read it, so a figure of money on any screen is the same sum.
 */
export function createCompanyCharges({
  charges,
  credits,
}: {
  charges: Pick<BillingChargesRepository, 'chargesByDay' | 'chargeSums'>
  credits: Pick<BillingCreditsRepository, 'ofCompany'>
}) {
  /** The credits a company was given (consumer) or bore (provider) that count in a window. */
  async function creditsIn(side: UserType, tenantId: string, window: ChargeWindow): Promise<DatedCredit[]> {
    const stored = await credits.ofCompany({ side, tenantId }, periodsOf(window))
    return stored.flatMap((row): DatedCredit[] => {
      const at = momentOf(row.period, row.createdAt)
      if (at.getTime() < window.from.getTime() || at.getTime() >= window.to.getTime()) return []
      return [
        {
          kind: row.kind,
          consumerTenantId: row.consumerTenantId,
          consumerLegalName: row.consumerLegalName,
          providerTenantId: row.providerTenantId,
          providerLegalName: row.providerLegalName,
          productId: row.productId,
          productName: row.productName,
          amount: row.amount,
          day: jakartaDayOf(at),
        },
      ]
    })
  }

  async function of(side: UserType, tenantId: string, window: ChargeWindow): Promise<CompanyCharges> {
    const [dated, inWindow] = await Promise.all([
      charges.chargesByDay({ side, tenantId }, window),
      creditsIn(side, tenantId, window),
    ])
    return { charges: dated, credits: inWindow }
  }

  return {
    of,

    /**
     * The amounts a dashboard shows: a consumer's are what its invoices bill before VAT (charges less
     * credits, as the invoice's subtotal), a provider's what its settlements gross (charges; the
     * credits it bears come off the net, after the platform fee).
     */
    async moneyOf(
      side: UserType,
      tenantId: string,
      window: ChargeWindow,
      grain: ChargeGrain,
    ): Promise<MoneyEntry[]> {
      const [sums, given] = await Promise.all([
        charges.chargeSums({ side, tenantId }, window, grain),
        side === 'consumer' ? creditsIn(side, tenantId, window) : Promise.resolve([]),
      ])
      const credited = given.map((credit): MoneyEntry => ({
        day: grain.byDay ? credit.day : null,
        productId: grain.byProduct ? credit.productId : null,
        counterpartyId: grain.byCounterparty ? credit.providerTenantId : null,
        amount: -credit.amount,
      }))
      return [...sums, ...credited]
    },
  }
}

export type CompanyChargesReader = ReturnType<typeof createCompanyCharges>
