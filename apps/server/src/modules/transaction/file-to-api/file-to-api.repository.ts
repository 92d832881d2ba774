import type { FileToApiListQuery } from '@lumbung/contract'
import { and, asc, between, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/database'
import {
  datasets,
  fileToApiJobs,
  fileToApiRows,
  products,
  transactionRequests,
  users,
  type FileToApiJobRow,
} from '../../../db/schema'
import { effectiveStatus, isPurchaseOf } from '../requests'
import type { RowOutcome } from './file-to-api-response'
import { scheduledPricesOf } from '../../../lib/price-in-force'

export type FileToApiRepository = ReturnType<typeof createFileToApiRepository>
export type NewFileToApiJob = typeof fileToApiJobs.$inferInsert

/** The worker no longer holds the run: another worker took it over, or it ended. */
export class RunLost extends Error {
  override name = 'RunLost'
}

const isMine = (jobId: string, runToken: string) =>
  and(eq(fileToApiJobs.id, jobId), eq(fileToApiJobs.runToken, runToken), eq(fileToApiJobs.status, 'RUNNING'))!

/**
 * File-to-API runs and the rows they are working on. Reads for a screen name the consumer tenant;
 * the worker's reads go by the run's id and its writes by the run token, so a worker that lost its
 * run can change nothing (docs/decisions/0034-file-to-api.md).
 */
export function createFileToApiRepository(db: Database) {
  const purchaseSelect = (now: Date, executor: Executor) =>
    executor
      .select({
        id: transactionRequests.id,
        transactionNo: transactionRequests.transactionNo,
        status: effectiveStatus(now),
        accessStatus: transactionRequests.accessStatus,
        productId: transactionRequests.productId,
        productName: products.name,
        productDataType: products.dataType,
        datasetMethod: datasets.method,
        datasetParams: datasets.requestParams,
        // The terms the purchase was approved under, the product's own where the snapshot has none.
        terms: transactionRequests.transactionMetadata,
        productPricingModel: products.pricingModel,
        productPrice: products.price,
        productMonthlyQuota: products.monthlyQuota,
      })
      .from(transactionRequests)
      .innerJoin(products, eq(products.id, transactionRequests.productId))
      // The product's own tenant owns the dataset behind it.
      .leftJoin(
        datasets,
        and(eq(datasets.id, products.datasetId), eq(datasets.tenantId, transactionRequests.providerTenantId)),
      )

  /** A purchase with its scheduled prices, so a run is priced by the rule the gateway bills its calls by. */
  async function withSchedule<Row extends { id: string }>(row: Row | undefined, executor: Executor) {
    if (!row) return undefined
    const schedules = await scheduledPricesOf(executor, [row.id])
    return { ...row, schedule: schedules.get(row.id) ?? [] }
  }

  const jobSelect = (executor: Executor) =>
    executor
      .select({
        job: fileToApiJobs,
        transactionNo: transactionRequests.transactionNo,
        createdByName: users.fullName,
      })
      .from(fileToApiJobs)
      .innerJoin(transactionRequests, eq(transactionRequests.id, fileToApiJobs.transactionRequestId))
      .leftJoin(users, eq(users.id, fileToApiJobs.createdBy))

  /** Adds a row's outcome to the run's counts; answers false when the run is not this worker's. */
  async function countOutcome(
    executor: Executor,
    jobId: string,
    runToken: string,
    failed: number,
    done: number,
  ): Promise<boolean> {
    const updated = await executor
      .update(fileToApiJobs)
      .set({
        rowsDone: sql`${fileToApiJobs.rowsDone} + ${done}`,
        rowsFailed: sql`${fileToApiJobs.rowsFailed} + ${failed}`,
        heartbeatAt: sql`now()`,
      })
      .where(isMine(jobId, runToken))
      .returning({ id: fileToApiJobs.id })
    return updated.length > 0
  }

  return {
    /** A purchase of the consumer tenant by its number, with what a run needs of its product. */
    async findPurchase(tenantId: string, transactionNo: string, now: Date, executor: Executor = db) {
      const [row] = await purchaseSelect(now, executor)
        .where(and(isPurchaseOf(tenantId), eq(transactionRequests.transactionNo, transactionNo)))
        .limit(1)
      return withSchedule(row, executor)
    },

    async findPurchaseById(tenantId: string, id: string, now: Date, executor: Executor = db) {
      const [row] = await purchaseSelect(now, executor)
        .where(and(eq(transactionRequests.consumerTenantId, tenantId), eq(transactionRequests.id, id)))
        .limit(1)
      return withSchedule(row, executor)
    },

    async insertJob(values: NewFileToApiJob, executor: Executor = db): Promise<string> {
      const [row] = await executor.insert(fileToApiJobs).values(values).returning({ id: fileToApiJobs.id })
      return row!.id
    },

    async listJobs(tenantId: string, query: FileToApiListQuery, executor: Executor = db) {
      const conditions: SQL[] = [eq(fileToApiJobs.tenantId, tenantId)]
      if (query.transaction_no) conditions.push(eq(transactionRequests.transactionNo, query.transaction_no))
      if (query.status) conditions.push(eq(fileToApiJobs.status, query.status))
      const where = and(...conditions)
      const [rows, [totals]] = await Promise.all([
        jobSelect(executor)
          .where(where)
          .orderBy(desc(fileToApiJobs.createdAt), desc(fileToApiJobs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        executor
          .select({ total: count() })
          .from(fileToApiJobs)
          .innerJoin(transactionRequests, eq(transactionRequests.id, fileToApiJobs.transactionRequestId))
          .where(where),
      ])
      return { rows, total: totals?.total ?? 0 }
    },

    async findJob(tenantId: string, id: string, executor: Executor = db) {
      const [row] = await jobSelect(executor)
        .where(and(eq(fileToApiJobs.tenantId, tenantId), eq(fileToApiJobs.id, id)))
        .limit(1)
      return row
    },

    /** The worker's read: the queue's payload carries only the run's id. */
    async findJobById(id: string, executor: Executor = db): Promise<FileToApiJobRow | undefined> {
      const [row] = await executor.select().from(fileToApiJobs).where(eq(fileToApiJobs.id, id)).limit(1)
      return row
    },

    /** Takes the run for a worker under a fresh token, unless it has ended. */
    async startRun(id: string, runToken: string, attempt: number, maxAttempts: number) {
      const [row] = await db
        .update(fileToApiJobs)
        .set({
          status: 'RUNNING',
          runToken,
          attempt,
          maxAttempts,
          startedAt: sql`coalesce(${fileToApiJobs.startedAt}, now())`,
          runStartedAt: sql`now()`,
          runRowsStart: sql`${fileToApiJobs.rowsDone}`,
          heartbeatAt: sql`now()`,
        })
        .where(and(eq(fileToApiJobs.id, id), sql`${fileToApiJobs.status} in ('QUEUED', 'RUNNING')`))
        .returning()
      return row
    },

    /** Whether the worker still holds the run; a holder's sign of life is noted on the way. */
    async keepAlive(jobId: string, runToken: string): Promise<boolean> {
      const rows = await db
        .update(fileToApiJobs)
        .set({ heartbeatAt: sql`now()` })
        .where(isMine(jobId, runToken))
        .returning({ id: fileToApiJobs.id })
      return rows.length > 0
    },

    /** Rows from `fromIndex` on that already have an outcome (or are in flight). */
    async rowsFrom(jobId: string, fromIndex: number) {
      return db
        .select()
        .from(fileToApiRows)
        .where(and(eq(fileToApiRows.jobId, jobId), gte(fileToApiRows.rowIndex, fromIndex)))
        .orderBy(asc(fileToApiRows.rowIndex))
    },

    async rowsBetween(jobId: string, fromIndex: number, toIndex: number) {
      return db
        .select()
        .from(fileToApiRows)
        .where(and(eq(fileToApiRows.jobId, jobId), between(fileToApiRows.rowIndex, fromIndex, toIndex)))
        .orderBy(asc(fileToApiRows.rowIndex))
    },

    /**
     * Rows a stopped worker left in flight: their call may or may not have been made, so they are
     * failed rather than called again (a second call could be a second charge).
     */
    async failInFlight(jobId: string, runToken: string, message: string): Promise<number> {
      return db.transaction(async (tx) => {
        const failed = await tx
          .update(fileToApiRows)
          .set({ state: 'FAILED', message })
          .where(and(eq(fileToApiRows.jobId, jobId), eq(fileToApiRows.state, 'IN_FLIGHT')))
          .returning({ rowIndex: fileToApiRows.rowIndex })
        if (failed.length > 0 && !(await countOutcome(tx, jobId, runToken, failed.length, failed.length))) {
          throw new RunLost()
        }
        return failed.length
      })
    },

    /** Marks a row in flight before its call; false when the row already has one (or the run is not ours). */
    async markInFlight(jobId: string, runToken: string, rowIndex: number): Promise<boolean> {
      const inserted = await db
        .insert(fileToApiRows)
        .select(
          db
            .select({
              jobId: fileToApiJobs.id,
              rowIndex: sql<number>`${rowIndex}::integer`.as('row_index'),
              state: sql<'IN_FLIGHT'>`'IN_FLIGHT'`.as('state'),
              httpStatus: sql<number | null>`null::integer`.as('http_status'),
              message: sql<string>`''`.as('message'),
              response: sql<Record<string, string>>`'{}'::jsonb`.as('response'),
            })
            .from(fileToApiJobs)
            .where(isMine(jobId, runToken)),
        )
        .onConflictDoNothing()
        .returning({ rowIndex: fileToApiRows.rowIndex })
      return inserted.length > 0
    },

    /** A row whose call was refused before it reached anyone, so it is left to be called later. */
    async releaseRow(jobId: string, rowIndex: number): Promise<void> {
      await db
        .delete(fileToApiRows)
        .where(
          and(
            eq(fileToApiRows.jobId, jobId),
            eq(fileToApiRows.rowIndex, rowIndex),
            eq(fileToApiRows.state, 'IN_FLIGHT'),
          ),
        )
    },

    /** The row's outcome and the run's counts together; RunLost when the run is no longer this worker's. */
    async recordOutcome(
      jobId: string,
      runToken: string,
      rowIndex: number,
      outcome: RowOutcome,
      isInFlight = true,
    ) {
      await db.transaction(async (tx) => {
        const values = {
          state: outcome.status,
          httpStatus: outcome.httpStatus,
          message: outcome.message,
          response: outcome.fields,
        }
        const written = isInFlight
          ? await tx
              .update(fileToApiRows)
              .set(values)
              .where(
                and(
                  eq(fileToApiRows.jobId, jobId),
                  eq(fileToApiRows.rowIndex, rowIndex),
                  eq(fileToApiRows.state, 'IN_FLIGHT'),
                ),
              )
              .returning({ rowIndex: fileToApiRows.rowIndex })
          : await tx
              .insert(fileToApiRows)
              .values({ jobId, rowIndex, ...values })
              .onConflictDoNothing()
              .returning({ rowIndex: fileToApiRows.rowIndex })
        const failed = outcome.status === 'FAILED' ? 1 : 0
        if (written.length === 0 || !(await countOutcome(tx, jobId, runToken, failed, 1))) throw new RunLost()
      })
    },

    /** After a chunk's part of the result is stored: its rows go, and the cursor moves past them. */
    async advance(
      jobId: string,
      runToken: string,
      chunk: { fromIndex: number; toIndex: number; partsCount: number; responseFields: string[] },
    ) {
      await db.transaction(async (tx) => {
        const moved = await tx
          .update(fileToApiJobs)
          .set({
            nextRow: chunk.toIndex + 1,
            partsCount: chunk.partsCount,
            responseFields: chunk.responseFields,
            heartbeatAt: sql`now()`,
          })
          .where(and(isMine(jobId, runToken), eq(fileToApiJobs.nextRow, chunk.fromIndex)))
          .returning({ id: fileToApiJobs.id })
        if (moved.length === 0) throw new RunLost()
        await tx
          .delete(fileToApiRows)
          .where(
            and(
              eq(fileToApiRows.jobId, jobId),
              between(fileToApiRows.rowIndex, chunk.fromIndex, chunk.toIndex),
            ),
          )
      })
    },

    /** Ends the run; RunLost when it is no longer this worker's. */
    async finish(
      jobId: string,
      runToken: string,
      values: Pick<
        FileToApiJobRow,
        'status' | 'resultKey' | 'resultBytes' | 'isPartialResult' | 'errorCode' | 'errorMessage'
      >,
    ) {
      const ended = await db
        .update(fileToApiJobs)
        .set({ ...values, runToken: null, finishedAt: sql`now()`, heartbeatAt: sql`now()` })
        .where(isMine(jobId, runToken))
        .returning({ id: fileToApiJobs.id })
      if (ended.length === 0) throw new RunLost()
    },
  }
}

export type FileToApiJobWithNames = NonNullable<Awaited<ReturnType<FileToApiRepository['findJob']>>>
export type FileToApiPurchase = NonNullable<Awaited<ReturnType<FileToApiRepository['findPurchase']>>>
