import { z } from 'zod'
import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  autoDeliveryBody,
  autoDeliveryState,
  dataDelivery,
  dataDeliveryIdParams,
  dataDeliveryList,
  dataDeliveryListQuery,
  dataDeliveryOptions,
  downloadFileQuery,
  downloadInfo,
  downloadLink,
  downloadParams,
  proceedDataDeliveryBody,
} from './data-delivery.schemas'

const tags = ['transaction']
const base = '/api/transaction/consumer'

/** The Data delivery screen is the consumer company's admins' (docs/product.md#role-table). */
const dataDeliveryScreen = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-data-delivery',
  userType: 'consumer',
} as const
/** Downloads sit on the purchased-data screens: admins and members. */
const purchasedData = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-purchased-data',
  userType: 'consumer',
} as const

export const dataDeliveryRoutes = {
  list: defineRoute({
    method: 'GET',
    url: `${base}/data-delivery/list`,
    schema: {
      tags,
      summary: "The company's deliveries to its storage, newest first",
      querystring: dataDeliveryListQuery,
      response: { 200: okResult(dataDeliveryList) },
    },
    config: { access: dataDeliveryScreen },
  }),
  detail: defineRoute({
    method: 'GET',
    url: `${base}/data-delivery/detail/:id`,
    schema: {
      tags,
      summary: 'One delivery with its receipt',
      params: dataDeliveryIdParams,
      response: { 200: okResult(dataDelivery) },
    },
    config: { access: dataDeliveryScreen },
  }),
  options: defineRoute({
    method: 'GET',
    url: `${base}/data-delivery/options`,
    schema: {
      tags,
      summary:
        "What the New delivery form offers: the file purchases deliverable now and the company's consumer storage settings",
      response: { 200: okResult(dataDeliveryOptions) },
    },
    config: { access: dataDeliveryScreen },
  }),
  proceed: defineRoute({
    method: 'POST',
    url: `${base}/data-delivery/proceed`,
    schema: {
      tags,
      summary: "Queue a delivery of a purchased file into one of the company's storage settings",
      body: proceedDataDeliveryBody,
      response: { 200: okResult(dataDelivery) },
    },
    config: { access: dataDeliveryScreen },
  }),
  autoDelivery: defineRoute({
    method: 'PUT',
    url: `${base}/data-delivery/auto-delivery`,
    schema: {
      tags,
      summary: "Switch a subscription's auto-delivery of new versions on (with its storage and path) or off",
      body: autoDeliveryBody,
      response: { 200: okResult(autoDeliveryState) },
    },
    config: { access: dataDeliveryScreen },
  }),
} as const

export const downloadRoutes = {
  info: defineRoute({
    method: 'GET',
    url: `${base}/purchased/download-info/:transaction_no`,
    schema: {
      tags,
      summary: "The file a purchase downloads now: version, name, size and SHA-256 (refused while it can't)",
      params: downloadParams,
      response: { 200: okResult(downloadInfo) },
    },
    config: { access: purchasedData },
  }),
  link: defineRoute({
    method: 'POST',
    url: `${base}/purchased/download-link/:transaction_no`,
    schema: {
      tags,
      summary: 'A signed download link valid for a few minutes',
      params: downloadParams,
      response: { 200: okResult(downloadLink) },
    },
    config: { access: purchasedData },
  }),
  file: defineRoute({
    method: 'GET',
    url: `${base}/purchased/download/:transaction_no`,
    schema: {
      tags,
      summary:
        'The file itself, through a signed link (no session needed): streamed, with Range support, Content-Disposition and the SHA-256 as ETag',
      params: downloadParams,
      querystring: downloadFileQuery,
      response: { 200: z.unknown(), 206: z.unknown(), 416: z.unknown() },
    },
    // The signature in the link stands in for the session; the service checks it and the purchase.
    config: { access: { kind: 'public' } },
  }),
} as const
