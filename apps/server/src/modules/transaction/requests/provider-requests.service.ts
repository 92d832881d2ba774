import {
  transactionAmendmentErrorMessages,
  type TransactionRequestListQuery,
  type TransactionRequestUpdateBody,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import {
  invalidFields,
  productNotPublished,
  requestNotFound,
  termsNotAccepted,
  termsUnchanged,
  zeroPriceUnconfirmed,
} from './request-errors'
import { approvalChangeOf } from './request-approval'
import type { RequestReader } from './request-reader'
import { approvalMetadataOf, isSameTerms, termsOf, type Terms } from './request-snapshots'
import type { RequestTransitions, TransitionPlan } from './request-transitions'
import { transactionMetadataOfRow } from './request-view'
import type { RequestChange, RequestsRepository } from './requests.repository'
import type { TransactionRequestRow } from '../../../db/schema'
import type { Transaction } from '../../../db/database'

export interface ProviderRequestsDependencies {
  requests: RequestsRepository
  reader: RequestReader
  transitions: RequestTransitions
  now?: () => Date
}

export type ProviderRequestsService = ReturnType<typeof createProviderRequestsService>

export function createProviderRequestsService({
  requests,
  reader,
  transitions,
  now = () => new Date(),
}: ProviderRequestsDependencies) {
  /**
   * Archiving stops new requests (docs/product.md#product): a waiting one can no longer be approved or
   * amended.
   */
  async function requirePublished(row: TransactionRequestRow, tx: Transaction) {
    const product = await requests.productStatusOf(row.productId, tx)
    if (product?.status !== 'PUBLISHED') throw productNotPublished()
    return product
  }

  /**
   * Approval binds the terms the consumer accepted (docs/decisions/0057): the request must be back in
   * WAITING_APPROVAL and the consumer's accepted revision must be the latest one (0 when the provider
   * never changed the product's terms). Answers the revision the purchase is bound to.
   */
  async function acceptedRevision(row: TransactionRequestRow, tx: Transaction): Promise<number> {
    if (row.status !== 'WAITING_APPROVAL') throw termsNotAccepted()
    const latest = await requests.countRevisions(row.id, tx)
    if (latest !== (row.acceptedRevisionNo ?? 0)) throw termsNotAccepted()
    return latest
  }

  /** The decider's snapshot and, for a subscription being approved, its period from now. */
  async function decision(
    actor: Actor,
    row: TransactionRequestRow,
    action: 'APPROVED' | 'REJECTED',
    tx: Transaction,
  ): Promise<RequestChange> {
    const boundRevision = action === 'APPROVED' ? await acceptedRevision(row, tx) : null
    if (action === 'APPROVED') await requirePublished(row, tx)
    const profile = await requests.profileOf(actor.userId, tx)
    if (!profile) throw requestNotFound()
    const at = now()
    const approval = approvalMetadataOf(profile, action, at)
    if (boundRevision !== null) return approvalChangeOf(row, approval, actor.userId, boundRevision, at)
    return { status: action, approvalMetadata: approval, decidedBy: actor.userId, decidedAt: at }
  }

  /**
   * New terms for a waiting request: checked against its pricing model, recorded as a revision, and
   * waiting for the consumer's acceptance.
   */
  async function amendment(
    row: TransactionRequestRow,
    body: TransactionRequestUpdateBody,
    actor: Actor,
    tx: Transaction,
  ): Promise<TransitionPlan> {
    const product = await requirePublished(row, tx)
    const current = transactionMetadataOfRow(row)
    const isSubscription = current.pricing_model === 'SUBSCRIPTION'
    const errors: Record<string, string> = {}
    if (body.monthly_quota !== undefined && !(isSubscription && current.data_type === 'API')) {
      errors.monthly_quota = transactionAmendmentErrorMessages.monthlyQuotaApiOnly
    }
    if (body.period_count !== undefined && !isSubscription) {
      errors.period_count = transactionAmendmentErrorMessages.periodCountSubscriptionOnly
    }
    if (Object.keys(errors).length > 0) throw invalidFields(errors)
    const previous = termsOf(current)
    const next: Terms = {
      price: body.price,
      unit: current.unit,
      monthly_quota: body.monthly_quota ?? current.monthly_quota,
      period_count: body.period_count ?? current.period_count,
    }
    if (isSameTerms(previous, next)) throw termsUnchanged()
    // Rp 0 gives a public product away: the provider says so explicitly (a private offer may be free).
    if (next.price === 0 && !product.isPrivate && body.confirm_zero_price !== true) {
      throw zeroPriceUnconfirmed()
    }
    const note = body.note ?? null
    return {
      change: {
        // The consumer accepts (or withdraws) before the provider may approve these terms.
        status: 'WAITING_CONSUMER_ACCEPTANCE',
        transactionMetadata: {
          ...current,
          price: next.price,
          monthly_quota: next.monthly_quota,
          period_count: next.period_count,
        },
        periodCount: next.period_count,
      },
      afterChange: async (changed, tx) => {
        // The UPDATE holds the row's lock, so counting here cannot race another amendment.
        const revisionNo = (await requests.countRevisions(changed.id, tx)) + 1
        await requests.insertRevision(
          {
            transactionRequestId: changed.id,
            revisionNo,
            changedBy: actor.userId,
            previousTerms: previous,
            terms: next,
            note,
          },
          tx,
        )
      },
      notice: { terms: next, previousTerms: previous, note },
    }
  }

  return {
    async list(actor: Actor, query: TransactionRequestListQuery) {
      return reader.list('provider', actor.tenantId, query)
    },

    async detail(actor: Actor, transactionNo: string) {
      return reader.detail('provider', actor.tenantId, transactionNo)
    },

    async approve(actor: Actor, transactionNo: string) {
      await transitions.change('provider', actor, transactionNo, 'approved', async (row, tx) => ({
        change: await decision(actor, row, 'APPROVED', tx),
      }))
      return reader.detail('provider', actor.tenantId, transactionNo)
    },

    async reject(actor: Actor, transactionNo: string, reason: string) {
      await transitions.change('provider', actor, transactionNo, 'rejected', async (row, tx) => ({
        change: { ...(await decision(actor, row, 'REJECTED', tx)), rejectReason: reason },
      }))
      return reader.detail('provider', actor.tenantId, transactionNo)
    },

    async update(actor: Actor, body: TransactionRequestUpdateBody) {
      await transitions.change('provider', actor, body.transaction_no, 'updated', (row, tx) =>
        amendment(row, body, actor, tx),
      )
      return reader.detail('provider', actor.tenantId, body.transaction_no)
    },
  }
}
