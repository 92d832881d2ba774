import { z } from 'zod'
import { transactionNoPattern } from './requests.schemas'

/** Where the sharing server answers, under the server's public address (LUMBUNG_PUBLIC_URL). */
export const deltaSharingPrefix = '/delta-sharing'

/**
 * An object name as the protocol allows it (no space, slash, dot or control character, at most 255
 * characters), read easily in `profile#share.schema.table`: lower case, runs of anything else as `_`.
 * The server names shares, schemas and tables with it; the purchase page's snippets name the table.
 */
export function deltaSharingObjectName(text: string): string {
  const name = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 200)
  return name || 'unnamed'
}

export const deltaSharingLimits = {
  /** Live (unrevoked, unexpired) profiles a company may hold at once. */
  liveTokensMax: 20,
  /** How long a profile's bearer token works; the profile file says until when. */
  tokenDays: 365,
  /** How long a file link in a query answer works: time enough for a connector to read the file. */
  fileLinkSeconds: 15 * 60,
  /** Items per page when the connector does not ask for fewer. */
  pageMax: 500,
  /** Wrong bearer tokens one address may send in `failedWindowSeconds` before it is refused a while. */
  failedTokensMax: 20,
  failedWindowSeconds: 10 * 60,
} as const

export const deltaSharingProfileParams = z.object({
  transaction_no: z.string().trim().regex(transactionNoPattern, { error: 'Transaction number is not valid' }),
})

/** The profile file of the Delta Sharing protocol, exactly as connectors read it. */
export const deltaSharingProfile = z.object({
  shareCredentialsVersion: z.literal(1),
  endpoint: z.string(),
  bearerToken: z.string(),
  expirationTime: z.string(),
})
export type DeltaSharingProfile = z.infer<typeof deltaSharingProfile>

/** A profile as the company's list shows it: never the token itself. */
export const deltaSharingToken = z.object({
  id: z.string(),
  /** `lds_••••abcd`. */
  masked_token: z.string(),
  transaction_no: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  is_live: z.boolean(),
})
export type DeltaSharingToken = z.infer<typeof deltaSharingToken>

export const deltaSharingTokenList = z.object({
  data: z.array(deltaSharingToken),
  live_count: z.number().int(),
  live_max: z.number().int(),
})
export type DeltaSharingTokenList = z.infer<typeof deltaSharingTokenList>

export const deltaSharingTokenIdParams = z.object({
  id: z.uuid({ error: 'Delta Sharing profile id is not valid' }),
})

const objectName = z.string().min(1).max(255)
export const deltaSharingShareParams = z.object({ share: objectName })
export const deltaSharingSchemaParams = deltaSharingShareParams.extend({ schema: objectName })
export const deltaSharingTableParams = deltaSharingSchemaParams.extend({ table: objectName })

/** Paging of every list: both optional, both checked by the service so errors keep the protocol's shape. */
export const deltaSharingPageQuery = z.object({
  maxResults: z.string().max(12).optional(),
  pageToken: z.string().max(200).optional(),
})
export type DeltaSharingPageQuery = z.infer<typeof deltaSharingPageQuery>

export const deltaSharingVersionQuery = z.object({
  startingTimestamp: z.string().max(64).optional(),
})

export const deltaSharingMetadataQuery = z.object({
  version: z.string().max(20).optional(),
  timestamp: z.string().max(64).optional(),
})
export type DeltaSharingMetadataQuery = z.infer<typeof deltaSharingMetadataQuery>

/**
 * The query body. Predicate and limit hints are accepted and, as the protocol allows, not applied: a
 * table is one file, so the connector filters and limits what it reads.
 */
export const deltaSharingQueryBody = z
  .looseObject({
    predicateHints: z.array(z.string()).optional(),
    jsonPredicateHints: z.string().optional(),
    limitHint: z.number().int().min(0).optional(),
    version: z.number().int().optional(),
    timestamp: z.string().optional(),
    startingVersion: z.number().int().optional(),
    endingVersion: z.number().int().optional(),
  })
  .optional()
export type DeltaSharingQueryBody = z.infer<typeof deltaSharingQueryBody>

export const deltaSharingFileParams = z.object({
  transaction_no: z.string().regex(transactionNoPattern),
  file_name: z.string().regex(/^[0-9a-f-]{36}\.parquet$/),
})
export const deltaSharingFileQuery = z.object({
  /** The consumer company, the id of the profile it was given through and the link's expiry; the signature covers all. */
  tenant: z.string().max(40).optional(),
  profile: z.string().max(40).optional(),
  expires: z.string().max(16).optional(),
  sig: z.string().max(128).optional(),
})
export type DeltaSharingFileQuery = z.infer<typeof deltaSharingFileQuery>
