import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'
import {
  accessDeniedMessages,
  deliveryFailureDetails,
  deliveryFailureMessages,
  type DeliveryFailureCode,
  type UsageOutcome,
} from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { DataDeliveryRow } from '../../../db/schema'
import type { FileStorage } from '../../../lib/file-storage'
import { BucketError } from '../../data/storage-settings'
import type { DatasetFiles } from '../../data/datasets'
import type { UsageLedger } from '../../gateway'
import { PermanentJobError, type JobInfo } from '../../jobs'
import type { DataDeliveriesRepository } from './data-deliveries.repository'
import { AppError } from '../../../lib/errors'
import { refusalOf, type SpendRoomCheck } from './deliverable-purchase'
import type { DeliveryPurchasesRepository } from './delivery-purchases.repository'
import type { DeliveryStorage } from './delivery-storage'
import { leaveErrorsToReader, pipeOwnedSource } from '../../../lib/stream-pipes'

export const dataDeliveryQueue = 'data-delivery'
/**
 * Five tries of the copy, then one more run that only writes FAILED: it is reached only when the
 * run before it stopped without a word (its worker died), so no delivery stays RUNNING for ever.
 */
export const deliveryMaxAttempts = 6
export interface DataDeliveryJob {
  deliveryId: string
}

/** A failure with the code and words the consumer reads, and whether a retry could help. */
export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure'
  constructor(
    readonly code: DeliveryFailureCode,
    message: string,
    readonly isPermanent: boolean,
  ) {
    super(message)
  }
}

const failure = (code: DeliveryFailureCode, isPermanent: boolean, message = deliveryFailureMessages[code]) =>
  new DeliveryFailure(code, message, isPermanent)

/** A bucket's refusal in words the consumer can act on; only an unreachable store is worth retrying. */
export function deliveryFailureOf(
  error: unknown,
  cloudProvider: DataDeliveryRow['cloudProvider'],
): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error
  if (!(error instanceof BucketError)) return failure('INTERRUPTED', false)
  switch (error.reason) {
    case 'BUCKET_NOT_FOUND':
      return failure('BUCKET_NOT_FOUND', true)
    case 'ACCESS_DENIED':
      return failure('ACCESS_DENIED', true, accessDeniedMessages[cloudProvider])
    case 'INVALID_CREDENTIALS':
      return failure('INVALID_CREDENTIALS', true)
    case 'SETTING_REMOVED':
      return failure('STORAGE_SETTING_REMOVED', true)
    case 'UNREACHABLE':
      return failure('STORAGE_UNREACHABLE', false)
    case 'NOT_WRITABLE':
      return failure('FOLDER_NOT_WRITABLE', false)
    default:
      return failure('STORAGE_REFUSED', false, `${deliveryFailureMessages.STORAGE_REFUSED}: ${error.message}`)
  }
}

const usageOutcomeOf = (code: DeliveryFailureCode): { outcome: UsageOutcome; httpStatus: number } =>
  code === 'PURCHASE_NOT_ACTIVE'
    ? { outcome: 'REJECTED', httpStatus: 403 }
    : code === 'SPEND_CAP_REACHED'
      ? { outcome: 'REJECTED', httpStatus: 402 }
      : code === 'STORAGE_UNREACHABLE'
        ? { outcome: 'TIMEOUT', httpStatus: 504 }
        : { outcome: 'UPSTREAM_ERROR', httpStatus: 502 }

export interface DeliveryRunnerDependencies {
  deliveries: DataDeliveriesRepository
  purchases: DeliveryPurchasesRepository
  datasetFiles: DatasetFiles
  files: FileStorage
  storage: DeliveryStorage
  usage: UsageLedger
  logger: FastifyBaseLogger
  /** Billing's spend caps, asked again before the copy: a cap reached since the delivery was queued stops it. */
  assertSpendRoom?: SpendRoomCheck
  now?: () => Date
}

/**
 * The job that copies a purchased version into the consumer's bucket. It writes the object first and
 * records the receipt after, and the object's key was fixed when the delivery was queued, so a retry
 * (or a run after a worker died) overwrites the same object and never leaves a second one.
 */
export function createDeliveryRunner({
  deliveries,
  purchases,
  datasetFiles,
  files,
  storage,
  usage,
  logger,
  assertSpendRoom,
  now = () => new Date(),
}: DeliveryRunnerDependencies) {
  const log = logger.child({ component: 'data-delivery' })

  function record(
    delivery: DataDeliveryRow,
    startedAt: Date,
    values: { outcome: UsageOutcome; httpStatus: number; errorCode: string | null; bytesOut: number },
  ) {
    usage.record({
      occurredAt: startedAt,
      kind: 'DELIVERY',
      consumerTenantId: delivery.consumerTenantId,
      providerTenantId: delivery.providerTenantId,
      productId: delivery.productId,
      transactionRequestId: delivery.transactionRequestId,
      apiKeyId: null,
      method: 'PUT',
      subPath: null,
      latencyMs: Math.max(0, Date.now() - startedAt.getTime()),
      bytesIn: 0,
      isBillable: values.outcome === 'SUCCESS',
      unitPrice: null,
      ...values,
    })
  }

  async function fail(delivery: DataDeliveryRow, startedAt: Date, reason: DeliveryFailure) {
    if (await deliveries.failed(delivery.id, reason.code, reason.message)) {
      record(delivery, startedAt, { ...usageOutcomeOf(reason.code), errorCode: reason.code, bytesOut: 0 })
    }
  }

  async function copy(delivery: DataDeliveryRow) {
    const purchase = await purchases.findById(delivery.consumerTenantId, delivery.transactionRequestId, now())
    const refused = refusalOf(purchase, 'CLOUD_STORAGE')
    if (refused) {
      throw failure(
        'PURCHASE_NOT_ACTIVE',
        true,
        `${deliveryFailureMessages.PURCHASE_NOT_ACTIVE}: ${refused.message}`,
      )
    }
    try {
      await assertSpendRoom?.(delivery.consumerTenantId, delivery.productId)
    } catch (error) {
      if (error instanceof AppError) throw failure('SPEND_CAP_REACHED', true, error.message)
      throw error
    }
    if (!delivery.storageSettingId) throw failure('STORAGE_SETTING_REMOVED', true)
    const file = await datasetFiles.byId(delivery.providerTenantId, delivery.datasetVersionId)
    const opened = file ? await files.open(file.fileKey) : null
    if (!file || !opened) throw failure('SOURCE_FILE_MISSING', true)

    const hash = createHash('sha256')
    let bytes = 0
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk)
        bytes += chunk.length
        done(null, chunk)
      },
    })
    // The storage may fail before it reads the copy.
    leaveErrorsToReader(meter)
    const scope = { tenantId: delivery.consumerTenantId, userType: 'consumer' as const }
    try {
      await storage.writeFile(
        scope,
        delivery.storageSettingId,
        delivery.objectPath,
        pipeOwnedSource(opened.stream, meter),
      )
    } finally {
      // A storage that refused before reading (a removed setting, a refused address) never closed the
      // copy: closing it closes the file.
      meter.destroy()
    }

    const sha256 = hash.digest('hex')
    if (bytes !== file.fileSize || (file.sha256 && file.sha256 !== sha256)) {
      throw failure('SOURCE_FILE_MISSING', true, deliveryFailureDetails.sourceFileChanged)
    }
    if (!file.sha256) await datasetFiles.rememberChecksum(file.versionId, sha256)
    return { bytes, rowCount: file.rowCount, sha256 }
  }

  return async function runDelivery({ deliveryId }: DataDeliveryJob, job: JobInfo): Promise<void> {
    const delivery = await deliveries.findForJob(deliveryId)
    if (!delivery || delivery.status === 'DELIVERED' || delivery.status === 'FAILED') return
    const startedAt = now()
    if (job.attempt >= job.maxAttempts) {
      await fail(delivery, startedAt, failure('WORKER_STOPPED', true))
      return
    }
    if (!(await deliveries.start(delivery.id, job.attempt))) return
    try {
      const receipt = await copy(delivery)
      if (await deliveries.delivered(delivery.id, receipt)) {
        record(delivery, startedAt, {
          outcome: 'SUCCESS',
          httpStatus: 200,
          errorCode: null,
          bytesOut: receipt.bytes,
        })
      }
    } catch (error) {
      const reason = deliveryFailureOf(error, delivery.cloudProvider)
      if (!(error instanceof DeliveryFailure) && !(error instanceof BucketError)) {
        log.error({ err: error, deliveryId }, 'a delivery failed unexpectedly')
      }
      const isLastTry = job.attempt >= job.maxAttempts - 1
      if (reason.isPermanent || isLastTry) {
        await fail(delivery, startedAt, reason)
        throw new PermanentJobError(`${reason.code}: ${reason.message}`)
      }
      await deliveries.retrying(delivery.id, reason.code, `${reason.message}. It is tried again shortly.`)
      throw error
    }
  }
}
