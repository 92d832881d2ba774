import { createHash } from 'node:crypto'
import {
  roundedMatchRate,
  secretShareLimits,
  type FitTestBody,
  type FitTestOptions,
  type FitTestResult,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import type { ShareStore } from '../../data/share-stores'
import { columnsOf, datasetIdentifierOf, type QueryInputs } from './query-inputs'
import { secretShareErrors } from './secret-share-errors'
import type { SecretShareQueriesRepository } from './secret-share-queries.repository'
import { countMatches } from './share-query-coordinator'

/** A product as the marketplace shows it to one viewer: published, and a private offer only to its company. */
export type FindVisibleProduct = (
  viewerTenantId: string,
  id: string,
) => Promise<
  { product: { id: string; tenantId: string; dataType: string | null; datasetId: string | null } } | undefined
>

/** The shared attempt counters (lib/rate-limit-store.ts), so every instance counts a company's tries together. */
export interface TryCounter {
  increment(key: string, windowMilliseconds: number): Promise<{ current: number }>
  read(key: string): Promise<{ current: number }>
}

export interface FitTestServiceDependencies {
  repository: SecretShareQueriesRepository
  inputs: QueryInputs
  storeA: ShareStore
  findVisibleProduct: FindVisibleProduct
  tries: TryCounter
  audit: Audit
  now?: () => Date
}

const jakartaOffsetMs = 7 * 60 * 60 * 1000
const dayMs = 24 * 60 * 60 * 1000

/** Today in Asia/Jakarta (no daylight saving) and how long until it ends. */
export function jakartaDay(now: Date): { date: string; msLeft: number } {
  const local = now.getTime() + jakartaOffsetMs
  const startOfDay = local - (local % dayMs)
  return { date: new Date(startOfDay).toISOString().slice(0, 10), msLeft: startOfDay + dayMs - local }
}

/**
 * The fit test (docs/decisions/0035): before buying, a company learns what share of its identifier list
 * a secret-share product holds, rounded to 5 % and only from k matches, a few tries a day. No row and
 * no single identifier's presence can be read from it: the list must be long enough that one identifier
 * moves the rate by less than the rounding, and the result is only ever a rate.
 */
export function createFitTestService({
  repository,
  inputs,
  storeA,
  findVisibleProduct,
  tries,
  audit,
  now = () => new Date(),
}: FitTestServiceDependencies) {
  const perDay = secretShareLimits.fitTestsPerDay

  const triesKey = (tenantId: string, productId: string, date: string) =>
    createHash('sha256').update(`secret-share-fit-test|${tenantId}|${productId}|${date}`).digest('base64url')

  async function productOf(actor: Actor, productId: string) {
    const found = await findVisibleProduct(actor.tenantId, productId)
    if (!found || found.product.dataType !== 'SECRET_SHARE') throw secretShareErrors.productNotFound()
    if (found.product.tenantId === actor.tenantId) throw secretShareErrors.ownProduct()
    const dataset = found.product.datasetId
      ? await repository.findDataset(found.product.tenantId, found.product.datasetId)
      : undefined
    if (!dataset?.identifierKeySealed) throw secretShareErrors.datasetUnavailable()
    return { product: found.product, dataset }
  }

  return {
    async options(actor: Actor, productId: string): Promise<FitTestOptions> {
      const { dataset } = await productOf(actor, productId)
      const { current } = await tries.read(triesKey(actor.tenantId, productId, jakartaDay(now()).date))
      return {
        identifier_columns: columnsOf(dataset).identifiers,
        data_assets: await inputs.assetOptions(actor.tenantId),
        tries_per_day: perDay,
        tries_left: Math.max(0, perDay - current),
        min_identifiers: secretShareLimits.minFitTestIdentifiers,
        min_matches: secretShareLimits.minGroupSize,
      }
    },

    async run(actor: Actor, productId: string, body: FitTestBody): Promise<FitTestResult> {
      const { product, dataset } = await productOf(actor, productId)
      const identifierColumn = datasetIdentifierOf(columnsOf(dataset).identifiers, body.dataset_identifier)
      const { hashes } = await inputs.identifierList(
        actor.tenantId,
        body.data_asset_id,
        body.identifier_column,
        dataset,
      )
      if (hashes.length < secretShareLimits.minFitTestIdentifiers) throw secretShareErrors.tooFewIdentifiers()

      // A try counts once the list is known to be usable, before anything is matched.
      const day = jakartaDay(now())
      const { current } = await tries.increment(triesKey(actor.tenantId, productId, day.date), day.msLeft)
      if (current > perDay) throw secretShareErrors.fitTestLimit()
      const triesLeft = perDay - current

      const matched = await countMatches(storeA, {
        datasetId: dataset.id,
        identifierColumn,
        hashedIdentifiers: hashes,
      })
      const isShown = matched >= secretShareLimits.minGroupSize
      const rate = isShown ? roundedMatchRate(matched, hashes.length) : null
      await audit.record({
        action: 'secret-share.fit-tested',
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        targetType: 'product',
        targetId: product.id,
        detail: { identifiers_tested: hashes.length, match_rate_percent: rate },
      })
      if (rate === null) throw secretShareErrors.tooFewMatches(triesLeft)
      return { match_rate_percent: rate, identifiers_tested: hashes.length, tries_left: triesLeft }
    },
  }
}
export type FitTestService = ReturnType<typeof createFitTestService>
