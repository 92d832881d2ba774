import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { sql } from 'drizzle-orm'
import type { Executor } from '../src/db/database'

/** Every table of the application's schema, by name (drizzle's own bookkeeping excluded). */
export async function tableNames(db: Executor): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )
  return result.rows.map((row: { table_name: string }) => row.table_name)
}

export interface TableCensus {
  rows: number
  /** md5 of every row's text, in order: equal only when the rows are. */
  checksum: string
}

/** Each table's row count and a checksum of its rows, so two databases can be compared whole. */
export async function databaseCensus(db: Executor): Promise<Record<string, TableCensus>> {
  const census: Record<string, TableCensus> = {}
  for (const table of await tableNames(db)) {
    const result = await db.execute<{ rows: string | number; checksum: string | null }>(
      sql`select count(*) as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as checksum
          from ${sql.identifier(table)} t`,
    )
    const row = result.rows[0]!
    census[table] = { rows: Number(row.rows), checksum: row.checksum ?? '' }
  }
  return census
}

/** Each table's row count only, in one statement (cheap enough to take around every request). */
export async function rowCounts(db: Executor): Promise<Record<string, number>> {
  const tables = await tableNames(db)
  const counts = sql.join(
    tables.map((table) => sql`select ${table} as name, count(*) as rows from ${sql.identifier(table)}`),
    sql` union all `,
  )
  const result = await db.execute<{ name: string; rows: string | number }>(counts)
  return Object.fromEntries(
    result.rows.map((row: { name: string; rows: string | number }) => [row.name, Number(row.rows)]),
  )
}

/** Every file under `root`, as paths relative to it, sorted. */
export async function filesUnder(root: string): Promise<string[]> {
  const found: string[] = []
  async function walk(folder: string) {
    let entries
    try {
      entries = await readdir(folder, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) await walk(path)
      else found.push(relative(root, path))
    }
  }
  await walk(root)
  return found.sort()
}

/** What a test compares around something that should keep nothing: row counts by table, and files. */
export interface Snapshot {
  rows: Record<string, number>
  files: string[]
}

/**
 * What differs between two snapshots, one line per table whose row count moved and per file that
 * appeared or vanished, so that a failed "keeps nothing" names what was kept. Empty when nothing did.
 */
export function snapshotChanges(before: Snapshot, after: Snapshot): string[] {
  const tables = [...new Set([...Object.keys(before.rows), ...Object.keys(after.rows)])].sort()
  const rows = tables
    .filter((table) => before.rows[table] !== after.rows[table])
    .map((table) => `table ${table}: ${before.rows[table] ?? 'none'} → ${after.rows[table] ?? 'none'} rows`)
  const had = new Set(before.files)
  const has = new Set(after.files)
  return [
    ...rows,
    ...after.files.filter((path) => !had.has(path)).map((path) => `file appeared: ${path}`),
    ...before.files.filter((path) => !has.has(path)).map((path) => `file vanished: ${path}`),
  ]
}
