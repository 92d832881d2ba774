import type { BillingCredit } from '@lumbung/contract'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Executor } from '../../db/database'
import { billingCredits, tenants, type BillingCreditRow } from '../../db/schema'
import { rowsOf, whole } from './billing-charges.repository'
import type { ChargeWindow } from './billing-charges.repository'

/** One consumer's calls of one API product with an availability target, over a month. */
export interface ServiceMeasureRow {
  consumerTenantId: string
  providerTenantId: string
  providerLegalName: string
  productId: string
  productName: string
  targetBasisPoints: number
  calls: number
  failedCalls: number
}

export type NewBillingCredit = typeof billingCredits.$inferInsert

const consumer = alias(tenants, 'credit_consumer')
const provider = alias(tenants, 'credit_provider')

const percent = (basisPoints: number | null) => (basisPoints === null ? null : basisPoints / 100)

function creditOf(row: BillingCreditRow, consumerName: string, providerName: string): BillingCredit {
  return {
    id: row.id,
    kind: row.kind,
    period: row.period,
    consumer_tenant_id: row.consumerTenantId,
    consumer_legal_name: consumerName,
    provider_tenant_id: row.providerTenantId,
    provider_legal_name: providerName,
    product_id: row.productId,
    product_name: row.productName,
    amount: row.amount,
    calls: row.calls,
    failed_calls: row.failedCalls,
    availability: percent(row.availabilityBasisPoints),
    availability_target: percent(row.targetBasisPoints),
    dispute_id: row.disputeId,
  }
}

/** Credits to consumers (docs/decisions/0052-sla-credits-and-disputes.md): SQL only. */
export function createBillingCreditsRepository(db: Database) {
  async function viewed(where: ReturnType<typeof eq>): Promise<BillingCredit[]> {
    const rows = await db
      .select({ credit: billingCredits, consumerName: consumer.legalName, providerName: provider.legalName })
      .from(billingCredits)
      .innerJoin(consumer, eq(consumer.id, billingCredits.consumerTenantId))
      .innerJoin(provider, eq(provider.id, billingCredits.providerTenantId))
      .where(where)
      .orderBy(asc(billingCredits.createdAt), asc(billingCredits.productName))
    return rows.map((row) => creditOf(row.credit, row.consumerName, row.providerName))
  }

  return {
    /**
     * Each consumer's API calls of each product that states a target, from the daily rollups: calls
     * leave out the gateway's refusals; failed calls are upstream errors and time-outs.
     */
    async serviceMeasures(window: ChargeWindow, executor: Executor = db): Promise<ServiceMeasureRow[]> {
      const rows = rowsOf(
        await executor.execute(sql`select d.consumer_tenant_id, d.provider_tenant_id, d.product_id,
            pr.name as product_name, pr.availability_target_basis_points as target, p.legal_name as provider_name,
            sum(case when d.outcome <> 'REJECTED' then d.calls else 0 end)::bigint as calls,
            sum(case when d.outcome in ('UPSTREAM_ERROR', 'TIMEOUT') then d.calls else 0 end)::bigint as failed
          from usage_daily d
          join products pr on pr.id = d.product_id
          join tenants p on p.id = d.provider_tenant_id
          where d.bucket >= ${window.from.toISOString()}::timestamptz and d.bucket < ${window.to.toISOString()}::timestamptz
            and d.kind = 'API_CALL' and pr.availability_target_basis_points is not null
          group by d.consumer_tenant_id, d.provider_tenant_id, d.product_id, pr.name,
            pr.availability_target_basis_points, p.legal_name`),
      )
      return rows.map((row) => ({
        consumerTenantId: String(row.consumer_tenant_id),
        providerTenantId: String(row.provider_tenant_id),
        providerLegalName: String(row.provider_name),
        productId: String(row.product_id),
        productName: String(row.product_name),
        targetBasisPoints: whole(row.target),
        calls: whole(row.calls),
        failedCalls: whole(row.failed),
      }))
    },

    /** SLA credits are made once per consumer, product and month: a second close inserts nothing. */
    async insertCredits(values: NewBillingCredit[], executor: Executor = db): Promise<void> {
      if (values.length === 0) return
      await executor.insert(billingCredits).values(values).onConflictDoNothing()
    },

    /** A month's credits of one consumer not yet on an invoice. */
    async unbilledOfConsumer(period: string, consumerTenantId: string, executor: Executor = db) {
      const rows = await executor
        .select({ credit: billingCredits, providerLegalName: provider.legalName })
        .from(billingCredits)
        .innerJoin(provider, eq(provider.id, billingCredits.providerTenantId))
        .where(
          and(
            eq(billingCredits.period, period),
            eq(billingCredits.consumerTenantId, consumerTenantId),
            isNull(billingCredits.invoiceId),
          ),
        )
        .orderBy(asc(billingCredits.createdAt), asc(billingCredits.productName))
      return rows.map((row) => ({ ...row.credit, providerLegalName: row.providerLegalName }))
    },

    /** A month's credits against one provider not yet deducted from a settlement. */
    async unsettledOfProvider(period: string, providerTenantId: string, executor: Executor = db) {
      return executor
        .select()
        .from(billingCredits)
        .where(
          and(
            eq(billingCredits.period, period),
            eq(billingCredits.providerTenantId, providerTenantId),
            isNull(billingCredits.settlementId),
          ),
        )
    },

    /** The tenants with a credit in a month, so a month close reaches them even without a charge. */
    async tenantsWithCredits(period: string, executor: Executor = db) {
      return executor
        .selectDistinct({
          consumerTenantId: billingCredits.consumerTenantId,
          providerTenantId: billingCredits.providerTenantId,
        })
        .from(billingCredits)
        .where(eq(billingCredits.period, period))
    },

    async markInvoiced(period: string, consumerTenantId: string, invoiceId: string, executor: Executor) {
      await executor
        .update(billingCredits)
        .set({ invoiceId })
        .where(
          and(
            eq(billingCredits.period, period),
            eq(billingCredits.consumerTenantId, consumerTenantId),
            isNull(billingCredits.invoiceId),
          ),
        )
    },

    async markSettled(period: string, providerTenantId: string, settlementId: string, executor: Executor) {
      await executor
        .update(billingCredits)
        .set({ settlementId })
        .where(
          and(
            eq(billingCredits.period, period),
            eq(billingCredits.providerTenantId, providerTenantId),
            isNull(billingCredits.settlementId),
          ),
        )
    },

    /**
     * Every credit of a company on one side in the given months, invoiced or not, with both companies'
     * names: what its charges in a period subtract (company-charges.ts).
     */
    async ofCompany(scope: { side: 'consumer' | 'provider'; tenantId: string }, periods: readonly string[]) {
      if (periods.length === 0) return []
      const own =
        scope.side === 'consumer' ? billingCredits.consumerTenantId : billingCredits.providerTenantId
      const rows = await db
        .select({
          credit: billingCredits,
          consumerName: consumer.legalName,
          providerName: provider.legalName,
        })
        .from(billingCredits)
        .innerJoin(consumer, eq(consumer.id, billingCredits.consumerTenantId))
        .innerJoin(provider, eq(provider.id, billingCredits.providerTenantId))
        .where(and(eq(own, scope.tenantId), inArray(billingCredits.period, [...periods])))
      return rows.map((row) => ({
        ...row.credit,
        consumerLegalName: row.consumerName,
        providerLegalName: row.providerName,
      }))
    },

    ofInvoice: (invoiceId: string) => viewed(eq(billingCredits.invoiceId, invoiceId)),
    ofSettlement: (settlementId: string) => viewed(eq(billingCredits.settlementId, settlementId)),
  }
}

export type BillingCreditsRepository = ReturnType<typeof createBillingCreditsRepository>
