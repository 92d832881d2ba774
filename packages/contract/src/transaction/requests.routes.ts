import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import { dropdownList } from '../dropdown/dropdown.schemas'
import { purchaseAccessChangeBody, purchaseAccessResumeBody } from './purchase-access.schemas'
import {
  transactionNoParams,
  transactionRequestAcceptBody,
  transactionRequestAddBody,
  transactionRequestApproveBody,
  transactionRequestDetail,
  transactionRequestList,
  transactionRequestListQuery,
  transactionRequestRejectBody,
  transactionRequestSummary,
  transactionRequestSummaryQuery,
  transactionRequestUpdateBody,
} from './requests.schemas'

const tags = ['transaction']
const base = '/api/transaction'
/** Requests are sent, read and withdrawn by the consumer's admins and owner (docs/product.md#role-table). */
const myRequest = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-my-request',
  userType: 'consumer',
} as const
/** Requests are read and decided by the provider's admins and owner (docs/product.md#role-table). */
const requestApproval = {
  kind: 'screen',
  routeName: 'provider-my-transaction-request-approval',
  userType: 'provider',
} as const
const requestSummary = {
  kind: 'screen',
  routeName: 'provider-my-transaction-request-summary',
  userType: 'provider',
} as const

/**
 * The consumer-side dropdowns filter purchased data, which the consumer's members read too, so they
 * follow that screen; the provider-side ones serve only the provider's request screens (admins).
 */
const purchasedData = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-purchased-data',
  userType: 'consumer',
} as const

const dropdown = (path: string, summary: string, access: typeof purchasedData | typeof requestApproval) =>
  defineRoute({
    method: 'GET',
    url: `${base}/dropdown/${path}`,
    schema: { tags, summary, response: { 200: okResult(dropdownList) } },
    config: { access },
  })

export const transactionRequestsRoutes = {
  add: defineRoute({
    method: 'POST',
    url: `${base}/consumer/request/add`,
    schema: {
      tags,
      summary: 'Request a published product; the provider approves, rejects or amends the terms',
      body: transactionRequestAddBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: myRequest },
  }),
  consumerList: defineRoute({
    method: 'GET',
    url: `${base}/consumer/request/list`,
    schema: {
      tags,
      summary: "The consumer company's requests, newest first",
      querystring: transactionRequestListQuery,
      response: { 200: okResult(transactionRequestList) },
    },
    config: { access: myRequest },
  }),
  consumerDetail: defineRoute({
    method: 'GET',
    url: `${base}/consumer/request/detail/:transaction_no`,
    schema: {
      tags,
      summary: 'One request of the consumer company, with its revisions',
      params: transactionNoParams,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: myRequest },
  }),
  withdraw: defineRoute({
    method: 'PUT',
    url: `${base}/consumer/request/withdraw/:transaction_no`,
    schema: {
      tags,
      summary: 'Withdraw a request that is still waiting for approval',
      params: transactionNoParams,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: myRequest },
  }),
  accept: defineRoute({
    method: 'PUT',
    url: `${base}/consumer/request/accept/:transaction_no`,
    schema: {
      tags,
      summary:
        "Accept the provider's latest terms; the request waits for approval again, bound to that revision",
      params: transactionNoParams,
      body: transactionRequestAcceptBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: myRequest },
  }),
  providerList: defineRoute({
    method: 'GET',
    url: `${base}/provider/request/list`,
    schema: {
      tags,
      summary: "Requests for the provider company's products, newest first",
      querystring: transactionRequestListQuery,
      response: { 200: okResult(transactionRequestList) },
    },
    config: { access: requestApproval },
  }),
  providerDetail: defineRoute({
    method: 'GET',
    url: `${base}/provider/request/detail/:transaction_no`,
    schema: {
      tags,
      summary: 'One request for a product of the provider company, with its revisions',
      params: transactionNoParams,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: requestApproval },
  }),
  summary: defineRoute({
    method: 'GET',
    url: `${base}/provider/request/summary`,
    schema: {
      tags,
      summary: 'Requests counted by status and by product over a period',
      querystring: transactionRequestSummaryQuery,
      response: { 200: okResult(transactionRequestSummary) },
    },
    config: { access: requestSummary },
  }),
  approve: defineRoute({
    method: 'PUT',
    url: `${base}/provider/request/approve`,
    schema: {
      tags,
      summary:
        'Approve a waiting request whose latest terms the consumer accepted; the consumer gets the product',
      body: transactionRequestApproveBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: requestApproval },
  }),
  reject: defineRoute({
    method: 'PUT',
    url: `${base}/provider/request/reject`,
    schema: {
      tags,
      summary: 'Reject a waiting request with a reason',
      body: transactionRequestRejectBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: requestApproval },
  }),
  update: defineRoute({
    method: 'PUT',
    url: `${base}/provider/request/update`,
    schema: {
      tags,
      summary: "Amend the terms of a waiting request; it waits for the consumer's acceptance of the revision",
      body: transactionRequestUpdateBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: requestApproval },
  }),
  suspend: defineRoute({
    method: 'PUT',
    url: `${base}/provider/request/suspend`,
    schema: {
      tags,
      summary: 'Suspend an active purchase with a reason; its deliveries stop until it is resumed',
      body: purchaseAccessChangeBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: requestApproval },
  }),
  resume: defineRoute({
    method: 'PUT',
    url: `${base}/provider/request/resume`,
    schema: {
      tags,
      summary: 'Resume a suspended purchase; its deliveries start again at once',
      body: purchaseAccessResumeBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: requestApproval },
  }),
  revoke: defineRoute({
    method: 'PUT',
    url: `${base}/provider/request/revoke`,
    schema: {
      tags,
      summary: 'Revoke an active or suspended purchase for good, with a reason',
      body: purchaseAccessChangeBody,
      response: { 200: okResult(transactionRequestDetail) },
    },
    config: { access: requestApproval },
  }),
  /** Consumer side: the providers the company has requested from. */
  providerDropdown: dropdown(
    'provider-list',
    'Providers the consumer company has requested from',
    purchasedData,
  ),
  /** Consumer side: the products the company has requested. */
  consumerProductDropdown: dropdown(
    'consumer-product-list',
    'Products the consumer company has requested',
    purchasedData,
  ),
  /** Provider side: the companies that requested the provider's products. */
  consumerDropdown: dropdown(
    'consumer-list',
    "Companies that requested the provider company's products",
    requestApproval,
  ),
  /** Provider side: the provider's products that have requests. */
  providerProductDropdown: dropdown(
    'provider-product-list',
    "The provider company's products that have requests",
    requestApproval,
  ),
} as const
