import { deliveryFailureCodes, enumValueOrNull, type DataDelivery } from '@lumbung/contract'
import type { DataDeliveryRecord } from './data-deliveries.repository'
import { locationOf } from './file-names'

export function dataDeliveryOf(record: DataDeliveryRecord): DataDelivery {
  const location = locationOf(record.cloudProvider, record.bucket, record.objectPath)
  const isDelivered = record.status === 'DELIVERED' && record.sha256 !== null && record.finishedAt !== null
  return {
    id: record.id,
    transaction_no: record.transactionNo,
    product_id: record.productId,
    product_name: record.productName,
    version_no: record.versionNo,
    file_name: record.fileName,
    trigger: record.trigger,
    status: record.status,
    storage_setting_id: record.storageSettingId,
    storage_setting_name: record.storageSettingName,
    cloud_provider: record.cloudProvider,
    location,
    attempts: record.attempts,
    error_code: enumValueOrNull(deliveryFailureCodes, record.errorCode),
    error_message: record.errorMessage,
    receipt: isDelivered
      ? {
          object_path: record.objectPath,
          location,
          bytes: record.bytes ?? 0,
          rows: record.rowCount ?? 0,
          sha256: record.sha256!,
          delivered_date: record.finishedAt!.toISOString(),
        }
      : null,
    requested_by: record.trigger === 'AUTO' ? null : record.requestedByName,
    created_date: record.createdAt.toISOString(),
    started_date: record.startedAt?.toISOString() ?? null,
    finished_date: record.finishedAt?.toISOString() ?? null,
  }
}
