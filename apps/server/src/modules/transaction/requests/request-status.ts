import type { TransactionRequestStatus } from '@lumbung/contract'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { transactionRequests } from '../../../db/schema'

/** Both waiting states: for the provider's approval, or for the consumer's acceptance of new terms. */
export const waitingStatuses = ['WAITING_APPROVAL', 'WAITING_CONSUMER_ACCEPTANCE'] as const

/**
 * The one rule for a request's status as of `now`: an APPROVED subscription whose period has ended is
 * EXPIRED, whether or not the expiry sweep has recorded it yet. Every read selects and filters by
 * this expression (lists, details, counts, purchased data), so no screen ever shows a passed
 * period as approved; the sweep only records the change and mails and audits it, once.
 */
export function effectiveStatus(now: Date): SQL<TransactionRequestStatus> {
  // A literal rather than a parameter, so the same expression can be selected and grouped by; an ISO
  // instant holds only digits, dashes, colons, a dot and letters T and Z.
  const instant = sql.raw(`'${now.toISOString()}'::timestamptz`)
  return sql<TransactionRequestStatus>`(case when ${transactionRequests.status} = 'APPROVED' and ${transactionRequests.periodEnd} is not null and ${transactionRequests.periodEnd} <= ${instant} then 'EXPIRED' else ${transactionRequests.status} end)`
}

/**
 * A purchase of the consumer tenant: a request that was approved, which may since have expired or
 * lost its access. Waiting, rejected and withdrawn requests are never purchases.
 */
export function isPurchaseOf(consumerTenantId: string): SQL {
  return and(
    eq(transactionRequests.consumerTenantId, consumerTenantId),
    inArray(transactionRequests.status, ['APPROVED', 'EXPIRED']),
  )!
}

/** A purchase that receives data now: approved and unexpired as of `now`, its access ACTIVE. */
export function isEntitledNow(now: Date): SQL {
  return and(sql`${effectiveStatus(now)} = 'APPROVED'`, eq(transactionRequests.accessStatus, 'ACTIVE'))!
}
