import {
  transactionRequestStatuses,
  transactionRequestStatusLabels,
  type DropdownList,
  type TransactionRequestStatus,
  type TransactionRequestSummary,
  type TransactionRequestSummaryQuery,
} from '@lumbung/contract'
import type { Database } from '../../../db/database'
import { requireScreen, type Actor } from '../../../lib/access'
import type { RequestExpiry } from './request-expiry'
import type { RequestQueriesRepository } from './request-queries.repository'
import { instantRangeOf } from './request-reader'

const requestSummary = 'provider-my-transaction-request-summary'
const requestApproval = 'provider-my-transaction-request-approval'
/** Purchased data filters by these too, and the consumer's members read purchased data. */
const purchasedData = 'consumer-my-transaction-purchased-data'
const consumerSide = (actor: Actor | null) => requireScreen(actor, purchasedData, 'consumer').tenantId
const providerSide = (actor: Actor | null) => requireScreen(actor, requestApproval, 'provider').tenantId

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
  db,
  queries,
  expiry,
}: {
  db: Database
  queries: RequestQueriesRepository
  expiry: RequestExpiry
}) {
  return {
    async summary(
      actor: Actor | null,
      query: TransactionRequestSummaryQuery,
    ): Promise<TransactionRequestSummary> {
      const signedIn = requireScreen(actor, requestSummary, 'provider')
      const rows = await db.transaction(async (tx) => {
        await expiry.expireDue({ side: 'provider', tenantId: signedIn.tenantId }, tx)
        return queries.countByProductAndStatus(
          signedIn.tenantId,
          instantRangeOf(query.date_from, query.date_to),
          query.product_id,
          tx,
        )
      })
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
    providerOptions: async (actor: Actor | null) =>
      asList(await queries.counterparts('consumer', consumerSide(actor))),
    /** Consumer side: the products the company has requested. */
    consumerProductOptions: async (actor: Actor | null) =>
      asList(await queries.requestedProducts('consumer', consumerSide(actor))),
    /** Provider side: the companies that requested its products. */
    consumerOptions: async (actor: Actor | null) =>
      asList(await queries.counterparts('provider', providerSide(actor))),
    /** Provider side: its products that have requests. */
    providerProductOptions: async (actor: Actor | null) =>
      asList(await queries.requestedProducts('provider', providerSide(actor))),
  }
}
