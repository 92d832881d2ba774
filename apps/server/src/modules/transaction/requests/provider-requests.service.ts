import {
  transactionRequestLabels,
  type TransactionRequestListQuery,
  type TransactionRequestUpdateBody,
} from '@lumbung/contract'
import { requireScreen, type Actor } from '../../../lib/access'
import { periodEndOf } from './request-dates'
import { invalidFields, productNotPublished, requestNotFound, termsUnchanged } from './request-errors'
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

const requestApproval = 'provider-my-transaction-request-approval'

export function createProviderRequestsService({
  requests,
  reader,
  transitions,
  now = () => new Date(),
}: ProviderRequestsDependencies) {
  const allow = (actor: Actor | null) => requireScreen(actor, requestApproval, 'provider')

  /**
   * Archiving stops new requests (docs/product.md#product): a waiting one can no longer be approved or
   * amended.
   */
  async function requirePublished(row: TransactionRequestRow, tx: Transaction) {
    if ((await requests.productStatusOf(row.productId, tx)) !== 'PUBLISHED') throw productNotPublished()
  }

  /** The decider's snapshot and, for a subscription being approved, its period from now. */
  async function decision(
    actor: Actor,
    row: TransactionRequestRow,
    action: 'APPROVED' | 'REJECTED',
    tx: Transaction,
  ): Promise<RequestChange> {
    if (action === 'APPROVED') await requirePublished(row, tx)
    const profile = await requests.profileOf(actor.userId, tx)
    if (!profile) throw requestNotFound()
    const at = now()
    const change: RequestChange = {
      status: action,
      approvalMetadata: approvalMetadataOf(profile, action, at),
      decidedBy: actor.userId,
      decidedAt: at,
    }
    const terms = transactionMetadataOfRow(row)
    const unit = terms.unit
    if (terms.pricing_model === 'SUBSCRIPTION' && action === 'APPROVED' && row.periodCount) {
      if (unit === 'MONTH' || unit === 'YEAR') {
        change.periodStart = at
        change.periodEnd = periodEndOf(at, row.periodCount, unit)
      }
    }
    return change
  }

  /** New terms for a waiting request: checked against its pricing model, recorded as a revision. */
  async function amendment(
    row: TransactionRequestRow,
    body: TransactionRequestUpdateBody,
    actor: Actor,
    tx: Transaction,
  ): Promise<TransitionPlan> {
    await requirePublished(row, tx)
    const current = transactionMetadataOfRow(row)
    const isSubscription = current.pricing_model === 'SUBSCRIPTION'
    const errors: Record<string, string> = {}
    if (body.monthly_quota !== undefined && !(isSubscription && current.data_type === 'API')) {
      errors.monthly_quota = `${transactionRequestLabels.monthly_quota} applies to API subscriptions only`
    }
    if (body.period_count !== undefined && !isSubscription) {
      errors.period_count = `${transactionRequestLabels.period_count} applies to subscriptions only`
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
    const note = body.note ?? null
    return {
      change: {
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
      notice: { terms: next, note },
    }
  }

  return {
    async list(actor: Actor | null, query: TransactionRequestListQuery) {
      const signedIn = allow(actor)
      return reader.list('provider', signedIn.tenantId, query)
    },

    async detail(actor: Actor | null, transactionNo: string) {
      const signedIn = allow(actor)
      return reader.detail('provider', signedIn.tenantId, transactionNo)
    },

    async approve(actor: Actor | null, transactionNo: string) {
      const signedIn = allow(actor)
      await transitions.change('provider', signedIn, transactionNo, 'approved', async (row, tx) => ({
        change: await decision(signedIn, row, 'APPROVED', tx),
      }))
      return reader.detail('provider', signedIn.tenantId, transactionNo)
    },

    async reject(actor: Actor | null, transactionNo: string, reason: string) {
      const signedIn = allow(actor)
      await transitions.change('provider', signedIn, transactionNo, 'rejected', async (row, tx) => ({
        change: { ...(await decision(signedIn, row, 'REJECTED', tx)), rejectReason: reason },
      }))
      return reader.detail('provider', signedIn.tenantId, transactionNo)
    },

    async update(actor: Actor | null, body: TransactionRequestUpdateBody) {
      const signedIn = allow(actor)
      await transitions.change('provider', signedIn, body.transaction_no, 'updated', (row, tx) =>
        amendment(row, body, signedIn, tx),
      )
      return reader.detail('provider', signedIn.tenantId, body.transaction_no)
    },
  }
}
