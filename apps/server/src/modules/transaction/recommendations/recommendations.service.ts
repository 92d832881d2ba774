import {
  canMoveRecommendation,
  recommendationErrorCodes,
  recommendationErrorMessages,
  recommendationStatusLabels,
  type RecommendationAddBody,
  type RecommendationDetail,
  type RecommendationListQuery,
  type RecommendationStatusBody,
} from '@lumbung/contract'
import type { Database, Executor } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError, notFound } from '../../../lib/errors'
import type { IndonesianAreas } from '../../dropdown'
import type { Mail } from '../../mail'
import { resolveRegion } from './recommendation-region'
import { detailView, groupAnswers, listItemView } from './recommendation-view'
import type { RecommendationRecord, RecommendationsRepository } from './recommendations.repository'

export interface RecommendationsServiceDependencies {
  db: Database
  recommendations: RecommendationsRepository
  areas: IndonesianAreas
  audit: Audit
  mail: Mail
  publicUrl: string
  /** Data-need requests one company may send per Jakarta calendar day. */
  dailyLimit: number
  now?: () => Date
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>

export const recommendationNotFound = () => notFound(recommendationErrorMessages.notFound)

/** Asia/Jakarta keeps UTC+7 all year, so its midnight is a fixed offset from UTC. */
const jakartaOffsetMs = 7 * 60 * 60 * 1000
function startOfJakartaDay(at: Date): Date {
  const day = new Date(at.getTime() + jakartaOffsetMs).toISOString().slice(0, 10)
  return new Date(`${day}T00:00:00+07:00`)
}

/**
 * The consumer's form and list, and the operators' triage (OPEN → IN_REVIEW → FULFILLED | CLOSED,
 * docs/product.md#data-need-request).
 */
export function createRecommendationsService({
  db,
  recommendations,
  areas,
  audit,
  mail,
  publicUrl,
  dailyLimit,
  now = () => new Date(),
}: RecommendationsServiceDependencies) {
  async function detailOf(
    record: RecommendationRecord,
    executor: Executor = db,
  ): Promise<RecommendationDetail> {
    const answers = await recommendations.answersOf([record.recommendation.id], undefined, executor)
    return detailView(record, answers)
  }

  async function load(id: string, executor: Executor = db): Promise<RecommendationRecord> {
    const record = await recommendations.findById(id, executor)
    if (!record) throw recommendationNotFound()
    return record
  }

  return {
    /** Any admin or member may send one, of a verified company or not: it is only a wish list. */
    async add(actor: Actor, body: RecommendationAddBody): Promise<RecommendationDetail> {
      const region = await resolveRegion(areas, body)
      const id = await db.transaction(async (tx) => {
        // Each request mails every operator, so a script must not flood them.
        const sentToday = await recommendations.countSentSinceLocked(
          actor.tenantId,
          startOfJakartaDay(now()),
          tx,
        )
        if (sentToday >= dailyLimit) {
          throw new AppError(
            'TOO_MANY_REQUESTS',
            429,
            recommendationErrorMessages.dailyLimitReached(dailyLimit),
          )
        }
        const row = await recommendations.insert(
          {
            tenantId: actor.tenantId,
            createdBy: actor.userId,
            dataNeeded: body.data_needed,
            purpose: body.purpose,
            industry: body.industry,
            ...region,
            budget: body.budget ?? null,
            neededBy: body.needed_by ?? null,
          },
          tx,
        )
        await audit.record(tx, {
          action: 'recommendation.created',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'recommendation',
          targetId: row.id,
          detail: { data_needed: row.dataNeeded, industry: row.industry },
        })
        const companyName = (await recommendations.tenantName(actor.tenantId, tx)) ?? actor.fullName
        for (const operator of await recommendations.operators(tx)) {
          await mail.send(
            {
              to: operator.email,
              template: 'recommendation-submitted',
              data: {
                fullName: operator.fullName,
                companyName,
                dataNeeded: row.dataNeeded,
                link: `${publicUrl}/operator/data-needs/${row.id}`,
              },
            },
            tx,
          )
        }
        return row.id
      })
      return detailOf(await load(id))
    },

    /** The company's own requests with every answer; other companies' never show. */
    async consumerList(actor: Actor, query: RecommendationListQuery) {
      const { records, total } = await recommendations.list({ ...query, tenantId: actor.tenantId })
      const answers = groupAnswers(
        await recommendations.answersOf(records.map((record) => record.recommendation.id)),
      )
      return {
        data: records.map((record) => detailView(record, answers.get(record.recommendation.id) ?? [])),
        total_data: total,
      }
    },

    async consumerDetail(actor: Actor, id: string): Promise<RecommendationDetail> {
      const record = await recommendations.findById(id)
      if (!record || record.recommendation.tenantId !== actor.tenantId) throw recommendationNotFound()
      return detailOf(record)
    },

    async operatorList(actor: Actor, query: RecommendationListQuery) {
      const { records, total } = await recommendations.list({ ...query, isOpenFirst: true })
      const counts = await recommendations.answerCounts(records.map((record) => record.recommendation.id))
      return {
        data: records.map((record) => listItemView(record, counts.get(record.recommendation.id) ?? 0)),
        total_data: total,
      }
    },

    async operatorDetail(actor: Actor, id: string): Promise<RecommendationDetail> {
      return detailOf(await load(id))
    },

    /** One triage step; the consumer who asked is told, and the step is audited. */
    async changeStatus(
      actor: Actor,
      id: string,
      body: RecommendationStatusBody,
    ): Promise<RecommendationDetail> {
      await db.transaction(async (tx) => {
        const row = await recommendations.lockById(id, tx)
        if (!row) throw recommendationNotFound()
        if (!canMoveRecommendation(row.status, body.status)) {
          throw new AppError(
            recommendationErrorCodes.transitionNotAllowed,
            409,
            `A data-need request that is ${recommendationStatusLabels[row.status].toLowerCase()} can not be moved to ${recommendationStatusLabels[body.status].toLowerCase()}`,
          )
        }
        const at = now()
        const isMoved = await recommendations.changeStatus(
          id,
          { from: row.status, to: body.status, note: body.note, by: actor.userId, at },
          tx,
        )
        if (!isMoved) {
          throw new AppError(
            recommendationErrorCodes.transitionNotAllowed,
            409,
            'The request changed meanwhile',
          )
        }
        await audit.record(tx, {
          action: 'recommendation.status_changed',
          tenantId: row.tenantId,
          actorUserId: actor.userId,
          targetType: 'recommendation',
          targetId: id,
          detail: { from: row.status, to: body.status, note: body.note ?? null },
        })
        const record = await load(id, tx)
        if (record.requesterStatus === 'ACTIVE') {
          await mail.send(
            {
              to: record.requesterEmail,
              template: 'recommendation-status-changed',
              data: {
                fullName: record.requesterName,
                dataNeeded: row.dataNeeded,
                status: body.status,
                note: body.note ?? null,
                link: `${publicUrl}/consumer/marketplace/request`,
              },
            },
            tx,
          )
        }
      })
      return detailOf(await load(id))
    },
  }
}
