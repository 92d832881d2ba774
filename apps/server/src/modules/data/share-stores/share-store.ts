import type { Executor } from '../../../db/database'
import { shareModulus } from '../../../lib/secret-share'

/**
 * The two share stores of secret-share datasets behind one interface (docs/decisions/0035). A store
 * keeps, for each row of a dataset, the keyed hashes of its identifiers, its public dimensions and its
 * own share of every measure, sealed under a key of its own. Asked for the rows whose identifier is in
 * a list of hashes, it answers only per-group counts and the sum of its own shares mod 2^64: one store's
 * partial sum is a uniformly random number, whatever the values.
 */
export interface PartialSumsRequest {
  datasetId: string
  /** The dataset's identifier column to match on. */
  identifierColumn: string
  /** HMAC-SHA-256 hashes (lowercase hex) of the consumer's identifiers, distinct, at most `maxHashesPerRequest`. */
  hashedIdentifiers: readonly string[]
  /** Positions of the measures to sum, among the dataset's measure columns in their declared order. */
  measures: readonly number[]
  /** A dimension column to group by, or null for one group over every match. */
  groupBy: string | null
}

export interface PartialGroup {
  /** The group-by dimension's value; null when the request does not group. */
  group: string | null
  /** Matched rows in the group. */
  rowCount: number
  /** Distinct hashes of the request that matched in the group. */
  identifierCount: number
  /** This store's sum of its shares of each requested measure, mod 2^64, in the request's order. */
  sums: bigint[]
}

/** One row of a dataset as a store receives it at upload: this store's shares in the clear. */
export interface ShareRow {
  rowIndex: number
  identifiers: Record<string, string>
  dimensions: Record<string, string>
  shares: bigint[]
}

export interface ShareStore {
  /** In the platform's own database (the default), or a separate share-store process. */
  readonly location: 'database' | 'remote'
  /** Keeps one batch of a dataset's rows, sealed under this store's key for the dataset. */
  put(datasetId: string, rows: readonly ShareRow[], executor?: Executor): Promise<void>
  /** Forgets a dataset's rows and key; nothing happens when it holds none. */
  remove(datasetId: string): Promise<void>
  partialSums(request: PartialSumsRequest): Promise<PartialGroup[]>
}

/** Why a store could not answer; `code` is stable, and the coordinator turns it into the user's error. */
export class ShareStoreError extends Error {
  override name = 'ShareStoreError'
  constructor(
    readonly code: 'DATASET_NOT_FOUND' | 'TOO_MANY_GROUPS' | 'INVALID_REQUEST' | 'UNAVAILABLE',
    message: string,
  ) {
    super(message)
  }
}

const mask = shareModulus - 1n

/** Hashes per partial-sums request: the coordinator sends a longer list in chunks (each a few MB). */
export const maxHashesPerRequest = 50_000
/** Groups one answer may hold; a dimension with more values cannot be grouped by. */
export const maxGroups = 5_000
/** Measures one request may sum. */
export const maxMeasures = 100

export const isHashedIdentifier = (value: string) => /^[0-9a-f]{64}$/.test(value)

/** One matched row as a store reads it: its identifier hash, group and this store's opened shares. */
export interface MatchedRow {
  identifier: string
  group: string | null
  shares: bigint[]
}

/**
 * Adds matched rows into per-group partial sums. Rows arrive page by page, so memory holds the groups
 * and the distinct identifiers seen, never the rows.
 */
export function createPartialSumAccumulator(measures: readonly number[]) {
  const groups = new Map<string | null, { rowCount: number; identifiers: Set<string>; sums: bigint[] }>()
  return {
    add(row: MatchedRow) {
      let entry = groups.get(row.group)
      if (!entry) {
        if (groups.size >= maxGroups) {
          throw new ShareStoreError('TOO_MANY_GROUPS', 'The dimension has too many values to group by')
        }
        entry = { rowCount: 0, identifiers: new Set(), sums: measures.map(() => 0n) }
        groups.set(row.group, entry)
      }
      entry.rowCount += 1
      entry.identifiers.add(row.identifier)
      measures.forEach((position, index) => {
        const share = row.shares[position]
        if (share === undefined)
          throw new ShareStoreError('INVALID_REQUEST', 'The dataset has no such measure')
        entry.sums[index] = (entry.sums[index]! + share) & mask
      })
    },
    result(): PartialGroup[] {
      return [...groups.entries()].map(([group, entry]) => ({
        group,
        rowCount: entry.rowCount,
        identifierCount: entry.identifiers.size,
        sums: entry.sums,
      }))
    },
  }
}

/** Checks a request the same way wherever it arrives (in process or over HTTP). */
export function checkPartialSumsRequest(request: PartialSumsRequest): void {
  const invalid = (message: string) => new ShareStoreError('INVALID_REQUEST', message)
  if (request.hashedIdentifiers.length > maxHashesPerRequest)
    throw invalid('Too many identifiers in one request')
  if (request.measures.length > maxMeasures) throw invalid('Too many measures in one request')
  if (!request.hashedIdentifiers.every(isHashedIdentifier)) throw invalid('Identifiers must be hashed')
  if (!request.measures.every((position) => Number.isInteger(position) && position >= 0)) {
    throw invalid('Measures are positions')
  }
}
