import {
  transactionRequestLabels,
  messages,
  type TransactionRequestAddBody,
  type TransactionRequestDetail,
  type TransactionRequestListQuery,
} from '@lumbung/contract'
import type { Database } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import { newTransactionNo } from './request-dates'
import {
  alreadyWaiting,
  invalidFields,
  ownProduct,
  productNotFound,
  productNotPublished,
  requestNotFound,
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
  now = () => new Date(),
  pick,
}: ConsumerRequestsDependencies) {
  return {
    /**
     * The consumer's owner or admin asks for a published product offered to it. The terms, the
     * requester and the company are copied into the request as they are now.
     */
    async add(actor: Actor, body: TransactionRequestAddBody): Promise<TransactionRequestDetail> {
      const transactionNo = await db.transaction(async (tx) => {
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
          transactionMetadata: transactionMetadataOf(product, ownerLegalName, periodCount),
          requestMetadata: requestMetadataOf(profile, at),
          periodCount,
          createdAt: at,
          updatedAt: at,
        }
        for (let attempt = 0; attempt < numberAttempts; attempt += 1) {
          const row = await requests.insert({ ...values, transactionNo: newTransactionNo(at, pick) }, tx)
          if (!row) continue
          await notices.announce('added', row, actor, tx)
          return row.transactionNo
        }
        throw new Error('Could not draw a free transaction number')
      })
      return reader.detail('consumer', actor.tenantId, transactionNo)
    },

    async list(actor: Actor, query: TransactionRequestListQuery) {
      return reader.list('consumer', actor.tenantId, query)
    },

    async detail(actor: Actor, transactionNo: string) {
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
