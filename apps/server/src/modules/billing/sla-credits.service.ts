import type { Executor } from '../../db/database'
import type { BillingCreditsRepository, ServiceMeasureRow } from './billing-credits.repository'
import type { Charge, Credit } from './billing-math'
import { periodEnd, periodStart } from './billing-period'
import { slaCreditOf } from './sla-credit-math'

/**
 * Service-level credits at month close (docs/decisions/0052-sla-credits-and-disputes.md). The month's
 * measures are read once; each consumer's credits are made inside the transaction that issues its
 * invoice, so a credit exists exactly when the invoice that shows it does.
 */
export function createSlaCredits({ credits }: { credits: BillingCreditsRepository }) {
  return {
    measures(period: string): Promise<ServiceMeasureRow[]> {
      return credits.serviceMeasures({ from: periodStart(period), to: periodEnd(period) })
    },

    /**
     * Makes the consumer's SLA credits of the month (none twice) and answers every credit of the month
     * not yet invoiced: these, and the disputes resolved with a credit during the month.
     */
    async creditsForInvoice(
      period: string,
      consumerTenantId: string,
      consumerCharges: readonly Charge[],
      measures: readonly ServiceMeasureRow[],
      executor: Executor,
    ): Promise<Credit[]> {
      const made = measures
        .filter((measure) => measure.consumerTenantId === consumerTenantId)
        .flatMap((measure) => {
          const productAmount = consumerCharges
            .filter((charge) => charge.productId === measure.productId)
            .reduce((sum, charge) => sum + charge.amount, 0)
          const credit = slaCreditOf({ ...measure, productAmount })
          if (!credit) return []
          return [
            {
              kind: 'SLA' as const,
              period,
              consumerTenantId,
              providerTenantId: measure.providerTenantId,
              productId: measure.productId,
              productName: measure.productName,
              amount: credit.amount,
              calls: measure.calls,
              failedCalls: measure.failedCalls,
              availabilityBasisPoints: credit.availabilityBasisPoints,
              targetBasisPoints: measure.targetBasisPoints,
            },
          ]
        })
      await credits.insertCredits(made, executor)
      const unbilled = await credits.unbilledOfConsumer(period, consumerTenantId, executor)
      return unbilled.map((row) => ({
        kind: row.kind,
        consumerTenantId: row.consumerTenantId,
        providerTenantId: row.providerTenantId,
        providerLegalName: row.providerLegalName,
        productId: row.productId,
        productName: row.productName,
        amount: row.amount,
      }))
    },
  }
}

export type SlaCredits = ReturnType<typeof createSlaCredits>
