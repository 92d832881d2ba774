import { z } from 'zod'
import { okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  deltaSharingFileParams,
  deltaSharingFileQuery,
  deltaSharingMetadataQuery,
  deltaSharingPageQuery,
  deltaSharingPrefix,
  deltaSharingProfile,
  deltaSharingProfileParams,
  deltaSharingQueryBody,
  deltaSharingSchemaParams,
  deltaSharingShareParams,
  deltaSharingTableParams,
  deltaSharingToken,
  deltaSharingTokenIdParams,
  deltaSharingTokenList,
  deltaSharingVersionQuery,
} from './delta-sharing.schemas'

const tags = ['delta-sharing']
const base = '/api/transaction/consumer/purchased'
/** The purchase page is the company's admins' and members'; profiles are its owner's and admins'. */
const purchasedAdmins = {
  kind: 'screen',
  routeName: 'consumer-my-transaction-purchased-data',
  userType: 'consumer',
  roles: ['admin'],
} as const
const shareToken = { kind: 'share-token' } as const
/** The protocol's answers are JSON or ndjson of its own, not the API's result wrapper. */
const protocolAnswer = { 200: z.unknown() }

/** The company's Delta Sharing profiles, made and revoked from the purchase page. */
export const deltaSharingProfileRoutes = {
  profile: defineRoute({
    method: 'POST',
    url: `${base}/delta-sharing-profile/:transaction_no`,
    schema: {
      tags,
      summary:
        'Make a Delta Sharing profile for the company (fresh login required); the answer holds its bearer token, once',
      params: deltaSharingProfileParams,
      response: { 200: okResult(deltaSharingProfile) },
    },
    config: { access: purchasedAdmins },
  }),
  list: defineRoute({
    method: 'GET',
    url: `${base}/delta-sharing-tokens`,
    schema: {
      tags,
      summary: "The company's Delta Sharing profiles, live ones first (never the tokens themselves)",
      response: { 200: okResult(deltaSharingTokenList) },
    },
    config: { access: purchasedAdmins },
  }),
  revoke: defineRoute({
    method: 'PUT',
    url: `${base}/delta-sharing-tokens/revoke/:id`,
    schema: {
      tags,
      summary: 'Revoke a Delta Sharing profile: its token and the links it was given stop working at once',
      params: deltaSharingTokenIdParams,
      response: { 200: okResult(deltaSharingToken) },
    },
    config: { access: purchasedAdmins },
  }),
} as const

/**
 * The sharing server (delta-io Delta Sharing protocol): one share per consumer company, one schema per
 * provider, one table per purchased file product (docs/decisions/0066-delta-sharing.md).
 */
export const deltaSharingRoutes = {
  listShares: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/shares`,
    schema: { tags, summary: 'List shares', querystring: deltaSharingPageQuery, response: protocolAnswer },
    config: { access: shareToken },
  }),
  getShare: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/shares/:share`,
    schema: { tags, summary: 'Get a share', params: deltaSharingShareParams, response: protocolAnswer },
    config: { access: shareToken },
  }),
  listSchemas: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/shares/:share/schemas`,
    schema: {
      tags,
      summary: 'List the schemas of a share',
      params: deltaSharingShareParams,
      querystring: deltaSharingPageQuery,
      response: protocolAnswer,
    },
    config: { access: shareToken },
  }),
  listTables: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/shares/:share/schemas/:schema/tables`,
    schema: {
      tags,
      summary: 'List the tables of a schema',
      params: deltaSharingSchemaParams,
      querystring: deltaSharingPageQuery,
      response: protocolAnswer,
    },
    config: { access: shareToken },
  }),
  listAllTables: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/shares/:share/all-tables`,
    schema: {
      tags,
      summary: 'List every table of a share',
      params: deltaSharingShareParams,
      querystring: deltaSharingPageQuery,
      response: protocolAnswer,
    },
    config: { access: shareToken },
  }),
  tableVersion: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/shares/:share/schemas/:schema/tables/:table/version`,
    schema: {
      tags,
      summary: "A table's version (the file's version number) in the Delta-Table-Version header",
      params: deltaSharingTableParams,
      querystring: deltaSharingVersionQuery,
      response: protocolAnswer,
    },
    config: { access: shareToken },
  }),
  tableMetadata: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/shares/:share/schemas/:schema/tables/:table/metadata`,
    schema: {
      tags,
      summary: "A table's protocol and metadata (ndjson)",
      params: deltaSharingTableParams,
      querystring: deltaSharingMetadataQuery,
      response: protocolAnswer,
    },
    config: { access: shareToken },
  }),
  query: defineRoute({
    method: 'POST',
    url: `${deltaSharingPrefix}/shares/:share/schemas/:schema/tables/:table/query`,
    schema: {
      tags,
      summary: "A table's protocol, metadata and a signed link to its Parquet file (ndjson)",
      params: deltaSharingTableParams,
      body: deltaSharingQueryBody,
      response: protocolAnswer,
    },
    config: { access: shareToken },
  }),
  file: defineRoute({
    method: 'GET',
    url: `${deltaSharingPrefix}/files/:transaction_no/:file_name`,
    schema: {
      tags,
      summary: 'The Parquet file of a table, through the signed link a query answered (no token needed)',
      params: deltaSharingFileParams,
      querystring: deltaSharingFileQuery,
      response: { 200: z.unknown(), 206: z.unknown(), 416: z.unknown() },
    },
    // The signature in the link stands in for the token; the service checks it, the token and the purchase.
    config: { access: { kind: 'public' } },
  }),
} as const
