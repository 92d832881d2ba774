import {
  privacyBudget,
  secretShareLimits,
  type SecretShareHistoryQuery,
  type SecretShareQueryBody,
  type SecretShareQueryOptions,
  type SecretShareQueryResult,
} from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import { AppError } from '../../../lib/errors'
import { priceInForce } from '../../../lib/price-in-force'
import type { ShareStores } from '../../data/share-stores'
import type { UsageEntry, UsageLedger } from '../../gateway'
import { columnsOf, datasetIdentifierOf, type QueryInputs } from './query-inputs'
import { secretShareErrors } from './secret-share-errors'
import type { SecretShareQueriesRepository } from './secret-share-queries.repository'
import { noisyRelease, type GaussianDraw } from './noisy-release'
import type { PrivacyBudgetService } from './privacy-budget.service'
import { sumOnBothStores } from './share-query-coordinator'

type Purchase = NonNullable<Awaited<ReturnType<SecretShareQueriesRepository['findPurchase']>>>
type QueryRow = Awaited<ReturnType<SecretShareQueriesRepository['insertQuery']>>

export interface SecretShareQueryServiceDependencies {
  repository: SecretShareQueriesRepository
  inputs: QueryInputs
  shareStores: Pick<ShareStores, 'storeA' | 'storeB'>
  usage: Pick<UsageLedger, 'record'>
  budget: Pick<PrivacyBudgetService, 'queryBudget' | 'chargeQuery'>
  /**
   * Billing's spend caps: throws SPEND_CAP_REACHED when a refusing cap over the product is reached, or
   * when `cost` is more than a cap leaves.
   */
  assertSpendRoom?: (tenantId: string, productId: string, cost?: number) => Promise<void>
  /** The noise's source; the exact discrete Gaussian sampler unless a test checks the arithmetic. */
  draw?: GaussianDraw
  now?: () => Date
}

/** Why an approved purchase takes no query now, or null while it does (docs/decisions/0035). */
function refusalOf(purchase: Purchase): AppError | null {
  if (purchase.status === 'EXPIRED') return secretShareErrors.purchaseExpired()
  if (purchase.request.accessStatus === 'REVOKED') return secretShareErrors.purchaseRevoked()
  if (purchase.request.accessStatus === 'SUSPENDED') return secretShareErrors.purchaseSuspended()
  return null
}

/**
 * The price of one query at `at` under the purchase's terms, when it is bought per query: the approved
 * price, or a scheduled change in force by then (docs/product.md#price-changes).
 */
function unitPriceOf(purchase: Purchase, at: Date): number | null {
  const terms = purchase.request.transactionMetadata
  const price = Number(terms.price)
  if (terms.pricing_model !== 'PAY_PER_QUERY' || !Number.isFinite(price)) return null
  return priceInForce(price, purchase.schedule, at)
}

function viewOf(row: QueryRow, transactionNo: string, createdBy: string | null): SecretShareQueryResult {
  return {
    id: row.id,
    transaction_no: transactionNo,
    data_asset_name: row.dataAssetName,
    identifier_column: row.identifierColumn,
    dataset_identifier: row.datasetIdentifier,
    aggregate: row.aggregate,
    measure: row.measure,
    group_by: row.groupBy,
    identifiers_submitted: row.identifiersSubmitted,
    // Queries from before the noise carry no error bars.
    rows: row.rows.map((line) => ({
      ...line,
      match_count_error: line.match_count_error ?? null,
      value_error: line.value_error ?? null,
    })),
    suppressed_groups: row.suppressedGroups,
    cost_micro_rho: Number(row.costMicroRho),
    created_by: createdBy,
    created_date: row.createdAt.toISOString(),
  }
}

/**
 * The query coordinator (docs/decisions/0035, docs/decisions/0064): checks the purchase and the spend
 * caps, hashes the consumer's list with the dataset's identifier key, charges the privacy budget, asks
 * both share stores for partial sums, adds them and releases them only with noise (noisy-release.ts),
 * keeps the noisy result in the history and writes one usage record. A query runs within the request: it
 * is bounded by the identifier cap and a time limit, and nothing is kept, billed or charged to the budget
 * until it has a result.
 */
export function createSecretShareQueryService({
  repository,
  inputs,
  shareStores,
  usage,
  budget,
  assertSpendRoom,
  draw,
  now = () => new Date(),
}: SecretShareQueryServiceDependencies) {
  async function purchaseOf(actor: Actor, transactionNo: string, at: Date) {
    const purchase = await repository.findPurchase(actor.tenantId, transactionNo, at)
    if (!purchase) throw secretShareErrors.purchaseNotFound()
    if (purchase.productDataType !== 'SECRET_SHARE') throw secretShareErrors.notSecretShare()
    return purchase
  }

  async function datasetOf(purchase: Purchase) {
    const dataset = purchase.productDatasetId
      ? await repository.findDataset(purchase.request.providerTenantId, purchase.productDatasetId)
      : undefined
    if (!dataset?.identifierKeySealed) throw secretShareErrors.datasetUnavailable()
    return dataset
  }

  /**
   * A priced query is refused before it runs once a refusing spend cap over it is reached, or when its
   * price is more than a cap leaves: its price is known before it runs. An unpriced query adds nothing to
   * the bill, so, as with a subscription's gateway calls, no cap stops it.
   */
  async function capRefusalOf(purchase: Purchase, at: Date): Promise<AppError | null> {
    const price = unitPriceOf(purchase, at) ?? 0
    if (!assertSpendRoom || price <= 0) return null
    try {
      await assertSpendRoom(purchase.request.consumerTenantId, purchase.request.productId, price)
      return null
    } catch (error) {
      if (error instanceof AppError) return error
      throw error
    }
  }

  return {
    async options(actor: Actor, transactionNo: string): Promise<SecretShareQueryOptions> {
      const at = now()
      const purchase = await purchaseOf(actor, transactionNo, at)
      const columns = columnsOf(await datasetOf(purchase))
      const owner = { consumerTenantId: actor.tenantId, productId: purchase.request.productId }
      return {
        identifier_columns: columns.identifiers,
        dimensions: columns.dimensions,
        measures: columns.measures,
        data_assets: await inputs.assetOptions(actor.tenantId),
        min_group_size: secretShareLimits.minGroupSize,
        max_identifiers: secretShareLimits.maxIdentifiers,
        closed_reason: refusalOf(purchase)?.message ?? null,
        privacy_budget: await budget.queryBudget(owner, purchase.productPrivacyBudget, at),
        query_cost: {
          default_micro_rho: privacyBudget.defaultQueryMicroRho,
          min_micro_rho: privacyBudget.minQueryMicroRho,
          max_micro_rho: privacyBudget.maxQueryMicroRho,
        },
      }
    },

    async run(actor: Actor, body: SecretShareQueryBody): Promise<SecretShareQueryResult> {
      const startedAt = Date.now()
      const occurredAt = now()
      const purchase = await purchaseOf(actor, body.transaction_no, occurredAt)
      const record = (
        entry: Pick<UsageEntry, 'httpStatus' | 'outcome' | 'errorCode' | 'bytesIn' | 'bytesOut'>,
      ) =>
        usage.record({
          occurredAt,
          kind: 'QUERY',
          consumerTenantId: actor.tenantId,
          providerTenantId: purchase.request.providerTenantId,
          productId: purchase.request.productId,
          transactionRequestId: purchase.request.id,
          apiKeyId: null,
          method: 'POST',
          subPath: null,
          latencyMs: Date.now() - startedAt,
          isBillable: entry.outcome === 'SUCCESS',
          unitPrice: entry.outcome === 'SUCCESS' ? unitPriceOf(purchase, occurredAt) : null,
          ...entry,
        })
      const refuse = (refusal: AppError): never => {
        record({
          httpStatus: refusal.statusCode,
          outcome: 'REJECTED',
          errorCode: refusal.code,
          bytesIn: 0,
          bytesOut: 0,
        })
        throw refusal
      }
      const refusal = refusalOf(purchase) ?? (await capRefusalOf(purchase, occurredAt))
      if (refusal) refuse(refusal)

      const dataset = await datasetOf(purchase)
      const columns = columnsOf(dataset)
      const datasetIdentifier = datasetIdentifierOf(columns.identifiers, body.dataset_identifier)
      const isCount = body.aggregate === 'COUNT'
      const measure = isCount ? undefined : columns.measures.find((entry) => entry.name === body.measure)
      if (!isCount && !measure) throw secretShareErrors.measureUnknown()
      // Without bounds one person's influence on a sum is unknown, so no noise could hide it.
      const bounds =
        measure && measure.lower_bound !== null && measure.upper_bound !== null
          ? { lower_bound: measure.lower_bound, upper_bound: measure.upper_bound, scale: measure.scale }
          : null
      if (measure && !bounds) throw secretShareErrors.measureWithoutBounds()
      const groupBy = body.group_by ?? null
      if (groupBy !== null && !columns.dimensions.includes(groupBy))
        throw secretShareErrors.dimensionUnknown()
      const { asset, hashes } = await inputs.identifierList(
        actor.tenantId,
        body.data_asset_id,
        body.identifier_column,
        dataset,
      )

      // The budget pays for the release before it happens; a query that fails before its result gets
      // its charge back, one refused is neither charged nor billed.
      const owner = { consumerTenantId: actor.tenantId, productId: purchase.request.productId }
      const cost = body.cost_micro_rho
      let charge
      try {
        charge = await budget.chargeQuery(owner, cost, purchase.productPrivacyBudget, occurredAt)
      } catch (error) {
        if (error instanceof AppError) refuse(error)
        throw error
      }
      let row
      try {
        const groups = await sumOnBothStores(
          shareStores,
          {
            datasetId: dataset.id,
            identifierColumn: datasetIdentifier,
            hashedIdentifiers: hashes,
            measures: measure ? [columns.measures.indexOf(measure)] : [],
            groupBy,
          },
          startedAt,
        )
        const rows = noisyRelease(
          groups.map((group) => ({
            group: group.group,
            identifierCount: group.identifierCount,
            sum: group.sums[0],
          })),
          {
            aggregate: body.aggregate,
            costMicroRho: cost,
            measure: bounds,
            isGrouped: groupBy !== null,
            minGroupSize: secretShareLimits.minGroupSize,
          },
          draw,
        )
        row = await repository.insertQuery({
          consumerTenantId: actor.tenantId,
          transactionRequestId: purchase.request.id,
          productId: purchase.request.productId,
          requestedBy: actor.userId,
          dataAssetId: asset.id,
          dataAssetName: asset.name,
          identifierColumn: body.identifier_column,
          datasetIdentifier,
          aggregate: body.aggregate,
          measure: measure?.name ?? null,
          groupBy,
          identifiersSubmitted: hashes.length,
          rows,
          suppressedGroups: 0,
          costMicroRho: cost,
        })
      } catch (error) {
        await charge.refund()
        if (error instanceof AppError && error.statusCode >= 500) {
          record({
            httpStatus: error.statusCode,
            outcome: 'UPSTREAM_ERROR',
            errorCode: error.code,
            bytesIn: 0,
            bytesOut: 0,
          })
        }
        throw error
      }
      const view = viewOf(row, purchase.request.transactionNo, actor.fullName)
      record({
        httpStatus: 200,
        outcome: 'SUCCESS',
        errorCode: null,
        bytesIn: asset.sizeBytes ?? 0,
        bytesOut: Buffer.byteLength(JSON.stringify(view)),
      })
      return view
    },

    async history(actor: Actor, query: SecretShareHistoryQuery) {
      const purchase = await purchaseOf(actor, query.transaction_no, now())
      const { rows, total } = await repository.listQueries(
        actor.tenantId,
        purchase.request.id,
        query.page,
        query.limit,
      )
      return {
        data: rows.map((row) => viewOf(row.query, purchase.request.transactionNo, row.createdByName)),
        total_data: total,
      }
    },
  }
}
export type SecretShareQueryService = ReturnType<typeof createSecretShareQueryService>
