import type {
  ApiParamsItem,
  ApiParamsQuery,
  PurchasedDetail,
  PurchasedListItem,
  PurchasedListQuery,
} from '@lumbung/contract'
import { dataDeliveryErrorMessages } from '@lumbung/contract'
import type { Actor } from '../../../lib/access'
import { notFound } from '../../../lib/errors'
import type { StorageUrls } from '../../../lib/storage-urls'
import type { DatasetFiles } from '../../data/datasets'
import { apiFieldsOf, entitlementDateOf, purchasedDetailOf, purchasedListItemOf } from './purchased-view'
import type { PurchasedRepository } from './purchased.repository'
import { trialProgressOf } from './purchased-trial'

export interface PurchasedServiceDependencies {
  purchased: PurchasedRepository
  storageUrls: StorageUrls
  /** The datasets area's published file versions: which one a file purchase holds. */
  datasetFiles: Pick<DatasetFiles, 'entitled'>
  /** The server's public address; the gateway answers below it. */
  publicUrl: string
  now?: () => Date
}

export type PurchasedService = ReturnType<typeof createPurchasedService>

const purchaseNotFound = () => notFound(dataDeliveryErrorMessages.purchaseNotFound)

/** What a consumer company bought: approved purchases, and expired ones shown as expired. */
export function createPurchasedService({
  purchased,
  storageUrls,
  datasetFiles,
  publicUrl,
  now = () => new Date(),
}: PurchasedServiceDependencies) {
  return {
    async list(
      actor: Actor,
      query: PurchasedListQuery,
    ): Promise<{ data: PurchasedListItem[]; total_data: number }> {
      const { records, total } = await purchased.list(actor.tenantId, query, now())
      return { data: records.map((record) => purchasedListItemOf(record, storageUrls)), total_data: total }
    },

    async detail(actor: Actor, transactionNo: string): Promise<PurchasedDetail> {
      const record = await purchased.findByTransactionNo(actor.tenantId, transactionNo, now())
      if (!record) throw purchaseNotFound()
      const { providerTenantId } = record.request
      const [dataset, apiKeyLastFour, schedule, trial] = await Promise.all([
        record.datasetId
          ? purchased.datasetOf(providerTenantId, record.datasetId)
          : Promise.resolve(undefined),
        purchased.apiKeyLastFour(actor.tenantId),
        purchased.scheduledPrices(record.request.id),
        purchased.trialOf(actor.tenantId, record.request.productId),
      ])
      // A file is described as the version this purchase downloads, which a newer one may have replaced.
      const file =
        dataset?.dataType === 'FILE'
          ? await datasetFiles.entitled(providerTenantId, dataset.id, entitlementDateOf(record))
          : undefined
      const at = now()
      const detail = purchasedDetailOf(record, {
        urls: storageUrls,
        publicUrl,
        dataset,
        file,
        apiKeyLastFour,
        schedule,
        at,
      })
      return { ...detail, trial: trial ? trialProgressOf(trial, at) : null }
    },

    /** The api-params list: one entry per API product the company can call now (docs/decisions/0024). */
    async apiParams(
      actor: Actor,
      query: ApiParamsQuery,
    ): Promise<{ data: ApiParamsItem[]; total_data: number }> {
      const records = await purchased.activeApiPurchases(actor.tenantId, now(), query.product_id)
      const latest = new Map<string, (typeof records)[number]>()
      for (const record of records) {
        if (!latest.has(record.request.productId)) latest.set(record.request.productId, record)
      }
      const chosen = [...latest.values()]
      const datasetIds = chosen.map((record) => record.datasetId).filter((id): id is string => !!id)
      const providerIds = [...new Set(chosen.map((record) => record.request.providerTenantId))]
      const datasets = await purchased.datasetsOf(providerIds, datasetIds)
      const byId = new Map(datasets.map((dataset) => [dataset.id, dataset]))
      const data = chosen
        .map((record) => {
          const dataset = record.datasetId ? byId.get(record.datasetId) : undefined
          const usable = dataset && dataset.tenantId === record.request.providerTenantId ? dataset : undefined
          return {
            product: { id: record.request.productId, name: record.productName },
            fields: apiFieldsOf(usable),
          }
        })
        .sort((first, second) => first.product.name.localeCompare(second.product.name))
      return { data, total_data: data.length }
    },
  }
}
