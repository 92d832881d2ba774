import {
  transactionRequestLabels,
  messages,
  type TransactionRequestAddBody,
  type TransactionRequestDetail,
  type TransactionRequestListQuery,
} from '@lumbung/contract'
import type { Database } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import { ownAgreementKey, type AgreementsService } from '../agreements'
import {
  announceApproval,
  approvalChangeOf,
  automaticApprovalMetadataOf,
  isApprovedAutomatically,
  type ApprovalNoticeDependencies,
} from './request-approval'
import { newTransactionNo } from './request-dates'
import {
  alreadyWaiting,
  invalidFields,
  nothingToAccept,
  ownProduct,
  productNotFound,
  productNotPublished,
  purchaseAlreadyLive,
  requestChanged,
  requestNotFound,
  revisionNotLatest,
} from './request-errors'
import type { RequestNotices } from './request-notices'
import type { RequestReader } from './request-reader'
import { requestMetadataOf, transactionMetadataOf } from './request-snapshots'
import type { RequestTransitions } from './request-transitions'
import type { RequestsRepository } from './requests.repository'

export interface ConsumerRequestsDependencies {
  db: Database
  requests: RequestsRepository
  reader: RequestReader
  transitions: RequestTransitions
  notices: RequestNotices
  /** Where an automatic approval is announced to every instance's gateway. */
  approvals: ApprovalNoticeDependencies
  /** Which agreement a new request accepts, kept on it (docs/decisions/0059). */
  agreements: Pick<AgreementsService, 'acceptedFor'>
  now?: () => Date
  /** Draws the six random characters' indexes (tests force clashes with it). */
  pick?: (max: number) => number
}

export type ConsumerRequestsService = ReturnType<typeof createConsumerRequestsService>

/** Six random characters clash about once in two billion a day; a few draws are plenty. */
const numberAttempts = 5

export function createConsumerRequestsService({
  db,
  requests,
  reader,
  transitions,
  notices,
  approvals,
  agreements,
  now = () => new Date(),
  pick,
}: ConsumerRequestsDependencies) {
  return {
    /**
     * The consumer's owner or admin asks for a published product offered to it. The terms, the
     * requester and the company are copied into the request as they are now. When the product approves
     * verified companies automatically and this one qualifies, the request is approved in the same
     * transaction (docs/decisions/0068), so the answer already shows the purchase.
     */
    async add(actor: Actor, body: TransactionRequestAddBody): Promise<TransactionRequestDetail> {
      // The provider's own agreement is read and hashed before the transaction opens, so no row stays
      // locked while a file streams; the product is checked again inside.
      const seen = await requests.visibleProduct(actor.tenantId, body.product_id)
      const early =
        seen && seen.product.tenantId !== actor.tenantId && seen.product.status === 'PUBLISHED'
          ? await agreements.acceptedFor(seen.product)
          : null
      const added = await db.transaction(async (tx) => {
        const found = await requests.visibleProduct(actor.tenantId, body.product_id, tx)
        if (!found) throw productNotFound()
        const { product, ownerLegalName } = found
        if (product.tenantId === actor.tenantId) throw ownProduct()
        if (product.status !== 'PUBLISHED') throw productNotPublished()
        const isSubscription = product.pricingModel === 'SUBSCRIPTION'
        const periodCount = body.period_count ?? null
        if (isSubscription && periodCount === null) {
          throw invalidFields({ period_count: messages.required(transactionRequestLabels.period_count) })
        }
        if (!isSubscription && periodCount !== null) {
          throw invalidFields({
            period_count: `${transactionRequestLabels.period_count} applies to subscriptions only`,
          })
        }
        const waiting = await requests.lockWaiting(actor.tenantId, product.id, tx)
        if (waiting) throw alreadyWaiting(waiting.transactionNo)
        // A second purchase of what the company already holds is deliberate: it says why.
        const live = await requests.livePurchase(actor.tenantId, product.id, now(), tx)
        if (live && body.repeat_reason === undefined) throw purchaseAlreadyLive(live.transactionNo)
        const profile = await requests.profileOf(actor.userId, tx)
        if (!profile) throw requestNotFound()

        const at = now()
        const values = {
          productId: product.id,
          consumerTenantId: actor.tenantId,
          providerTenantId: product.tenantId,
          requestedBy: actor.userId,
          purposeOfUsage: body.purpose_of_usage,
          isDataAccessAgreement: body.is_data_access_agreement,
          // Hashed again only when the product changed its agreement in between.
          acceptedAgreement:
            early && early.fileKey === ownAgreementKey(product)
              ? early
              : await agreements.acceptedFor(product),
          transactionMetadata: transactionMetadataOf(product, ownerLegalName, periodCount),
          requestMetadata: requestMetadataOf(profile, at),
          periodCount,
          repeatReason: live ? (body.repeat_reason ?? null) : null,
          createdAt: at,
          updatedAt: at,
        }
        for (let attempt = 0; attempt < numberAttempts; attempt += 1) {
          const row = await requests.insert({ ...values, transactionNo: newTransactionNo(at, pick) }, tx)
          if (!row) continue
          await notices.announce('added', row, actor, tx)
          if (!isApprovedAutomatically(product, profile)) return row
          const approval = automaticApprovalMetadataOf(product, ownerLegalName, at)
          // Revision 0: the terms are the product's own, as the consumer just accepted them.
          const change = approvalChangeOf(row, approval, null, 0, at)
          const approved = await requests.changeWaiting(row.id, row.revision, change, tx)
          if (!approved) throw requestChanged()
          await notices.announce('auto_approved', approved, { userId: null, tenantId: product.tenantId }, tx)
          return approved
        }
        throw new Error('Could not draw a free transaction number')
      })
      if (added.status === 'APPROVED') await announceApproval(approvals, added)
      return reader.detail('consumer', actor.tenantId, added.transactionNo)
    },

    async list(actor: Actor, query: TransactionRequestListQuery) {
      return reader.list('consumer', actor.tenantId, query)
    },

    async detail(actor: Actor, transactionNo: string) {
      return reader.detail('consumer', actor.tenantId, transactionNo)
    },

    /**
     * The consumer accepts the provider's latest terms, naming the revision it read: a newer revision
     * must be read first. The request waits for approval again, and approval binds this revision.
     */
    async accept(actor: Actor, transactionNo: string, revisionNo: number) {
      await transitions.change('consumer', actor, transactionNo, 'accepted', async (row, tx) => {
        if (row.status !== 'WAITING_CONSUMER_ACCEPTANCE') throw nothingToAccept()
        const latest = await requests.countRevisions(row.id, tx)
        if (revisionNo !== latest) throw revisionNotLatest(latest)
        return {
          change: {
            status: 'WAITING_APPROVAL',
            acceptedRevisionNo: latest,
            acceptedAt: now(),
            acceptedBy: actor.userId,
          },
        }
      })
      return reader.detail('consumer', actor.tenantId, transactionNo)
    },

    /** Only while the request waits; a decided request stays as it is. */
    async withdraw(actor: Actor, transactionNo: string) {
      await transitions.change('consumer', actor, transactionNo, 'withdrawn', () => ({
        change: { status: 'WITHDRAWN' },
      }))
      return reader.detail('consumer', actor.tenantId, transactionNo)
    },
  }
}
