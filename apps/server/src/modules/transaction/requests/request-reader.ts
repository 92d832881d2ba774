import type {
  TransactionRequestDetail,
  TransactionRequestListItem,
  TransactionRequestListQuery,
} from '@lumbung/contract'
import type { Database } from '../../../db/database'
import type { StorageUrls } from '../../../lib/storage-urls'
import { startOfJakartaDay } from './request-dates'
import { requestNotFound } from './request-errors'
import type { InstantRange, RequestQueriesRepository } from './request-queries.repository'
import { detailOf, listItemOf } from './request-view'
import type { RequestSide, RequestsRepository } from './requests.repository'

export interface RequestReaderDependencies {
  db: Database
  requests: RequestsRepository
  queries: RequestQueriesRepository
  urls: StorageUrls
  now: () => Date
}

export type RequestReader = ReturnType<typeof createRequestReader>

/** Calendar days `YYYY-MM-DD` in Jakarta, inclusive, as a half-open range of instants. */
export function instantRangeOf(dateFrom: string | undefined, dateTo: string | undefined): InstantRange {
  return {
    from: dateFrom ? startOfJakartaDay(dateFrom) : undefined,
    until: dateTo ? startOfJakartaDay(dateTo, 1) : undefined,
  }
}

/** Both sides read requests through here, each with the status as of now (see request-status.ts). */
export function createRequestReader({ db, requests, queries, urls, now }: RequestReaderDependencies) {
  return {
    async detail(
      side: RequestSide,
      tenantId: string,
      transactionNo: string,
    ): Promise<TransactionRequestDetail> {
      return db.transaction(async (tx) => {
        const found = await requests.findByNo(side, tenantId, transactionNo, now(), tx)
        if (!found) throw requestNotFound()
        const revisions = await requests.revisionsOf(found.request.id, tx)
        return detailOf(side, found.request, found.productImageKey, revisions, urls)
      })
    },

    async list(
      side: RequestSide,
      tenantId: string,
      query: TransactionRequestListQuery,
    ): Promise<{ data: TransactionRequestListItem[]; total_data: number }> {
      return db.transaction(async (tx) => {
        const { rows, total } = await queries.list(
          side,
          tenantId,
          query,
          instantRangeOf(query.date_from, query.date_to),
          now(),
          tx,
        )
        return { data: rows.map((row) => listItemOf(row, row.revisionCount)), total_data: total }
      })
    },
  }
}
