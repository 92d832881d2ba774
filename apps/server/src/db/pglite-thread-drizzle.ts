/**
 * Drizzle over the embedded database's thread: drizzle-orm/pglite's session, less its import of PGlite
 * (which would load PGlite's code on the server's thread only for a few type numbers). The thread
 * applies the same date and time parsers Drizzle's PGlite driver asks for (pglite-thread.ts).
 */
import { entityKind, extractTablesRelationalConfig, createTableRelationsHelpers, sql } from 'drizzle-orm'
import type { Logger, Query, RelationalSchemaConfig, SQL, TablesRelationalConfig } from 'drizzle-orm'
import { NoopLogger } from 'drizzle-orm/logger'
import { NoopCache, type Cache } from 'drizzle-orm/cache/core'
import type { WithCacheConfig } from 'drizzle-orm/cache/core/types'
import {
  PgDatabase,
  PgDialect,
  PgPreparedQuery,
  PgSession,
  PgTransaction,
  type PgQueryResultHKT,
  type PgTransactionConfig,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core'
import { fillPlaceholders } from 'drizzle-orm/sql/sql'
import * as drizzleUtils from 'drizzle-orm/utils'
import type { Database, Schema } from './database'
import type { EmbeddedExecutor, PgliteThreadClient } from './pglite-thread-client'

// Internal to Drizzle (left out of its type declarations), as every driver of its own uses them.
const { mapResultRow } = drizzleUtils as unknown as {
  mapResultRow(
    fields: SelectedFieldsOrdered,
    row: unknown[],
    joins: Record<string, boolean> | undefined,
  ): unknown
}
interface WithCache {
  queryWithCache<R>(query: string, params: unknown[], run: () => Promise<R>): Promise<R>
}
interface TransactionInternals {
  dialect: PgDialect
  session: ThreadSession
  schema: RelationalSchemaConfig<TablesRelationalConfig> | undefined
}

type QueryMetadata = { type: 'select' | 'update' | 'delete' | 'insert'; tables: string[] } | undefined

interface ThreadQueryResultHKT extends PgQueryResultHKT {
  type: { rows: unknown[]; affectedRows?: number }
}

class ThreadPreparedQuery<T extends PreparedQueryConfig> extends PgPreparedQuery<T> {
  static override readonly [entityKind] = 'PgliteThreadPreparedQuery'

  constructor(
    private readonly client: EmbeddedExecutor,
    private readonly queryString: string,
    private readonly params: unknown[],
    private readonly logger: Logger,
    cache: Cache,
    queryMetadata: QueryMetadata,
    cacheConfig: WithCacheConfig | undefined,
    private readonly fields: SelectedFieldsOrdered | undefined,
    private readonly isArrayMode: boolean,
    private readonly customResultMapper?: (rows: unknown[][]) => T['execute'],
  ) {
    super({ sql: queryString, params }, cache, queryMetadata, cacheConfig)
  }

  async execute(placeholderValues: Record<string, unknown> = {}): Promise<T['execute']> {
    const params = fillPlaceholders(this.params, placeholderValues)
    this.logger.logQuery(this.queryString, params)
    const { fields, client, customResultMapper, queryString } = this
    const cached = this as unknown as WithCache
    if (!fields && !customResultMapper) {
      return cached.queryWithCache(queryString, params, () =>
        client.query(queryString, params, { rowMode: 'object' }),
      )
    }
    const result = await cached.queryWithCache(queryString, params, () =>
      client.query(queryString, params, { rowMode: 'array' }),
    )
    const rows = result.rows as unknown[][]
    if (customResultMapper) return customResultMapper(rows)
    // joinsNotNullableMap is set by the query builders after preparing, as for every driver.
    const joins = (this as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap
    return rows.map((row) => mapResultRow(fields!, row, joins))
  }

  all(placeholderValues: Record<string, unknown> = {}): Promise<T['all']> {
    const params = fillPlaceholders(this.params, placeholderValues)
    this.logger.logQuery(this.queryString, params)
    return (this as unknown as WithCache)
      .queryWithCache(this.queryString, params, () =>
        this.client.query(this.queryString, params, { rowMode: 'object' }),
      )
      .then((result) => result.rows)
  }

  /** @internal */
  isResponseInArrayMode(): boolean {
    return this.isArrayMode
  }
}

type FullSchema = Record<string, unknown>

class ThreadSession extends PgSession<ThreadQueryResultHKT, FullSchema, TablesRelationalConfig> {
  static override readonly [entityKind] = 'PgliteThreadSession'
  private readonly logger: Logger
  private readonly cache: Cache

  constructor(
    private readonly client: EmbeddedExecutor & Partial<Pick<PgliteThreadClient, 'transaction'>>,
    dialect: PgDialect,
    private readonly schema: RelationalSchemaConfig<TablesRelationalConfig> | undefined,
  ) {
    super(dialect)
    this.logger = new NoopLogger()
    this.cache = new NoopCache()
  }

  prepareQuery<T extends PreparedQueryConfig = PreparedQueryConfig>(
    query: Query,
    fields: SelectedFieldsOrdered | undefined,
    _name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: (rows: unknown[][]) => T['execute'],
    queryMetadata?: QueryMetadata,
    cacheConfig?: WithCacheConfig,
  ): PgPreparedQuery<T> {
    return new ThreadPreparedQuery<T>(
      this.client,
      query.sql,
      query.params,
      this.logger,
      this.cache,
      queryMetadata,
      cacheConfig,
      fields,
      isResponseInArrayMode,
      customResultMapper,
    )
  }

  override async transaction<T>(
    work: (tx: ThreadTransaction) => Promise<T>,
    config?: PgTransactionConfig,
  ): Promise<T> {
    const { transaction } = this.client
    if (!transaction) throw new Error('A transaction cannot start inside another; use a savepoint')
    return transaction.call<PgliteThreadClient, [(client: EmbeddedExecutor) => Promise<T>], Promise<T>>(
      this.client as PgliteThreadClient,
      async (client) => {
        const session = new ThreadSession(client, this.dialect, this.schema)
        const tx = new ThreadTransaction(this.dialect, session, this.schema)
        if (config) await tx.setTransaction(config)
        return work(tx)
      },
    )
  }

  override async count(statement: SQL): Promise<number> {
    const result = (await this.execute(statement)) as { rows: Record<string, unknown>[] }
    return Number(result.rows[0]!['count'])
  }
}

class ThreadTransaction extends PgTransaction<ThreadQueryResultHKT, FullSchema, TablesRelationalConfig> {
  static override readonly [entityKind] = 'PgliteThreadTransaction'

  override async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const savepoint = `sp${this.nestedIndex + 1}`
    const { dialect, session, schema } = this as unknown as TransactionInternals
    const tx = new ThreadTransaction(dialect, session, schema, this.nestedIndex + 1)
    await tx.execute(sql.raw(`savepoint ${savepoint}`))
    try {
      const result = await work(tx)
      await tx.execute(sql.raw(`release savepoint ${savepoint}`))
      return result
    } catch (error) {
      await tx.execute(sql.raw(`rollback to savepoint ${savepoint}`))
      throw error
    }
  }
}

/** The Drizzle database of one PGlite on the database thread, its client as `$client` as every driver has. */
export function drizzleOnThread(client: PgliteThreadClient, schema: Schema): Database {
  const dialect = new PgDialect()
  const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers)
  const relational = { fullSchema: schema, schema: tables.tables, tableNamesMap: tables.tableNamesMap }
  const session = new ThreadSession(client, dialect, relational)
  const db = new PgDatabase(dialect, session, relational) as unknown as Database & {
    $client: PgliteThreadClient
  }
  db.$client = client
  return db
}
