import type { Database, Transaction } from '../../../db/database'
import type { TransactionRequestRow } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import { announceApproval, type ApprovalNoticeDependencies } from './request-approval'
import { notWaiting, requestChanged, requestNotFound } from './request-errors'
import type { RequestEvent, RequestNoticeExtra, RequestNotices } from './request-notices'
import { isWaiting } from './request-view'
import type { RequestChange, RequestSide, RequestsRepository } from './requests.repository'

/** What a transition changes, what it writes beside the change, and what the mail says about it. */
export interface TransitionPlan {
  change: RequestChange
  afterChange?: (changed: TransactionRequestRow, tx: Transaction) => Promise<void>
  notice?: RequestNoticeExtra
}

export type RequestTransitions = ReturnType<typeof createRequestTransitions>

/**
 * Every move out of (or between) the waiting states goes through here: read the request on the actor's
 * side (another company's number is simply not found), check it still waits, then change it only
 * if it is still waiting at the revision just read. The loser of a race finds no row and is told why;
 * nothing it planned is written, because the whole transaction rolls back.
 */
export function createRequestTransitions({
  db,
  requests,
  notices,
  approvals,
  now,
}: {
  db: Database
  requests: RequestsRepository
  notices: RequestNotices
  /** Where an approval is announced to every instance's gateway. */
  approvals: ApprovalNoticeDependencies
  now: () => Date
}) {
  return {
    async change(
      side: RequestSide,
      actor: Actor,
      transactionNo: string,
      event: RequestEvent,
      plan: (row: TransactionRequestRow, tx: Transaction) => TransitionPlan | Promise<TransitionPlan>,
    ): Promise<TransactionRequestRow> {
      const changed = await db.transaction(async (tx) => {
        const found = await requests.findByNo(side, actor.tenantId, transactionNo, now(), tx)
        if (!found) throw requestNotFound()
        const row = found.request
        if (!isWaiting(row)) throw notWaiting(row.status)
        const { change, afterChange, notice } = await plan(row, tx)
        const changed = await requests.changeWaiting(row.id, row.revision, change, tx)
        if (!changed) {
          const current = await requests.findByNo(side, actor.tenantId, transactionNo, now(), tx)
          if (current && !isWaiting(current.request)) throw notWaiting(current.request.status)
          throw requestChanged()
        }
        await afterChange?.(changed, tx)
        await notices.announce(event, changed, actor, tx, notice)
        return changed
      })
      // After the commit, so no gateway reloads the purchase before the approval is there to read.
      if (changed.status === 'APPROVED') await announceApproval(approvals, changed)
      return changed
    },
  }
}
