import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import { spendCapSettings, spendCapsBody, spendStatus } from './spend-caps.schemas'

const tags = ['billing']
const base = '/api/billing'

/** The spend caps screen, like every billing screen, is the owner's (docs/product.md#role-table). */
export const spendCapsAccess = {
  kind: 'screen',
  routeName: 'consumer-billings-spend-caps',
  userType: 'consumer',
} as const
/** Only the company's owner sets caps. */
export const spendCapsEditAccess = { ...spendCapsAccess, roles: [] } as const
/** The notices of reached thresholds show on the consumer dashboard, so whoever opens it reads them. */
export const spendStatusAccess = { kind: 'screen', routeName: 'consumer', userType: 'consumer' } as const

/** Monthly spend caps (docs/decisions/0051-spend-caps.md). */
export const spendCapRoutes = {
  spendCaps: defineRoute({
    method: 'GET',
    url: `${base}/spend-caps`,
    schema: {
      tags,
      summary: "The company's monthly spend caps, its purchased products and this month's spend",
      response: { 200: okResult(spendCapSettings) },
    },
    config: { access: spendCapsAccess },
  }),
  saveSpendCaps: defineRoute({
    method: 'PUT',
    url: `${base}/spend-caps`,
    schema: {
      tags,
      summary: 'Sets the company cap, the product caps (a product left out keeps no cap) and the refusal',
      body: spendCapsBody,
      response: { 200: okResult(spendCapSettings) },
    },
    config: { access: spendCapsEditAccess },
  }),
  spendStatus: defineRoute({
    method: 'GET',
    url: `${base}/spend-status`,
    schema: {
      tags,
      summary: "The caps whose 80 % or 100 % threshold this month's spend reached",
      response: { 200: okResult(spendStatus) },
    },
    config: { access: spendStatusAccess },
  }),
}
