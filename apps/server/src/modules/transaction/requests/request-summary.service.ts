import {
  transactionRequestStatuses,
  transactionRequestStatusLabels,
  type DropdownList,
  type TransactionRequestStatus,
  type TransactionRequestSummary,
  type TransactionRequestSummaryQuery,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import type { RequestQueriesRepository } from './request-queries.repository'
import { instantRangeOf } from './request-reader'

/** Every status, zeros included, in the order of the request status dropdown. */
function byStatus(counts: Partial<Record<TransactionRequestStatus, number>>) {
  return transactionRequestStatuses.map((status) => ({
    status,
    description: transactionRequestStatusLabels[status],
    total: counts[status] ?? 0,
  }))
}

const asList = (rows: { value: string; description: string }[]): DropdownList => ({
  data: rows,
  total_data: rows.length,
})

export type RequestSummaryService = ReturnType<typeof createRequestSummaryService>

/** The provider's counts over a period, and the four dropdowns, each scoped to the actor's company. */
export function createRequestSummaryService({
  queries,
  now,
}: {
  queries: RequestQueriesRepository
  now: () => Date
}) {
  return {
    async summary(actor: Actor, query: TransactionRequestSummaryQuery): Promise<TransactionRequestSummary> {
      const rows = await queries.countByProductAndStatus(
        actor.tenantId,
        instantRangeOf(query.date_from, query.date_to),
        query.product_id,
        now(),
      )
      const totals: Partial<Record<TransactionRequestStatus, number>> = {}
      const products = new Map<
        string,
        { name: string; counts: Partial<Record<TransactionRequestStatus, number>> }
      >()
      for (const row of rows) {
        totals[row.status] = (totals[row.status] ?? 0) + row.total
        const product = products.get(row.productId) ?? { name: row.productName, counts: {} }
        product.counts[row.status] = (product.counts[row.status] ?? 0) + row.total
        products.set(row.productId, product)
      }
      return {
        date_from: query.date_from ?? null,
        date_to: query.date_to ?? null,
        total: rows.reduce((sum, row) => sum + row.total, 0),
        by_status: byStatus(totals),
        by_product: [...products].map(([productId, product]) => ({
          product_id: productId,
          product_name: product.name,
          total: Object.values(product.counts).reduce((sum, total) => sum + total, 0),
          by_status: byStatus(product.counts),
        })),
      }
    },

    /** Consumer side: the providers the company has asked. */
    providerOptions: async (actor: Actor) => asList(await queries.counterparts('consumer', actor.tenantId)),
    /** Consumer side: the products the company has requested. */
    consumerProductOptions: async (actor: Actor) =>
      asList(await queries.requestedProducts('consumer', actor.tenantId)),
    /** Provider side: the companies that requested its products. */
    consumerOptions: async (actor: Actor) => asList(await queries.counterparts('provider', actor.tenantId)),
    /** Provider side: its products that have requests. */
    providerProductOptions: async (actor: Actor) =>
      asList(await queries.requestedProducts('provider', actor.tenantId)),
  }
}
