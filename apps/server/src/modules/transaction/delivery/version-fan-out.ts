import type { Database } from '../../../db/database'
import type { DatasetFiles, FileVersionPublished } from '../../data/datasets'
import type { Jobs } from '../../jobs'
import type { Mail } from '../../mail'
import type { DataDeliveriesRepository } from './data-deliveries.repository'
import { isSubscription, isWayOffered, termsOf } from './deliverable-purchase'
import type { DatasetSubscriber, DeliveryPurchasesRepository } from './delivery-purchases.repository'
import { dataDeliveryQueue, deliveryMaxAttempts, type DataDeliveryJob } from './delivery-runner'
import type { DeliveryStorage } from './delivery-storage'
import { downloadNameOf, objectPathOf } from './file-names'

export interface VersionFanOutDependencies {
  db: Database
  purchases: DeliveryPurchasesRepository
  deliveries: DataDeliveriesRepository
  datasetFiles: DatasetFiles
  storage: DeliveryStorage
  jobs: Jobs
  mail: Mail
  publicUrl: string
  now?: () => Date
}

/**
 * The job that follows a published version: every running subscription with auto-delivery on gets a
 * delivery of it (once, whatever retries happen), and every subscriber hears when its columns changed.
 * One-time purchases keep the file they bought, so a new version is not theirs. All of it commits in
 * one transaction: a failed run leaves nothing for the retry to repeat.
 */
export function createVersionFanOut({
  db,
  purchases,
  deliveries,
  datasetFiles,
  storage,
  jobs,
  mail,
  publicUrl,
  now = () => new Date(),
}: VersionFanOutDependencies) {
  const base = publicUrl.replace(/\/+$/, '')

  /** Where the order points: the setting as it is now, or as it was when chosen if it was removed since. */
  async function targetOf(subscriber: DatasetSubscriber) {
    const order = subscriber.autoDelivery!
    const scope = { tenantId: subscriber.consumerTenantId, userType: 'consumer' as const }
    const current = order.storageSettingId
      ? await storage.deliveryTarget(scope, order.storageSettingId)
      : undefined
    if (current)
      return {
        id: current.id,
        name: current.name,
        cloudProvider: current.cloudProvider,
        bucket: current.bucket,
      }
    return {
      id: order.storageSettingId,
      name: order.storageSettingName ?? 'Removed storage setting',
      cloudProvider: order.cloudProvider ?? 'LOCAL',
      bucket: order.bucket ?? '',
    }
  }

  return async function fanOut({
    datasetId,
    providerTenantId,
    versionId,
  }: FileVersionPublished): Promise<void> {
    const changes = await datasetFiles.changes(providerTenantId, versionId)
    if (!changes) return
    const { file, diff } = changes
    const subscribers = (await purchases.activeOfDataset(providerTenantId, datasetId, now())).filter(
      (subscriber) => isSubscription(subscriber),
    )
    const autoDelivered = subscribers.filter(
      (subscriber) =>
        subscriber.autoDelivery?.isOn === true &&
        isWayOffered(termsOf(subscriber).deliveryMethod, 'CLOUD_STORAGE'),
    )
    const targets = new Map(
      await Promise.all(
        autoDelivered.map(async (subscriber) => [subscriber.id, await targetOf(subscriber)] as const),
      ),
    )

    await db.transaction(async (tx) => {
      for (const subscriber of autoDelivered) {
        const target = targets.get(subscriber.id)!
        const delivery = await deliveries.insertAuto(
          {
            consumerTenantId: subscriber.consumerTenantId,
            providerTenantId,
            transactionRequestId: subscriber.id,
            productId: subscriber.productId,
            productName: termsOf(subscriber).productName,
            datasetVersionId: file.versionId,
            versionNo: file.versionNo,
            fileName: downloadNameOf(file),
            trigger: 'AUTO',
            // A removed setting still gets its delivery, which fails saying so: the consumer learns why.
            storageSettingId: target.id,
            storageSettingName: target.name,
            cloudProvider: target.cloudProvider,
            bucket: target.bucket,
            objectPath: objectPathOf(subscriber.autoDelivery!.folder, file),
            requestedBy: null,
          },
          tx,
        )
        if (delivery) {
          await jobs.enqueue<DataDeliveryJob>(
            dataDeliveryQueue,
            { deliveryId: delivery.id },
            { executor: tx, maxAttempts: deliveryMaxAttempts },
          )
        }
      }
      if (!diff?.is_columns_changed) return
      for (const subscriber of subscribers) {
        if (subscriber.requesterStatus !== 'ACTIVE') continue
        await mail.send(
          {
            to: subscriber.requesterEmail,
            template: 'file-version-columns-changed',
            data: {
              fullName: subscriber.requesterName,
              transactionNo: subscriber.transactionNo,
              productName: termsOf(subscriber).productName,
              versionNo: file.versionNo,
              added: diff.added.map((column) => column.name),
              removed: diff.removed.map((column) => column.name),
              retyped: diff.retyped.map(
                (column) => `${column.name} (${column.from.toLowerCase()} → ${column.to.toLowerCase()})`,
              ),
              autoDeliveryTarget: targets.get(subscriber.id)?.name ?? null,
              link: `${base}/consumer/my-transaction/purchased-data/${subscriber.transactionNo}`,
            },
          },
          tx,
        )
      }
    })
  }
}
