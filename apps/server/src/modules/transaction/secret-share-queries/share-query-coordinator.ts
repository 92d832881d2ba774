import { averageExtraDigits, decimalOfScaled } from '@lumbung/contract'
import { combineShares, shareModulus } from '../../../lib/secret-share'
import {
  maxHashesPerRequest,
  ShareStoreError,
  type PartialGroup,
  type PartialSumsRequest,
  type ShareStore,
} from '../../data/share-stores'
import { secretShareErrors } from './secret-share-errors'

/**
 * A group once both stores' partial sums are added: the exact sums, as signed 64-bit numbers. The
 * coordinator holds them only in memory, for the noisy release (noisy-release.ts), which is all that
 * leaves it (docs/decisions/0064-differential-privacy.md).
 */
export interface CombinedGroup {
  group: string | null
  rowCount: number
  identifierCount: number
  sums: bigint[]
}

const mask = shareModulus - 1n
const maxCombinedGroups = 5_000
/** A query that runs longer than this is stopped between chunks, unbilled. */
export const queryTimeLimitMs = 120_000

/** A store's refusal in the consumer's words; anything else is a fault of ours and stays a 500. */
function storeFailure(error: unknown): never {
  if (!(error instanceof ShareStoreError)) throw error
  if (error.code === 'TOO_MANY_GROUPS') throw secretShareErrors.tooManyGroups()
  throw secretShareErrors.storeUnavailable()
}

const byGroup = (groups: PartialGroup[]) => new Map(groups.map((group) => [group.group, group]))

/**
 * Asks both stores for the partial sums of the rows matching each chunk of the hashed list and adds them
 * up (docs/decisions/0035). Chunks hold distinct hashes, so counts and sums of different chunks add.
 * The two stores must agree on every group's counts; if they do not, one of them is damaged or out of
 * step, and its sums would be meaningless.
 */
export async function sumOnBothStores(
  stores: { storeA: ShareStore; storeB: ShareStore },
  request: PartialSumsRequest,
  startedAt = Date.now(),
): Promise<CombinedGroup[]> {
  const totals = new Map<
    string | null,
    { rowCount: number; identifierCount: number; sumsA: bigint[]; sumsB: bigint[] }
  >()
  const hashes = request.hashedIdentifiers
  for (let start = 0; start < hashes.length; start += maxHashesPerRequest) {
    if (Date.now() - startedAt > queryTimeLimitMs) throw secretShareErrors.storeUnavailable()
    const chunk = { ...request, hashedIdentifiers: hashes.slice(start, start + maxHashesPerRequest) }
    const [partsA, partsB] = await Promise.all([
      stores.storeA.partialSums(chunk),
      stores.storeB.partialSums(chunk),
    ]).catch(storeFailure)
    const fromB = byGroup(partsB)
    if (partsA.length !== partsB.length) throw secretShareErrors.storeUnavailable()
    for (const partA of partsA) {
      const partB = fromB.get(partA.group)
      if (
        !partB ||
        partB.rowCount !== partA.rowCount ||
        partB.identifierCount !== partA.identifierCount ||
        partB.sums.length !== partA.sums.length
      ) {
        throw secretShareErrors.storeUnavailable()
      }
      let total = totals.get(partA.group)
      if (!total) {
        if (totals.size >= maxCombinedGroups) throw secretShareErrors.tooManyGroups()
        total = {
          rowCount: 0,
          identifierCount: 0,
          sumsA: partA.sums.map(() => 0n),
          sumsB: partA.sums.map(() => 0n),
        }
        totals.set(partA.group, total)
      }
      total.rowCount += partA.rowCount
      total.identifierCount += partA.identifierCount
      partA.sums.forEach((sum, index) => {
        total.sumsA[index] = (total.sumsA[index]! + sum) & mask
        total.sumsB[index] = (total.sumsB[index]! + partB.sums[index]!) & mask
      })
    }
  }
  return [...totals.entries()].map(([group, total]) => ({
    group,
    rowCount: total.rowCount,
    identifierCount: total.identifierCount,
    sums: total.sumsA.map((sumA, index) => combineShares(sumA, total.sumsB[index]!)),
  }))
}

/**
 * How many of the hashed identifiers one store holds; counts need no shares, so store A alone answers.
 * Exact: the fit test releases it only with noise.
 */
export async function countMatches(
  store: ShareStore,
  request: Omit<PartialSumsRequest, 'measures' | 'groupBy'>,
): Promise<number> {
  let matched = 0
  const hashes = request.hashedIdentifiers
  for (let start = 0; start < hashes.length; start += maxHashesPerRequest) {
    const groups = await store
      .partialSums({
        ...request,
        hashedIdentifiers: hashes.slice(start, start + maxHashesPerRequest),
        measures: [],
        groupBy: null,
      })
      .catch(storeFailure)
    matched += groups.reduce((sum, group) => sum + group.identifierCount, 0)
  }
  return matched
}

/** SUM / COUNT with two more decimals than the measure keeps, rounded half away from zero. */
export function formatAverage(sum: bigint, count: number, scale: number): string {
  const divisor = BigInt(count)
  const numerator = sum * 10n ** BigInt(averageExtraDigits)
  let quotient = numerator / divisor
  const remainder = numerator % divisor
  const twice = (remainder < 0n ? -remainder : remainder) * 2n
  if (twice >= divisor) quotient += numerator < 0n ? -1n : 1n
  return decimalOfScaled(quotient, scale + averageExtraDigits)
}
