import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  providerRecommendationDetail,
  providerRecommendationList,
  recommendationAddBody,
  recommendationDetail,
  recommendationDetailList,
  recommendationIdParams,
  recommendationList,
  recommendationListQuery,
  recommendationRespondBody,
  recommendationStatusBody,
} from './recommendations.schemas'

const tags = ['transaction']
const base = '/api/transaction'

/**
 * The consumer form's screen: its name holds `marketplace`, so admins and members may send one, and
 * an unverified company too (docs/product.md#verified-rule; docs/decisions/0025).
 */
const requestScreen = {
  kind: 'screen',
  routeName: 'consumer-marketplace-request',
  userType: 'consumer',
} as const
/** The provider board: verified providers' admins and members (no entry of the role table decides it). */
const boardScreen = {
  kind: 'screen',
  routeName: 'provider-my-transaction-data-needs',
  userType: 'provider',
} as const
const operatorOnly = { kind: 'operator' } as const

export const recommendationsRoutes = {
  add: defineRoute({
    method: 'POST',
    url: `${base}/consumer/recommendation`,
    schema: {
      tags,
      summary: 'Tell the marketplace about data the company needs and cannot find',
      body: recommendationAddBody,
      response: { 200: okResult(recommendationDetail) },
    },
    config: { access: requestScreen },
  }),
  consumerList: defineRoute({
    method: 'GET',
    url: `${base}/consumer/recommendation/list`,
    schema: {
      tags,
      summary: "The company's data-need requests with their status and the providers' answers, newest first",
      querystring: recommendationListQuery,
      response: { 200: okResult(recommendationDetailList) },
    },
    config: { access: requestScreen },
  }),
  consumerDetail: defineRoute({
    method: 'GET',
    url: `${base}/consumer/recommendation/detail/:id`,
    schema: {
      tags,
      summary: 'One data-need request of the company',
      params: recommendationIdParams,
      response: { 200: okResult(recommendationDetail) },
    },
    config: { access: requestScreen },
  }),
  operatorList: defineRoute({
    method: 'GET',
    url: `${base}/operator/recommendation/list`,
    schema: {
      tags,
      summary: 'Every data-need request; open ones first',
      querystring: recommendationListQuery,
      response: { 200: okResult(recommendationList) },
    },
    config: { access: operatorOnly },
  }),
  operatorDetail: defineRoute({
    method: 'GET',
    url: `${base}/operator/recommendation/detail/:id`,
    schema: {
      tags,
      summary: 'One data-need request with who asked and every answer',
      params: recommendationIdParams,
      response: { 200: okResult(recommendationDetail) },
    },
    config: { access: operatorOnly },
  }),
  operatorStatus: defineRoute({
    method: 'PUT',
    url: `${base}/operator/recommendation/status/:id`,
    schema: {
      tags,
      summary: 'Triage: OPEN → IN_REVIEW → FULFILLED or CLOSED, with an optional note to the consumer',
      params: recommendationIdParams,
      body: recommendationStatusBody,
      response: { 200: okResult(recommendationDetail) },
    },
    config: { access: operatorOnly },
  }),
  providerList: defineRoute({
    method: 'GET',
    url: `${base}/provider/recommendation/list`,
    schema: {
      tags,
      summary: 'Open and in-review data-need requests of other companies, newest first',
      querystring: recommendationListQuery,
      response: { 200: okResult(providerRecommendationList) },
    },
    config: { access: boardScreen },
  }),
  providerDetail: defineRoute({
    method: 'GET',
    url: `${base}/provider/recommendation/detail/:id`,
    schema: {
      tags,
      summary: 'One open or in-review data-need request, with the products the provider can answer with',
      params: recommendationIdParams,
      response: { 200: okResult(providerRecommendationDetail) },
    },
    config: { access: boardScreen },
  }),
  respond: defineRoute({
    method: 'POST',
    url: `${base}/provider/recommendation/respond/:id`,
    schema: {
      tags,
      summary: "Answer a data-need request with one of the provider's published products",
      params: recommendationIdParams,
      body: recommendationRespondBody,
      response: { 200: okResult(providerRecommendationDetail) },
    },
    config: { access: boardScreen },
  }),
} as const
