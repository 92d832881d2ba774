import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  estimateFileToApiBody,
  fileToApiEstimate,
  fileToApiJobList,
  fileToApiListQuery,
  fileToApiProceedResult,
  fileToApiResultQuery,
  proceedFileToApiBody,
} from './file-to-api.schemas'

const tags = ['transaction']
const base = '/api/transaction/consumer'

/** Starting a run delivers data, as a data delivery does: the company's admins (docs/product.md#role-table). */
const dataDelivery = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-data-delivery',
  userType: 'consumer',
} as const
/** Runs and their results belong to the purchase: whoever reads purchased data reads them. */
const purchasedData = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-purchased-data',
  userType: 'consumer',
} as const

export const fileToApiRoutes = {
  estimate: defineRoute({
    method: 'POST',
    url: `${base}/data-delivery/estimate-file-to-api`,
    schema: {
      tags,
      summary:
        "What a run of the file would bill, calling nothing: its rows × the purchase's price, the dry run's billed calls, and what the spend caps leave this month",
      body: estimateFileToApiBody,
      response: { 200: okResult(fileToApiEstimate) },
    },
    config: { access: dataDelivery },
  }),
  proceed: defineRoute({
    method: 'POST',
    url: `${base}/data-delivery/proceed-file-to-api`,
    schema: {
      tags,
      summary:
        'Run an API purchase over a CSV data asset, each parameter filled from the column mapped to it. With is_dry_run the first 5 rows are called at once (real calls, metered and billed) and answered; otherwise the file is checked whole against the confirmed estimate (expected_rows, expected_amount) and the spend caps, and a run is queued.',
      body: proceedFileToApiBody,
      response: { 200: okResult(fileToApiProceedResult) },
    },
    config: { access: dataDelivery },
  }),
  list: defineRoute({
    method: 'GET',
    url: `${base}/purchased/list-file-to-api`,
    schema: {
      tags,
      summary: "The company's file-to-API runs, newest first, with their progress",
      querystring: fileToApiListQuery,
      response: { 200: okResult(fileToApiJobList) },
    },
    config: { access: purchasedData },
  }),
  downloadResult: defineRoute({
    method: 'GET',
    url: `${base}/purchased/download-result`,
    schema: {
      tags,
      summary:
        "A run's result as CSV (streamed): the file's columns, the response fields, and each row's status and message",
      querystring: fileToApiResultQuery,
      response: {},
    },
    config: { access: purchasedData },
  }),
} as const
