import {
  dataDeliveryErrorCodes as codes,
  dataDeliveryErrorMessages as messages,
  type DataDelivery,
  type DataDeliveryListQuery,
  type DataDeliveryOptions,
  type DeliverablePurchase,
  type autoDeliveryBody,
  type proceedDataDeliveryBody,
} from '@lumbung/contract'
import type { z } from 'zod'
import type { Database } from '../../../db/database'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError } from '../../../lib/errors'
import type { DatasetFiles } from '../../data/datasets'
import type { Jobs } from '../../jobs'
import type { DataDeliveriesRepository } from './data-deliveries.repository'
import {
  assertDeliverable,
  entitlementDate,
  fileMissing,
  isSubscription,
  type SpendRoomCheck,
  isWayOffered,
  purchaseNotFound,
  termsOf,
} from './deliverable-purchase'
import type { DeliveryPurchasesRepository } from './delivery-purchases.repository'
import { dataDeliveryQueue, deliveryMaxAttempts, type DataDeliveryJob } from './delivery-runner'
import type { DeliveryStorage } from './delivery-storage'
import { dataDeliveryOf } from './delivery-view'
import { downloadNameOf, objectPathOf } from './file-names'

type ProceedBody = z.output<typeof proceedDataDeliveryBody>
type AutoBody = z.output<typeof autoDeliveryBody>

export interface DataDeliveryDependencies {
  db: Database
  deliveries: DataDeliveriesRepository
  purchases: DeliveryPurchasesRepository
  datasetFiles: DatasetFiles
  storage: DeliveryStorage
  jobs: Jobs
  audit: Audit
  /** Billing's spend caps, asked before a delivery is queued. */
  assertSpendRoom?: SpendRoomCheck
  now?: () => Date
}

const deliveryNotFound = () => new AppError(codes.deliveryNotFound, 404, messages.deliveryNotFound)
const consumerScope = (actor: Actor) => ({ tenantId: actor.tenantId, userType: 'consumer' as const })

/**
 * The Data delivery screen: a consumer admin sends a purchased file into one of the company's storage
 * settings (a durable job does the copy), reads each delivery's receipt, and switches a subscription's
 * auto-delivery of new versions on or off.
 */
export function createDataDeliveryService({
  db,
  deliveries,
  purchases,
  datasetFiles,
  storage,
  jobs,
  audit,
  assertSpendRoom,
  now = () => new Date(),
}: DataDeliveryDependencies) {
  /** A storage setting of the company's consumer side that can receive a file now. */
  async function usableTarget(actor: Actor, id: string) {
    const target = await storage.deliveryTarget(consumerScope(actor), id)
    if (!target) throw new AppError(codes.storageSettingNotFound, 404, messages.storageSettingNotFound)
    if (!target.isAllowed) throw new AppError(codes.localStorageDisabled, 409, messages.localStorageDisabled)
    if (target.status !== 'CONNECTED') {
      const detail = target.statusMessage ? ` (${target.statusMessage.slice(0, 200)})` : ''
      throw new AppError(
        codes.storageSettingNotConnected,
        409,
        `${messages.storageSettingNotConnected}${detail}`,
      )
    }
    return target
  }

  async function viewOf(actor: Actor, id: string): Promise<DataDelivery> {
    const record = await deliveries.find(actor.tenantId, id)
    if (!record) throw deliveryNotFound()
    return dataDeliveryOf(record)
  }

  return {
    async list(actor: Actor, query: DataDeliveryListQuery) {
      const { records, total } = await deliveries.list(actor.tenantId, query)
      return { data: records.map(dataDeliveryOf), total_data: total }
    },

    detail: viewOf,

    async options(actor: Actor): Promise<DataDeliveryOptions> {
      const [active, autos, targets] = await Promise.all([
        purchases.activeFilePurchases(actor.tenantId, now()),
        purchases.autoDeliveriesOf(actor.tenantId),
        storage.deliveryTargets(consumerScope(actor)),
      ])
      const autoByPurchase = new Map(autos.map((auto) => [auto.transactionRequestId, auto]))
      const offered = active.filter(
        (purchase) => purchase.datasetId && isWayOffered(termsOf(purchase).deliveryMethod, 'CLOUD_STORAGE'),
      )
      const listed: DeliverablePurchase[] = []
      for (const purchase of offered) {
        const file = await datasetFiles.entitled(
          purchase.providerTenantId,
          purchase.datasetId!,
          entitlementDate(purchase),
        )
        if (!file) continue
        const auto = autoByPurchase.get(purchase.id)
        listed.push({
          transaction_no: purchase.transactionNo,
          product_id: purchase.productId,
          product_name: termsOf(purchase).productName,
          is_subscription: isSubscription(purchase),
          period_end: purchase.periodEnd?.toISOString() ?? null,
          version_no: file.versionNo,
          file_name: downloadNameOf(file),
          file_size: file.fileSize,
          can_auto_deliver: isSubscription(purchase),
          auto_delivery: auto
            ? { is_on: auto.isOn, storage_setting_id: auto.storageSettingId, path: auto.folder }
            : null,
        })
      }
      return {
        purchases: listed,
        storage_settings: targets.map((target) => ({
          id: target.id,
          name: target.name,
          cloud_provider: target.cloudProvider,
          bucket: target.bucket,
          status: target.status,
          status_message: target.statusMessage,
        })),
      }
    },

    async proceed(actor: Actor, body: ProceedBody): Promise<DataDelivery> {
      const purchase = await purchases.findByTransactionNo(actor.tenantId, body.transaction_no, now())
      assertDeliverable(purchase, 'CLOUD_STORAGE')
      await assertSpendRoom?.(purchase.consumerTenantId, purchase.productId)
      const target = await usableTarget(actor, body.storage_setting_id)
      const file = await datasetFiles.entitled(
        purchase.providerTenantId,
        purchase.datasetId,
        entitlementDate(purchase),
      )
      if (!file) throw fileMissing()
      const id = await db.transaction(async (tx) => {
        const delivery = await deliveries.insert(
          {
            consumerTenantId: actor.tenantId,
            providerTenantId: purchase.providerTenantId,
            transactionRequestId: purchase.id,
            productId: purchase.productId,
            productName: termsOf(purchase).productName,
            datasetVersionId: file.versionId,
            versionNo: file.versionNo,
            fileName: downloadNameOf(file),
            trigger: 'MANUAL',
            storageSettingId: target.id,
            storageSettingName: target.name,
            cloudProvider: target.cloudProvider,
            bucket: target.bucket,
            objectPath: objectPathOf(body.path, file),
            requestedBy: actor.userId,
          },
          tx,
        )
        await jobs.enqueue<DataDeliveryJob>(
          dataDeliveryQueue,
          { deliveryId: delivery.id },
          { executor: tx, maxAttempts: deliveryMaxAttempts },
        )
        await audit.record(tx, {
          action: 'data-delivery.queued',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'data_delivery',
          targetId: delivery.id,
          detail: {
            transaction_no: purchase.transactionNo,
            version_no: file.versionNo,
            storage_setting_id: target.id,
          },
        })
        return delivery.id
      })
      return viewOf(actor, id)
    },

    /** Switching on needs a running subscription delivered to cloud storage; switching off always works. */
    async autoDelivery(actor: Actor, body: AutoBody) {
      const purchase = await purchases.findByTransactionNo(actor.tenantId, body.transaction_no, now())
      if (!purchase) throw purchaseNotFound()
      const existing = (await purchases.autoDeliveriesOf(actor.tenantId)).find(
        (auto) => auto.transactionRequestId === purchase.id,
      )
      let target: Awaited<ReturnType<typeof usableTarget>> | undefined
      if (body.is_on) {
        assertDeliverable(purchase, 'CLOUD_STORAGE')
        if (!isSubscription(purchase)) {
          throw new AppError(codes.autoDeliveryNeedsSubscription, 409, messages.autoDeliveryNeedsSubscription)
        }
        target = await usableTarget(actor, body.storage_setting_id!)
      }
      const saved = await db.transaction(async (tx) => {
        const row = await purchases.saveAutoDelivery(
          {
            consumerTenantId: actor.tenantId,
            transactionRequestId: purchase.id,
            isOn: body.is_on,
            // Switched off, the order keeps where it went, ready to be switched on again.
            storageSettingId: target?.id ?? existing?.storageSettingId ?? null,
            storageSettingName: target?.name ?? existing?.storageSettingName ?? null,
            cloudProvider: target?.cloudProvider ?? existing?.cloudProvider ?? null,
            bucket: target?.bucket ?? existing?.bucket ?? null,
            folder: body.is_on ? body.path : (existing?.folder ?? body.path),
            updatedBy: actor.userId,
          },
          tx,
        )
        await audit.record(tx, {
          action: body.is_on ? 'auto-delivery.switched-on' : 'auto-delivery.switched-off',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'transaction_request',
          targetId: purchase.id,
          detail: { transaction_no: purchase.transactionNo, storage_setting_id: row.storageSettingId },
        })
        return row
      })
      return {
        transaction_no: purchase.transactionNo,
        is_on: saved.isOn,
        storage_setting_id: saved.storageSettingId,
        path: saved.folder,
      }
    },
  }
}

export type DataDeliveryService = ReturnType<typeof createDataDeliveryService>
