import {
  answerableRecommendationStatuses,
  isRecommendationAnswerable,
  recommendationErrorCodes,
  recommendationErrorMessages,
  recommendationStatusLabels,
  type ProviderRecommendationDetail,
  type RecommendationListQuery,
  type RecommendationRespondBody,
} from '@lumbung/contract'
import type { Database } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError } from '../../../lib/errors'
import type { Mail } from '../../mail'
import { groupAnswers, providerView } from './recommendation-view'
import type { RecommendationRecord, RecommendationsRepository } from './recommendations.repository'
import { recommendationNotFound } from './recommendations.service'

export interface RecommendationAnswersServiceDependencies {
  db: Database
  recommendations: RecommendationsRepository
  audit: Audit
  mail: Mail
  publicUrl: string
  now?: () => Date
}

export type RecommendationAnswersService = ReturnType<typeof createRecommendationAnswersService>

const productNotAnswerable = () =>
  new AppError(
    recommendationErrorCodes.productNotAnswerable,
    422,
    recommendationErrorMessages.productNotAnswerable,
    { product_id: recommendationErrorMessages.productNotAnswerable },
  )

/**
 * The provider board: verified providers (the screen's rules) read other companies' open and in-review
 * data-need requests and answer them with their own published products.
 */
export function createRecommendationAnswersService({
  db,
  recommendations,
  audit,
  mail,
  publicUrl,
  now = () => new Date(),
}: RecommendationAnswersServiceDependencies) {
  /** On the board: answerable, and not the provider's own company's request. */
  const isOnBoard = (
    actor: Actor,
    record: RecommendationRecord | undefined,
  ): record is RecommendationRecord =>
    record !== undefined &&
    record.recommendation.tenantId !== actor.tenantId &&
    isRecommendationAnswerable(record.recommendation.status)

  async function detailOf(actor: Actor, record: RecommendationRecord): Promise<ProviderRecommendationDetail> {
    const id = record.recommendation.id
    const [mine, products] = await Promise.all([
      recommendations.answersOf([id], actor.tenantId),
      recommendations.answerableProducts(actor.tenantId, record.recommendation.tenantId, id),
    ])
    return {
      ...providerView(record, mine),
      answerable_products: products.map((product) => ({ value: product.id, description: product.name })),
    }
  }

  return {
    async list(actor: Actor, query: RecommendationListQuery) {
      const { records, total } = await recommendations.list({
        ...query,
        statuses: answerableRecommendationStatuses,
        excludeTenantId: actor.tenantId,
      })
      const mine = groupAnswers(
        await recommendations.answersOf(
          records.map((record) => record.recommendation.id),
          actor.tenantId,
        ),
      )
      return {
        data: records.map((record) => providerView(record, mine.get(record.recommendation.id) ?? [])),
        total_data: total,
      }
    },

    async detail(actor: Actor, id: string): Promise<ProviderRecommendationDetail> {
      const record = await recommendations.findById(id)
      if (!isOnBoard(actor, record)) throw recommendationNotFound()
      return detailOf(actor, record)
    },

    /** One answer per product per request; the consumer who asked is told at once. */
    async respond(
      actor: Actor,
      id: string,
      body: RecommendationRespondBody,
    ): Promise<ProviderRecommendationDetail> {
      await db.transaction(async (tx) => {
        // Locked, so an operator closing it at the same moment either comes first or waits.
        const row = await recommendations.lockById(id, tx)
        if (!row || row.tenantId === actor.tenantId) throw recommendationNotFound()
        if (!isRecommendationAnswerable(row.status)) {
          throw new AppError(
            recommendationErrorCodes.notAnswerable,
            409,
            `This data-need request is ${recommendationStatusLabels[row.status].toLowerCase()} and takes no more answers`,
          )
        }
        const product = await recommendations.findOwnProduct(actor.tenantId, body.product_id, tx)
        const isOffered =
          product !== undefined &&
          product.status === 'PUBLISHED' &&
          (!product.isPrivate || product.consumerTenantId === row.tenantId)
        if (!isOffered) throw productNotAnswerable()
        const isInserted = await recommendations.insertAnswer(
          {
            recommendationId: id,
            providerTenantId: actor.tenantId,
            productId: product.id,
            message: body.message,
            respondedBy: actor.userId,
          },
          tx,
        )
        if (!isInserted) {
          throw new AppError(
            recommendationErrorCodes.alreadyAnswered,
            409,
            'This product already answers this data-need request',
          )
        }
        await recommendations.touch(id, now(), tx)
        await audit.record(tx, {
          action: 'recommendation.answered',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'recommendation',
          targetId: id,
          detail: { product_id: product.id, product_name: product.name, consumer_id: row.tenantId },
        })
        const record = await recommendations.findById(id, tx)
        if (record && record.requesterStatus === 'ACTIVE') {
          await mail.send(
            {
              to: record.requesterEmail,
              template: 'recommendation-answered',
              data: {
                fullName: record.requesterName,
                dataNeeded: row.dataNeeded,
                providerName: (await recommendations.tenantName(actor.tenantId, tx)) ?? actor.fullName,
                productName: product.name,
                message: body.message,
                link: `${publicUrl}/consumer/marketplace/products/${product.id}`,
              },
            },
            tx,
          )
        }
      })
      const record = await recommendations.findById(id)
      if (!record) throw recommendationNotFound()
      return detailOf(actor, record)
    },
  }
}
