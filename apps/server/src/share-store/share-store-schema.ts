import { sql } from 'drizzle-orm'
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { Database } from '../db/database'

/**
 * The share-store process's own tables, in its own database. They are not part of the platform's
 * schema or migrations: the process creates them when it starts, so it needs nothing of the platform
 * but this code (docs/decisions/0035).
 */
export const shareStoreDatasets = pgTable('share_store_datasets', {
  datasetId: uuid('dataset_id').primaryKey(),
  /** The dataset's key under this process's master key (lib/secrets). */
  keySealed: text('key_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const shareStoreRows = pgTable(
  'share_store_rows',
  {
    datasetId: uuid('dataset_id')
      .notNull()
      .references(() => shareStoreDatasets.datasetId, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    identifiers: jsonb('identifiers').$type<Record<string, string>>().notNull(),
    dimensions: jsonb('dimensions').$type<Record<string, string>>().notNull(),
    shares: text('shares').notNull(),
  },
  (table) => [primaryKey({ columns: [table.datasetId, table.rowIndex] })],
)

const schemaLockKey = 7_318_452_035

const statements = [
  sql`create table if not exists share_store_datasets (
    dataset_id uuid primary key,
    key_sealed text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table if not exists share_store_rows (
    dataset_id uuid not null references share_store_datasets (dataset_id) on delete cascade,
    row_index integer not null,
    identifiers jsonb not null,
    dimensions jsonb not null,
    shares text not null,
    primary key (dataset_id, row_index)
  )`,
]

/** Creates the tables when missing; safe to run on every start and from several processes. */
export async function ensureShareStoreSchema(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // Two processes starting together on one PostgreSQL would otherwise race on the catalogue.
    await tx.execute(sql`select pg_advisory_xact_lock(${schemaLockKey})`)
    for (const statement of statements) await tx.execute(statement)
  })
}
