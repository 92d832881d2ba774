import { createHash } from 'node:crypto'
import {
  errorQuantile95,
  noiseSigma,
  privacyBudget,
  roundedMatchRate,
  secretShareLimits,
  type FitTestBody,
  type FitTestOptions,
  type FitTestResult,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { gaussianVariance, sampleDiscreteGaussian } from '../../../lib/differential-privacy'
import type { ShareStore } from '../../data/share-stores'
import type { GaussianDraw } from './noisy-release'
import type { PrivacyBudgetService } from './privacy-budget.service'
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
  budget: Pick<PrivacyBudgetService, 'fitTestBudget' | 'chargeFitTest'>
  draw?: GaussianDraw
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
 * The fit test (docs/decisions/0035, docs/decisions/0064): before buying, a company learns what share of
 * its identifier list a secret-share product holds, a few tries a day within a small monthly privacy
 * budget of its own. The count of matches gets discrete Gaussian noise before anything is derived from
 * it, so the rounding boundary carries no exact bit: padding a list with junk changes the divisor, never
 * the noise on the count. The rate is rounded to 5 % and shown only from 20 noisy matches, so that a
 * list matching nobody almost never shows one (the noisy count is released whatever it is, so the
 * threshold is only there to spare a meaningless rate).
 */
export function createFitTestService({
  repository,
  inputs,
  storeA,
  findVisibleProduct,
  tries,
  audit,
  budget,
  draw = sampleDiscreteGaussian,
  now = () => new Date(),
}: FitTestServiceDependencies) {
  const countVariance = gaussianVariance(1n, BigInt(privacyBudget.fitTestMicroRho))
  const countError = errorQuantile95 * noiseSigma(1, privacyBudget.fitTestMicroRho)
  const minMatches = secretShareLimits.minFitTestMatches
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
        min_matches: minMatches,
        privacy_budget: await budget.fitTestBudget({ consumerTenantId: actor.tenantId, productId }),
        cost_micro_rho: privacyBudget.fitTestMicroRho,
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

      // The budget pays first; a try counts once the list is known to be usable, before anything is
      // matched, and a try refused by the daily limit gets its charge back.
      const charge = await budget.chargeFitTest({ consumerTenantId: actor.tenantId, productId }, now())
      const day = jakartaDay(now())
      const { current } = await tries.increment(triesKey(actor.tenantId, productId, day.date), day.msLeft)
      if (current > perDay) {
        await charge.refund()
        throw secretShareErrors.fitTestLimit()
      }
      const triesLeft = perDay - current

      let matched
      try {
        matched = await countMatches(storeA, {
          datasetId: dataset.id,
          identifierColumn,
          hashedIdentifiers: hashes,
        })
      } catch (error) {
        await charge.refund()
        throw error
      }
      // The exact count goes no further than this line.
      const noisyMatched = Number(BigInt(matched) + draw(countVariance))
      const isShown = noisyMatched >= minMatches
      const rate = isShown ? roundedMatchRate(noisyMatched, hashes.length) : null
      await audit.record({
        action: 'secret-share.fit-tested',
        tenantId: actor.tenantId,
        actorUserId: actor.userId,
        targetType: 'product',
        targetId: product.id,
        detail: { identifiers_tested: hashes.length, match_rate_percent: rate },
      })
      if (rate === null) throw secretShareErrors.tooFewMatches(triesLeft)
      return {
        match_rate_percent: rate,
        identifiers_tested: hashes.length,
        tries_left: triesLeft,
        match_rate_error_percent: Math.round((countError / hashes.length) * 1000) / 10,
        privacy_budget: charge.budget,
      }
    },
  }
}
export type FitTestService = ReturnType<typeof createFitTestService>
