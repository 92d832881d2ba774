import { secretShareAggregates, type SecretShareResultRow } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, users } from './foundation'
import { products } from './products'
import { transactionRequests } from './transaction'

/**
 * Every secret-share query a consumer ran, with its result as it was shown: noisy figures and their
 * error margins, never an exact aggregate (docs/decisions/0064), so the history never holds more than the
 * screen did (docs/decisions/0035). The
 * consumer's identifiers are not kept, neither raw nor hashed; only how many there were.
 */
export const secretShareQueries = pgTable(
  'secret_share_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerTenantId: uuid('consumer_tenant_id')
      .notNull()
      .references(() => tenants.id),
    transactionRequestId: uuid('transaction_request_id')
      .notNull()
      .references(() => transactionRequests.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    requestedBy: uuid('requested_by').references(() => users.id),
    /** The data asset may be removed later; its name stays as it was. */
    dataAssetId: uuid('data_asset_id'),
    dataAssetName: text('data_asset_name').notNull(),
    identifierColumn: text('identifier_column').notNull(),
    datasetIdentifier: text('dataset_identifier').notNull(),
    aggregate: text('aggregate', { enum: secretShareAggregates }).notNull(),
    measure: text('measure'),
    groupBy: text('group_by'),
    identifiersSubmitted: integer('identifiers_submitted').notNull(),
    rows: jsonb('rows').$type<SecretShareResultRow[]>().notNull(),
    suppressedGroups: integer('suppressed_groups').notNull().default(0),
    /** What the query spent of the privacy budget, in micro-rho; its error margins are in `rows`, as shown. */
    costMicroRho: bigint('cost_micro_rho', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('secret_share_queries_purchase_index').on(
      table.consumerTenantId,
      table.transactionRequestId,
      table.createdAt,
    ),
    check(
      'secret_share_queries_aggregate_check',
      sql`${table.aggregate} in (${inList(secretShareAggregates)})`,
    ),
  ],
)

export type SecretShareQueryRow = typeof secretShareQueries.$inferSelect
