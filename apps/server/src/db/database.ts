import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ExtractTablesWithRelations } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import { serverRoot } from '../config'
import * as schema from './schema'

export type Schema = typeof schema

/** Both drivers (PGlite and node-postgres) satisfy this type, so repositories never know which one runs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Database = PgDatabase<any, Schema>
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>
/** A repository runs on the database or inside a caller's transaction. */
export type Executor = Database | Transaction

interface ConnectionPool {
  readonly idleCount: number
  readonly totalCount: number
  readonly waitingCount: number
  readonly options: { readonly max: number }
}

/** The pool behind each database opened on PostgreSQL; the embedded one has a single connection. */
const pools = new WeakMap<Database, ConnectionPool>()

/**
 * How many connections a query could have at once, idle or yet to be opened, with nobody waiting for
 * one: it then runs at the same time as the caller's own, which the embedded database (one connection)
 * never can.
 */
export function spareConnectionsOf(db: Database): number {
  const pool = pools.get(db)
  if (!pool || pool.waitingCount > 0) return 0
  return pool.idleCount + pool.options.max - pool.totalCount
}

export type DatabaseKind = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  kind: DatabaseKind
  migrate(): Promise<void>
  close(): Promise<void>
  /** Embedded only: the whole data folder as one tarball, which `pgliteDump` opens copies of. */
  dumpDataDir?(): Promise<Blob>
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without one, PGlite runs embedded. */
  databaseUrl?: string | undefined
  /** PGlite's data folder; without one, PGlite keeps everything in memory. */
  pgliteDir?: string | undefined
  /** A data folder saved by `dumpDataDir()` that an in-memory PGlite starts from instead of an empty one. */
  pgliteDump?: Blob | undefined
}

export function migrationsFolder(): string {
  const folder = join(serverRoot(), 'drizzle')
  if (!existsSync(join(folder, 'meta', '_journal.json'))) {
    throw new Error(`Database migrations are missing from ${folder}`)
  }
  return folder
}

// Taken so that several instances starting together against one PostgreSQL migrate one at a time.
const migrationLockKey = 7_318_452_006

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  return openPglite(options.pgliteDir, options.pgliteDump)
}

/**
 * PGlite runs on a thread of its own (pglite-thread.ts, docs/decisions/0072-embedded-database-thread.md):
 * its statements, COPY and rollups run there, never on the thread that answers HTTP.
 */
async function openPglite(dataDir: string | undefined, dump: Blob | undefined): Promise<DatabaseHandle> {
  const [{ PgliteThreadClient }, { drizzleOnThread }, { migrate }] = await Promise.all([
    import('./pglite-thread-client'),
    import('./pglite-thread-drizzle'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const client = await PgliteThreadClient.open({ dataDir, dump })
  const db = drizzleOnThread(client, schema)
  return {
    db,
    kind: 'pglite',
    migrate: () =>
      migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
  }
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, idleTimeoutMillis: 30_000 })
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined)
  // Nor may one in use by a request: its query fails (a 503), but the client's own 'error' event has
  // no listener while it is checked out, and an unheard 'error' ends the process.
  pool.on('connect', (client) => client.on('error', () => undefined))
  const db = drizzle(pool, { schema })
  pools.set(db, pool)
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey])
        await migrate(drizzle(client, { schema }), { migrationsFolder: migrationsFolder() })
      } finally {
        await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined)
        await client.end()
      }
    },
    close: () => pool.end(),
  }
}
