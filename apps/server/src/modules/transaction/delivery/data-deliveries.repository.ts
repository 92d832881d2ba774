import type { DataDeliveryListQuery } from '@lumbung/contract'
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { dataDeliveries, transactionRequests, users, type DataDeliveryRow } from '../../../db/schema'

export type NewDataDelivery = typeof dataDeliveries.$inferInsert

export interface DataDeliveryRecord extends DataDeliveryRow {
  transactionNo: string
  requestedByName: string | null
}

/**
 * The deliveries of each consumer company. Reads name the company; the job's own reads and writes
 * name the delivery, whose id came from a row this area wrote.
 */
export function createDataDeliveriesRepository(db: Executor) {
  const selectRecords = (executor: Executor) =>
    executor
      .select({
        delivery: dataDeliveries,
        transactionNo: transactionRequests.transactionNo,
        requestedByName: users.fullName,
      })
      .from(dataDeliveries)
      .innerJoin(transactionRequests, eq(transactionRequests.id, dataDeliveries.transactionRequestId))
      .leftJoin(users, eq(users.id, dataDeliveries.requestedBy))

  const flatten = (row: {
    delivery: DataDeliveryRow
    transactionNo: string
    requestedByName: string | null
  }) => ({
    ...row.delivery,
    transactionNo: row.transactionNo,
    requestedByName: row.requestedByName,
  })

  return {
    async list(tenantId: string, query: DataDeliveryListQuery, executor: Executor = db) {
      const conditions: SQL[] = [eq(dataDeliveries.consumerTenantId, tenantId)]
      if (query.status) conditions.push(eq(dataDeliveries.status, query.status))
      if (query.transaction_no) conditions.push(eq(transactionRequests.transactionNo, query.transaction_no))
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        selectRecords(executor)
          .where(where)
          .orderBy(desc(dataDeliveries.createdAt), desc(dataDeliveries.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        executor
          .select({ total: count() })
          .from(dataDeliveries)
          .innerJoin(transactionRequests, eq(transactionRequests.id, dataDeliveries.transactionRequestId))
          .where(where),
      ])
      return { records: rows.map(flatten), total: total?.total ?? 0 }
    },

    async find(
      tenantId: string,
      id: string,
      executor: Executor = db,
    ): Promise<DataDeliveryRecord | undefined> {
      const [row] = await selectRecords(executor)
        .where(and(eq(dataDeliveries.consumerTenantId, tenantId), eq(dataDeliveries.id, id)))
        .limit(1)
      return row ? flatten(row) : undefined
    },

    async findForJob(id: string, executor: Executor = db): Promise<DataDeliveryRow | undefined> {
      const [row] = await executor.select().from(dataDeliveries).where(eq(dataDeliveries.id, id)).limit(1)
      return row
    },

    async insert(values: NewDataDelivery, executor: Executor = db): Promise<DataDeliveryRow> {
      const [row] = await executor.insert(dataDeliveries).values(values).returning()
      return row!
    },

    /** An auto-delivery of a version, once per subscription; undefined when it already exists. */
    async insertAuto(values: NewDataDelivery, executor: Executor = db): Promise<DataDeliveryRow | undefined> {
      const [row] = await executor
        .insert(dataDeliveries)
        .values({ ...values, trigger: 'AUTO' })
        .onConflictDoNothing()
        .returning()
      return row
    },

    /** Takes an unfinished delivery for an attempt; false once it is DELIVERED or FAILED. */
    async start(id: string, attempt: number, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(dataDeliveries)
        .set({
          status: 'RUNNING',
          attempts: attempt,
          startedAt: sql`coalesce(${dataDeliveries.startedAt}, now())`,
        })
        .where(and(eq(dataDeliveries.id, id), inArray(dataDeliveries.status, ['QUEUED', 'RUNNING'])))
        .returning({ id: dataDeliveries.id })
      return rows.length > 0
    },

    async delivered(
      id: string,
      receipt: { bytes: number; rowCount: number; sha256: string },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(dataDeliveries)
        .set({ ...receipt, status: 'DELIVERED', errorCode: null, errorMessage: null, finishedAt: sql`now()` })
        .where(and(eq(dataDeliveries.id, id), eq(dataDeliveries.status, 'RUNNING')))
        .returning({ id: dataDeliveries.id })
      return rows.length > 0
    },

    /** Back to QUEUED for the job's next attempt, with the reason kept for the consumer to read. */
    async retrying(id: string, errorCode: string, errorMessage: string, executor: Executor = db) {
      await executor
        .update(dataDeliveries)
        .set({ status: 'QUEUED', errorCode, errorMessage })
        .where(and(eq(dataDeliveries.id, id), eq(dataDeliveries.status, 'RUNNING')))
    },

    async failed(
      id: string,
      errorCode: string,
      errorMessage: string,
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(dataDeliveries)
        .set({ status: 'FAILED', errorCode, errorMessage, finishedAt: sql`now()` })
        .where(and(eq(dataDeliveries.id, id), inArray(dataDeliveries.status, ['QUEUED', 'RUNNING'])))
        .returning({ id: dataDeliveries.id })
      return rows.length > 0
    },
  }
}

export type DataDeliveriesRepository = ReturnType<typeof createDataDeliveriesRepository>
