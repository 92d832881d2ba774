import {
  purchaseAccessErrorMessages,
  transactionRequestStatusLabels,
  type PurchaseAccessAction,
  type TransactionRequestDetail,
} from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Database, Executor } from '../../../db/database'
import type { TransactionRequestRow } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import type { ChangeNotices } from '../../../lib/change-notices'
import { AppError } from '../../../lib/errors'
import type { Mail } from '../../mail'
import { accessMoves, isAccessActionOpen } from './purchase-access-rules'
import { requestNotFound } from './request-errors'
import type { RequestReader } from './request-reader'
import { transactionMetadataOfRow } from './request-view'
import type { RequestsRepository } from './requests.repository'

export interface PurchaseAccessDependencies {
  db: Database
  requests: RequestsRepository
  reader: RequestReader
  audit: Audit
  mail: Mail
  notices: Pick<ChangeNotices, 'publish'>
  logger: Pick<FastifyBaseLogger, 'warn'>
  publicUrl: string
  now?: () => Date
}

export type PurchaseAccessService = ReturnType<typeof createPurchaseAccessService>

/** Why `action` is refused on the purchase as it stands, or null when it is open. */
function refusalOf(row: TransactionRequestRow, action: PurchaseAccessAction): AppError | null {
  if (row.status !== 'APPROVED') {
    const status = transactionRequestStatusLabels[row.status].toLowerCase()
    return new AppError(
      'NOT_AN_ACTIVE_PURCHASE',
      409,
      `${purchaseAccessErrorMessages.notPurchase}: this one is ${status}`,
    )
  }
  if (isAccessActionOpen(row, action)) return null
  if (row.accessStatus === 'REVOKED') {
    return new AppError('ACCESS_REVOKED', 409, purchaseAccessErrorMessages.revoked)
  }
  return action === 'resume'
    ? new AppError('ACCESS_NOT_SUSPENDED', 409, purchaseAccessErrorMessages.resumeNeedsSuspended)
    : new AppError('ACCESS_NOT_ACTIVE', 409, purchaseAccessErrorMessages.suspendNeedsActive)
}

/**
 * A provider admin suspends, resumes or revokes an approved purchase of its own product
 * (docs/decisions/0032). The change is checked and written like a decision: read on the provider's side
 * (another company's number is simply not found), checked, then written only at the revision read, so
 * of two admins racing the second gets a 409 and nothing of its plan is written. The audit entry and
 * the mail commit with the change; the change notice goes out after the commit, so the gateway never
 * reloads the old access.
 */
export function createPurchaseAccessService({
  db,
  requests,
  reader,
  audit,
  mail,
  notices,
  logger,
  publicUrl,
  now = () => new Date(),
}: PurchaseAccessDependencies) {
  const base = publicUrl.replace(/\/+$/, '')

  async function tellConsumer(
    action: PurchaseAccessAction,
    row: TransactionRequestRow,
    executor: Executor,
  ): Promise<void> {
    const terms = transactionMetadataOfRow(row)
    const common = {
      transactionNo: row.transactionNo,
      productName: terms.product_name,
      providerName: terms.owner_legal_name,
      link: `${base}/consumer/my-transaction/purchased-data/${row.transactionNo}`,
    }
    for (const person of await requests.purchaseRecipients(row.consumerTenantId, row.requestedBy, executor)) {
      const to = person.email
      const data = { ...common, fullName: person.fullName }
      // The database holds a reason for every suspension and revocation (the body requires one).
      const reason = row.accessReason ?? ''
      await mail.send(
        action === 'resume'
          ? { to, template: 'purchase-access-resumed', data: { ...data, note: row.accessReason } }
          : action === 'suspend'
            ? { to, template: 'purchase-access-suspended', data: { ...data, reason } }
            : { to, template: 'purchase-access-revoked', data: { ...data, reason } },
        executor,
      )
    }
  }

  async function change(
    actor: Actor,
    action: PurchaseAccessAction,
    transactionNo: string,
    reason: string | null,
  ): Promise<TransactionRequestDetail> {
    const move = accessMoves[action]
    const changed = await db.transaction(async (tx) => {
      const at = now()
      const found = await requests.findByNo('provider', actor.tenantId, transactionNo, at, tx)
      if (!found) throw requestNotFound()
      const row = found.request
      const refusal = refusalOf(row, action)
      if (refusal) throw refusal
      const updated = await requests.changeAccess(
        row.id,
        row.revision,
        move.from,
        { accessStatus: move.to, accessReason: reason, accessChangedAt: at, accessChangedBy: actor.userId },
        tx,
      )
      if (!updated) {
        // Another admin (or the expiry sweep) changed it first: say what it is now when that explains it.
        const current = await requests.findByNo('provider', actor.tenantId, transactionNo, now(), tx)
        const reasonNow = current ? refusalOf(current.request, action) : null
        throw reasonNow ?? new AppError('ACCESS_CHANGED', 409, purchaseAccessErrorMessages.changed)
      }
      await audit.record(tx, {
        action: `transaction_request.${move.event}`,
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        targetType: 'transaction_request',
        targetId: updated.id,
        detail: {
          transaction_no: updated.transactionNo,
          product_id: updated.productId,
          consumer_tenant_id: updated.consumerTenantId,
          previous_access_status: row.accessStatus,
          access_status: updated.accessStatus,
          ...(reason ? { reason } : {}),
        },
      })
      await tellConsumer(action, updated, tx)
      return updated
    })
    await notices
      .publish({
        topic: 'purchase',
        transactionRequestId: changed.id,
        consumerTenantId: changed.consumerTenantId,
      })
      .catch((error: unknown) => {
        // Committed: a lost notice must not fail the answer; the gateway's cache entries expire on their own.
        logger.warn({ err: error, transactionNo }, 'could not publish the purchase change notice')
      })
    return reader.detail('provider', actor.tenantId, transactionNo)
  }

  return {
    suspend: (actor: Actor, transactionNo: string, reason: string) =>
      change(actor, 'suspend', transactionNo, reason),
    resume: (actor: Actor, transactionNo: string, note: string | undefined) =>
      change(actor, 'resume', transactionNo, note ?? null),
    revoke: (actor: Actor, transactionNo: string, reason: string) =>
      change(actor, 'revoke', transactionNo, reason),
  }
}
