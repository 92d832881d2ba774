import {
  describeReference,
  industries,
  type ProviderRecommendation,
  type RecommendationAnswer,
  type RecommendationDetail,
  type RecommendationListItem,
} from '@lumbung/contract'
import type { AnswerRecord, RecommendationRecord } from './recommendations.repository'

const iso = (value: Date | null) => (value ? value.toISOString() : null)
const industryText = (value: string | null) => (value ? describeReference(industries, value) : null)

/** What the consumer asked for: every side reads this much. */
function fieldsOf({ recommendation: row }: RecommendationRecord) {
  return {
    id: row.id,
    data_needed: row.dataNeeded,
    purpose: row.purpose,
    industry: row.industry,
    industry_description: industryText(row.industry),
    province_code: row.provinceCode,
    province_name: row.provinceName,
    district_code: row.districtCode,
    district_name: row.districtName,
    subdistrict_code: row.subdistrictCode,
    subdistrict_name: row.subdistrictName,
    budget: row.budget,
    needed_by: row.neededBy,
    status: row.status,
    created_date: row.createdAt.toISOString(),
    modified_date: row.updatedAt.toISOString(),
  }
}

export function answerView(answer: AnswerRecord): RecommendationAnswer {
  return {
    id: answer.id,
    product_id: answer.productId,
    product_name: answer.productName,
    product_short_description: answer.productShortDescription,
    is_product_available: answer.productStatus === 'PUBLISHED',
    provider_id: answer.providerTenantId,
    provider_name: answer.providerName,
    message: answer.message,
    created_date: answer.createdAt.toISOString(),
  }
}

/** The consumer's own request, and the operators' view of any. */
export function detailView(record: RecommendationRecord, answers: AnswerRecord[]): RecommendationDetail {
  const row = record.recommendation
  return {
    ...fieldsOf(record),
    consumer_id: row.tenantId,
    consumer_legal_name: record.consumerLegalName,
    requester_name: record.requesterName,
    requester_email: record.requesterEmail,
    operator_note: row.operatorNote,
    triaged_by_name: record.triagedByName,
    triaged_date: iso(row.triagedAt),
    answers: answers.map(answerView),
  }
}

export function listItemView(record: RecommendationRecord, answerCount: number): RecommendationListItem {
  return {
    ...fieldsOf(record),
    consumer_id: record.recommendation.tenantId,
    consumer_legal_name: record.consumerLegalName,
    requester_name: record.requesterName,
    answer_count: answerCount,
  }
}

/**
 * The board's view: the need and the asking company's name and industry, nothing that reaches a person
 * (docs/decisions/0025), and only the provider's own answers.
 */
export function providerView(
  record: RecommendationRecord,
  myAnswers: AnswerRecord[],
): ProviderRecommendation {
  return {
    ...fieldsOf(record),
    consumer_legal_name: record.consumerLegalName,
    consumer_industry: record.consumerIndustry,
    consumer_industry_description: industryText(record.consumerIndustry),
    my_answers: myAnswers.map((answer) => ({
      id: answer.id,
      product_id: answer.productId,
      product_name: answer.productName,
      message: answer.message,
      responder_name: answer.responderName,
      created_date: answer.createdAt.toISOString(),
    })),
  }
}

/** Answers grouped by the request they answer. */
export function groupAnswers(answers: AnswerRecord[]): Map<string, AnswerRecord[]> {
  const grouped = new Map<string, AnswerRecord[]>()
  for (const answer of answers) {
    const list = grouped.get(answer.recommendationId) ?? []
    list.push(answer)
    grouped.set(answer.recommendationId, list)
  }
  return grouped
}
