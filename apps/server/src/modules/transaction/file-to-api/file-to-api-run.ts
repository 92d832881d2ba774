import { fileToApiErrorMessages as said, type FileToApiRowStatus } from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { FileToApiJobRow, FileToApiRowRecord } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import type { FileStorage } from '../../../lib/file-storage'
import type { GatewayCaller } from '../../gateway'
import { callThroughGateway } from './file-to-api-call'
import { CsvRowProblem, readCsvRows, type CsvRow } from './file-to-api-csv'
import { rowCallOf } from './file-to-api-mapping'
import { purchaseRefusalOf } from './file-to-api-purchase'
import { mergeFields, outcomeOf, runStoppingCodes } from './file-to-api-response'
import {
  partKeyOf,
  removeParts,
  resultKeyOf,
  writePart,
  writeResult,
  type PartRow,
} from './file-to-api-result'
import { RunLost, type FileToApiRepository } from './file-to-api.repository'

/** The run cannot go on, for a reason that concerns the whole file or purchase; it ends FAILED. */
export class RunStopped extends Error {
  override name = 'RunStopped'
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export interface RunDependencies {
  repository: FileToApiRepository
  files: FileStorage
  caller: GatewayCaller
  logger: FastifyBaseLogger
  /** Rows per part of the result: the most a run holds in memory, and the most a dead worker costs. */
  chunkSize: number
  sleep: (milliseconds: number) => Promise<void>
  now: () => Date
}

/** The gateway is down before any call was made: nothing reached the product, so the row may be called later. */
const isGatewayUnavailable = (error: unknown) =>
  error instanceof AppError && error.code === 'GATEWAY_UNAVAILABLE'

/**
 * One worker's run of a file-to-API job, from the row its cursor points at (docs/decisions/0034).
 * Each row is marked in flight before its call and given its outcome after; every write names the
 * run token, so a worker that lost the run changes nothing.
 */
export function createRun(
  dependencies: RunDependencies,
  job: FileToApiJobRow,
  runToken: string,
  /** Aborted when the instance hands the run back to the queue: no further row is called. */
  signal?: AbortSignal,
) {
  const { repository, files, caller, logger, chunkSize, sleep, now } = dependencies
  const log = logger.child({ component: 'file-to-api', jobId: job.id })
  let cursor = job.nextRow
  let partsCount = job.partsCount
  let responseFields = job.responseFields
  const columnIndex = new Map(job.inputColumns.map((name, index) => [name, index]))

  async function checkPurchase() {
    const purchase = await repository.findPurchaseById(job.tenantId, job.transactionRequestId, now())
    const refusal = purchase ? purchaseRefusalOf(purchase) : new AppError('PURCHASE_NOT_FOUND', 404)
    if (refusal) throw new RunStopped(refusal.code, refusal.message)
  }

  async function callRow(row: CsvRow) {
    const prepared = rowCallOf(job.parameters, job.method, columnIndex, row.cells)
    if ('problem' in prepared) {
      const outcome = { status: 'FAILED' as const, httpStatus: null, message: prepared.problem, fields: {} }
      await repository.recordOutcome(job.id, runToken, row.index, outcome, false)
      return
    }
    if (!(await repository.markInFlight(job.id, runToken, row.index))) {
      if (!(await repository.keepAlive(job.id, runToken))) throw new RunLost()
      return
    }
    const call = {
      consumerTenantId: job.tenantId,
      apiKeyId: null,
      productId: job.productId,
      method: job.method,
      subPath: '',
      query: prepared.query,
      headers: prepared.headers,
      ...(prepared.body ? { body: prepared.body } : {}),
    }
    let answer
    try {
      answer = await callThroughGateway(caller, call, {
        sleep,
        maxWaitSeconds: Number.POSITIVE_INFINITY,
        beforeRetry: async () => {
          if (!(await repository.keepAlive(job.id, runToken))) throw new RunLost()
        },
      })
    } catch (error) {
      // Any other failure leaves the row in flight: whether its call was made is not known.
      if (isGatewayUnavailable(error)) await repository.releaseRow(job.id, row.index)
      throw error
    }
    const outcome = outcomeOf(answer)
    if (answer.errorCode && runStoppingCodes.has(answer.errorCode)) {
      await repository.releaseRow(job.id, row.index)
      throw new RunStopped(answer.errorCode, `Stopped at row ${row.rowNumber}. ${outcome.message}`)
    }
    await repository.recordOutcome(job.id, runToken, row.index, outcome)
  }

  /** Stores the recorded rows from the cursor on as the next part, then moves the cursor past them. */
  async function flush(recorded: FileToApiRowRecord[], inputs: ReadonlyMap<number, string[]>) {
    if (recorded.length === 0) return
    const toIndex = cursor + recorded.length - 1
    const isContiguous = recorded.every((row, offset) => row.rowIndex === cursor + offset)
    if (!isContiguous || recorded.some((row) => row.state === 'IN_FLIGHT')) {
      throw new Error('A chunk of the run has a row without an outcome')
    }
    const part: PartRow[] = recorded.map((row) => ({
      r: row.rowIndex,
      i: inputs.get(row.rowIndex) ?? job.inputColumns.map(() => ''),
      s: row.state as FileToApiRowStatus,
      m: row.message,
      f: row.response,
    }))
    await writePart(files, partKeyOf(job.tenantId, job.id, partsCount), part)
    const fields = mergeFields(
      responseFields,
      recorded.map((row) => row.response),
    )
    await repository.advance(job.id, runToken, {
      fromIndex: cursor,
      toIndex,
      partsCount: partsCount + 1,
      responseFields: fields,
    })
    cursor = toIndex + 1
    partsCount += 1
    responseFields = fields
  }

  async function finish(error: { code: string; message: string } | null) {
    let resultKey: string | null = null
    let resultBytes: number | null = null
    if (partsCount > 0) {
      resultKey = resultKeyOf(job.tenantId, job.id)
      const parts = { tenantId: job.tenantId, jobId: job.id, count: partsCount }
      resultBytes = await writeResult(files, resultKey, parts, job.inputColumns, responseFields)
    }
    await repository.finish(job.id, runToken, {
      status: error ? 'FAILED' : 'COMPLETED',
      resultKey,
      resultBytes,
      isPartialResult: !!error && partsCount > 0,
      errorCode: error?.code ?? null,
      errorMessage: error?.message ?? null,
    })
    await removeParts(files, job.tenantId, job.id, partsCount).catch((removeError: unknown) => {
      log.warn({ err: removeError }, 'could not remove the parts of a finished run')
    })
  }

  /** The file's cells of rows `from`..`to`, read again; empty cells when the file is gone. */
  async function inputsBetween(from: number, to: number): Promise<Map<number, string[]>> {
    const inputs = new Map<number, string[]>()
    const source = await files.open(job.sourceFileKey)
    if (!source) return inputs
    try {
      for await (const row of readCsvRows(source.stream)) {
        if (row.index > to) break
        if (row.index >= from) inputs.set(row.index, row.cells)
      }
    } catch (error) {
      log.warn({ err: error }, 'could not read the file again for the rows of a stopped run')
    }
    return inputs
  }

  return {
    /** Calls every row from the cursor on, then writes the result. */
    async go() {
      await checkPurchase()
      await repository.failInFlight(job.id, runToken, said.interrupted)
      const source = await files.open(job.sourceFileKey)
      if (!source)
        throw new RunStopped('DATA_ASSET_GONE', 'The data asset was removed; the run can not go on')
      const recorded = new Set((await repository.rowsFrom(job.id, cursor)).map((row) => row.rowIndex))
      const inputs = new Map<number, string[]>()
      try {
        for await (const row of readCsvRows(source.stream)) {
          if (row.index === 0) {
            if (row.cells.length !== job.inputColumns.length) {
              throw new RunStopped('DATA_ASSET_CHANGED', 'The data asset no longer has the columns it had')
            }
            continue
          }
          if (row.index < cursor) continue
          inputs.set(row.index, row.cells)
          if (signal?.aborted) throw new RunLost()
          if (!recorded.has(row.index)) await callRow(row)
          if (row.index - cursor + 1 >= chunkSize) {
            await flush(await repository.rowsBetween(job.id, cursor, row.index), inputs)
            inputs.clear()
          }
        }
      } catch (error) {
        if (error instanceof CsvRowProblem) throw new RunStopped('CSV_ROW_INVALID', error.message)
        throw error
      }
      if (inputs.size > 0) await flush(await repository.rowsFrom(job.id, cursor), inputs)
      await finish(null)
    },

    /**
     * Ends the run as failed, keeping every row that has an outcome: the row in hand is settled as
     * interrupted, the recorded rows become the last part, and the result holds the rows done.
     */
    async stop(code: string, message: string) {
      await repository.failInFlight(job.id, runToken, said.interrupted)
      const pending = await repository.rowsFrom(job.id, cursor)
      if (pending.length > 0) {
        await flush(pending, await inputsBetween(cursor, cursor + pending.length - 1))
      }
      await finish({ code, message })
    },
  }
}
