import {
  transactionRequestLabels,
  type TransactionRequestListQuery,
  type TransactionRequestUpdateBody,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
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
