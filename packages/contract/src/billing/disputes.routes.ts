import { z } from 'zod'
import { listOf, okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import { consumerBillingAccess, providerBillingAccess } from './billing.routes'
import {
  consumerDisputeQuery,
  dispute,
  disputeAnswerBody,
  disputeIdParams,
  disputeListQuery,
  disputeOpenBody,
  disputeResolveBody,
} from './disputes.schemas'

const tags = ['billing']

/**
 * Invoice-line disputes (docs/decisions/0052-sla-credits-and-disputes.md): the consumer's owner opens one,
 * the provider's owner answers, an operator resolves it (billing is the owner's, docs/product.md#role-table). Each party reads the same
 * history; a company sees only its own invoices' or products' disputes.
 */
export const disputeRoutes = {
  open: defineRoute({
    method: 'POST',
    url: '/api/billing/disputes',
    schema: {
      tags,
      summary: 'Dispute one charge of an issued invoice of the caller’s company, with a reason',
      body: disputeOpenBody,
      response: { 200: okResult(dispute) },
    },
    config: { access: consumerBillingAccess },
  }),
  consumerList: defineRoute({
    method: 'GET',
    url: '/api/billing/disputes/consumer',
    schema: {
      tags,
      summary: 'The disputes of one invoice of the caller’s company, with their history',
      querystring: consumerDisputeQuery,
      response: { 200: okResult(z.array(dispute)) },
    },
    config: { access: consumerBillingAccess },
  }),
  providerList: defineRoute({
    method: 'GET',
    url: '/api/billing/disputes/provider',
    schema: {
      tags,
      summary: 'Disputes of the caller’s products (filter: status), newest first',
      querystring: disputeListQuery,
      response: { 200: okResult(listOf(dispute)) },
    },
    config: { access: providerBillingAccess },
  }),
  answer: defineRoute({
    method: 'PUT',
    url: '/api/billing/disputes/:id/answer',
    schema: {
      tags,
      summary: 'The provider answers an open dispute of one of its products',
      params: disputeIdParams,
      body: disputeAnswerBody,
      response: { 200: okResult(dispute) },
    },
    config: { access: providerBillingAccess },
  }),
}

const operatorOnly = { access: { kind: 'operator' } } as const

/** The operator console's side of disputes. */
export const operatorDisputeRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/api/operator/billing/disputes',
    schema: {
      tags: ['operator'],
      summary: 'Every company’s disputes (filter: status), newest first',
      querystring: disputeListQuery,
      response: { 200: okResult(listOf(dispute)) },
    },
    config: operatorOnly,
  }),
  resolve: defineRoute({
    method: 'PUT',
    url: '/api/operator/billing/disputes/:id/resolve',
    schema: {
      tags: ['operator'],
      summary: 'Resolve a dispute with a credit (on the consumer’s next invoice) or without one, with a note',
      params: disputeIdParams,
      body: disputeResolveBody,
      response: { 200: okResult(dispute) },
    },
    config: operatorOnly,
  }),
}
