import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { seedDemoData } from '../src/seed'

/**
 * Where each test database starts from: migrated and empty, or migrated and seeded with the demo data.
 * On PGlite these are data-folder dumps (file paths); on PostgreSQL, template databases (names).
 */
export interface DatabaseTemplates {
  empty: string
  seeded: string
}

export type TemplateKind = keyof DatabaseTemplates

async function dumpTo(database: DatabaseHandle, path: string): Promise<string> {
  const dump = await database.dumpDataDir?.()
  if (!dump) throw new Error('Only an embedded database can be dumped')
  await writeFile(path, Buffer.from(await dump.arrayBuffer()))
  return path
}

/**
 * Every test app opens its copy from a dump, and the two template databases PostgreSQL keeps for
 * CREATE DATABASE are a third of its bytes (15 of 43 MB). Nothing in the server creates databases, so
 * the test copies go without them: opening one costs about 340 ms of CPU instead of 500.
 */
async function dropTemplateDatabases(database: DatabaseHandle): Promise<void> {
  for (const name of ['template0', 'template1']) {
    await database.db.execute(sql.raw(`alter database ${name} is_template false`))
    await database.db.execute(sql.raw(`drop database ${name}`))
  }
}

/** Migrates and seeds one embedded database, dumping its data folder before and after the seed. */
export async function buildPgliteTemplates(folder: string): Promise<DatabaseTemplates> {
  const database = await openDatabase({})
  try {
    await dropTemplateDatabases(database)
    await database.migrate()
    const empty = await dumpTo(database, join(folder, 'empty.tar'))
    await seedDemoData(database.db)
    const seeded = await dumpTo(database, join(folder, 'seeded.tar'))
    return { empty, seeded }
  } finally {
    await database.close()
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}

/**
 * Migrates one database, copies it as the seeded template and seeds that. Nobody may connect to a
 * template afterwards: PostgreSQL copies a database only while it has no connections.
 */
export async function buildPostgresTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const templates = { empty: 'lumbung_template_empty', seeded: 'lumbung_template_seeded' }
  await adminQuery(serverUrl, `create database ${templates.empty}`)
  const empty = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templates.empty) })
  await empty.migrate()
  await empty.close()
  await adminQuery(serverUrl, `create database ${templates.seeded} template ${templates.empty}`)
  const seeded = await openDatabase({ databaseUrl: databaseUrl(serverUrl, templates.seeded) })
  await seedDemoData(seeded.db)
  await seeded.close()
  for (const name of Object.values(templates)) {
    await adminQuery(serverUrl, `alter database ${name} with is_template true allow_connections false`)
  }
  return templates
}
