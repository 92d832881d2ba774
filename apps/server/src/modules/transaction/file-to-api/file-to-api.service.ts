import {
  fileToApiLimits,
  fileToApiErrorMessages as said,
  type FileToApiDryRun,
  type FileToApiDryRunRow,
  type FileToApiEstimate,
  type FileToApiJob,
  type FileToApiListQuery,
  type FileToApiProceedResult,
  type estimateFileToApiBody,
  type proceedFileToApiBody,
} from '@lumbung/contract'
import type { z } from 'zod'
import type { Database } from '../../../db/database'
import type { DataAssetRow, FileToApiParameter } from '../../../db/schema'
import type { Actor } from '../../../lib/access'
import type { Audit } from '../../../lib/audit'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { StorageUrls } from '../../../lib/storage-urls'
import type { GatewayCaller } from '../../gateway'
import type { Jobs } from '../../jobs'
import { callThroughGateway } from './file-to-api-call'
import {
  amountOf,
  assertConfirmed,
  assertEstimateGiven,
  estimateOf,
  rowPricingOf,
  type FileToApiSpendCaps,
} from './file-to-api-estimate'
import { CsvRowProblem, readCsvRows, type CsvRow } from './file-to-api-csv'
import { checkMapping, rowCallOf } from './file-to-api-mapping'
import { apiFieldsOf, purchaseRefusalOf } from './file-to-api-purchase'
import { mergeFields, outcomeOf } from './file-to-api-response'
import { fileToApiQueue, type FileToApiRunPayload } from './file-to-api-runner'
import { fileToApiJobViewOf } from './file-to-api-view'
import type { ConsumerAssets } from '../../data/data-assets'
import type { FileToApiPurchase, FileToApiRepository } from './file-to-api.repository'

type ProceedBody = z.output<typeof proceedFileToApiBody>
type EstimateBody = z.output<typeof estimateFileToApiBody>

export interface FileToApiServiceDependencies {
  db: Database
  repository: FileToApiRepository
  /** The data-assets area's reader of the consumer's own assets. */
  consumerAssets: ConsumerAssets
  files: FileStorage
  jobs: Jobs
  audit: Audit
  caller: GatewayCaller
  /** Billing's spend caps: what they leave, and whether a run of a known cost would be refused. */
  spendCaps?: FileToApiSpendCaps
  urls: StorageUrls
  sleep: (milliseconds: number) => Promise<void>
  now: () => Date
  maxRows: number
  /** Queue attempts of a run: a worker that dies is replaced this many times less one. */
  maxAttempts: number
}

interface Plan {
  purchase: FileToApiPurchase
  asset: DataAssetRow & { fileKey: string }
  parameters: FileToApiParameter[]
}

// The dry run answers within the request, so it waits out a rate limit only briefly.
const dryRunMaxWaitSeconds = 10

const csvRowInvalid = (problem: CsvRowProblem) =>
  new AppError('CSV_ROW_INVALID', 422, problem.message, undefined, { row_number: problem.rowNumber })

export type FileToApiService = ReturnType<typeof createFileToApiService>

/** Batch enrichment: checks and dry-runs a mapping, queues runs, lists them and hands out results. */
export function createFileToApiService(dependencies: FileToApiServiceDependencies) {
  const { db, repository, consumerAssets, files, jobs, audit, caller, urls, sleep, now } = dependencies

  const noCaps: FileToApiSpendCaps = () =>
    Promise.resolve({ isRefusingAtCap: false, caps: [], refusal: null })
  const spendCaps = dependencies.spendCaps ?? noCaps

  /**
   * The whole file read (rows counted, a bad row named) and priced, with what the caps leave and the
   * refusal a run of that cost would meet.
   */
  async function estimate(actor: Actor, plan: Plan) {
    const totalRows = await countRows(plan.asset)
    const at = now()
    const cost = amountOf(totalRows, rowPricingOf(plan.purchase, at).unitPrice)
    const caps = await spendCaps(actor.tenantId, plan.purchase.productId, cost)
    return { figures: estimateOf(plan.purchase, totalRows, caps, at), refusal: caps.refusal }
  }

  async function planOf(actor: Actor, body: EstimateBody): Promise<Plan> {
    const purchase = await repository.findPurchase(actor.tenantId, body.transaction_no, now())
    if (!purchase) throw new AppError('PURCHASE_NOT_FOUND', 404, said.purchaseNotFound)
    const refusal = purchaseRefusalOf(purchase)
    if (refusal) throw refusal
    const asset = await consumerAssets.find(actor.tenantId, body.data_asset_id)
    if (!asset) throw new AppError('DATA_ASSET_NOT_FOUND', 404, said.dataAssetNotFound)
    if (asset.status === 'FAILED') throw new AppError('DATA_ASSET_FAILED', 409, said.dataAssetFailed)
    if (asset.status !== 'READY' || !asset.fileKey) {
      throw new AppError('DATA_ASSET_NOT_READY', 409, said.dataAssetNotReady)
    }
    const parameters = checkMapping(apiFieldsOf(purchase), asset.columns, body.mapping)
    return { purchase, asset: { ...asset, fileKey: asset.fileKey }, parameters }
  }

  async function rowsOf(asset: Plan['asset']): Promise<AsyncGenerator<CsvRow>> {
    const source = await files.open(asset.fileKey)
    if (!source) throw new AppError('DATA_ASSET_NOT_READY', 409, said.dataAssetNotReady)
    return readCsvRows(source.stream)
  }

  /** Reads the whole file before a run starts: a bad row is named now, before anything is called. */
  async function countRows(asset: Plan['asset']): Promise<number> {
    let total = 0
    try {
      for await (const row of await rowsOf(asset)) {
        if (row.index === 0) continue
        total += 1
        if (total > dependencies.maxRows) {
          throw new AppError(
            'TOO_MANY_ROWS',
            422,
            `${said.tooManyRows} (${dependencies.maxRows.toLocaleString('en-US')})`,
          )
        }
      }
    } catch (error) {
      throw error instanceof CsvRowProblem ? csvRowInvalid(error) : error
    }
    if (total === 0) throw new AppError('CSV_NO_ROWS', 422, said.noRows)
    return total
  }

  async function dryRun({ purchase, asset, parameters }: Plan): Promise<FileToApiDryRun> {
    const rows: CsvRow[] = []
    try {
      for await (const row of await rowsOf(asset)) {
        if (row.index === 0) continue
        rows.push(row)
        if (rows.length >= fileToApiLimits.dryRunRows) break
      }
    } catch (error) {
      throw error instanceof CsvRowProblem ? csvRowInvalid(error) : error
    }
    if (rows.length === 0) throw new AppError('CSV_NO_ROWS', 422, said.noRows)
    const columnIndex = new Map(asset.columns.map((name, index) => [name, index]))
    const method = purchase.datasetMethod ?? 'GET'
    const results: FileToApiDryRunRow[] = []
    // One at a time, as the run goes: the product's rate limit is met the same way.
    for (const row of rows) {
      const prepared = rowCallOf(parameters, method, columnIndex, row.cells)
      if ('problem' in prepared) {
        results.push({
          row_number: row.rowNumber,
          status: 'FAILED',
          http_status: null,
          message: prepared.problem,
          input: prepared.input,
          response: {},
        })
        continue
      }
      const answer = await callThroughGateway(
        caller,
        {
          consumerTenantId: asset.tenantId,
          apiKeyId: null,
          productId: purchase.productId,
          method,
          subPath: '',
          query: prepared.query,
          headers: prepared.headers,
          ...(prepared.body ? { body: prepared.body } : {}),
        },
        { sleep, maxWaitSeconds: dryRunMaxWaitSeconds },
      )
      const outcome = outcomeOf(answer)
      results.push({
        row_number: row.rowNumber,
        status: outcome.status,
        http_status: outcome.httpStatus,
        message: outcome.message,
        input: prepared.input,
        response: outcome.fields,
      })
    }
    return {
      parameters: parameters
        .filter((parameter) => parameter.column !== null)
        .map((parameter) => parameter.name),
      response_fields: mergeFields(
        [],
        results.map((row) => row.response),
      ),
      rows: results,
    }
  }

  async function jobView(actor: Actor, id: string): Promise<FileToApiJob> {
    const row = await repository.findJob(actor.tenantId, id)
    if (!row) throw new AppError('JOB_NOT_FOUND', 404, said.jobNotFound)
    return fileToApiJobViewOf(row, { now: now(), urls })
  }

  return {
    /** What a run would bill and what the caps leave, calling nothing. */
    async estimate(actor: Actor, body: EstimateBody): Promise<FileToApiEstimate> {
      return (await estimate(actor, await planOf(actor, body))).figures
    },

    /**
     * A dry run of the first rows, or a run of the whole file queued: only on the figures the consumer
     * confirmed, and only when no refusing spend cap would stop it part-way.
     */
    async proceed(actor: Actor, body: ProceedBody): Promise<FileToApiProceedResult> {
      const plan = await planOf(actor, body)
      if (body.is_dry_run) return { dry_run: await dryRun(plan), job: null }
      const expected = { rows: body.expected_rows, amount: body.expected_amount }
      assertEstimateGiven(expected)
      const { figures, refusal } = await estimate(actor, plan)
      assertConfirmed(expected, figures)
      if (refusal) throw refusal
      const totalRows = figures.total_rows
      const { purchase, asset, parameters } = plan
      const id = await db.transaction(async (tx) => {
        const jobId = await repository.insertJob(
          {
            tenantId: actor.tenantId,
            transactionRequestId: purchase.id,
            productId: purchase.productId,
            productName: purchase.productName,
            dataAssetId: asset.id,
            dataAssetName: asset.name,
            sourceFileKey: asset.fileKey,
            inputColumns: asset.columns,
            method: purchase.datasetMethod ?? 'GET',
            parameters,
            totalRows,
            unitPrice: figures.unit_price,
            confirmedAmount: figures.amount,
            maxAttempts: dependencies.maxAttempts,
            createdBy: actor.userId,
          },
          tx,
        )
        await jobs.enqueue<FileToApiRunPayload>(
          fileToApiQueue,
          { jobId },
          { executor: tx, maxAttempts: dependencies.maxAttempts },
        )
        await audit.record(tx, {
          action: 'file-to-api.started',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'file_to_api_job',
          targetId: jobId,
          detail: {
            transaction_no: purchase.transactionNo,
            data_asset_id: asset.id,
            total_rows: totalRows,
            confirmed_amount: figures.amount,
          },
        })
        return jobId
      })
      return { dry_run: null, job: await jobView(actor, id) }
    },

    async list(
      actor: Actor,
      query: FileToApiListQuery,
    ): Promise<{ data: FileToApiJob[]; total_data: number }> {
      const { rows, total } = await repository.listJobs(actor.tenantId, query)
      const at = now()
      return { data: rows.map((row) => fileToApiJobViewOf(row, { now: at, urls })), total_data: total }
    },

    /** A run's result file, for streaming; another company's run reads as not found. */
    async result(actor: Actor, id: string) {
      const row = await repository.findJob(actor.tenantId, id)
      if (!row) throw new AppError('JOB_NOT_FOUND', 404, said.jobNotFound)
      const file = row.job.resultKey ? await files.open(row.job.resultKey) : null
      if (!file) throw new AppError('RESULT_NOT_READY', 409, said.resultNotReady)
      const day = row.job.createdAt.toISOString().slice(0, 10).replaceAll('-', '')
      return { ...file, fileName: `${row.transactionNo}-enrichment-${day}.csv` }
    },
  }
}
