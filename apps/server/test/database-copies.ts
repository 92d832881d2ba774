import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { adminQuery, databaseUrl, type TemplateKind } from './database-templates'

// Read once per worker: every test file in it opens its copies from the same bytes.
const dumps = new Map<string, Promise<Blob>>()

function dumpAt(path: string): Promise<Blob> {
  let dump = dumps.get(path)
  if (!dump) {
    dump = readFile(path).then((bytes) => new Blob([bytes]))
    dumps.set(path, dump)
  }
  return dump
}

export interface DatabaseCopy {
  database: DatabaseHandle
  /** Removes the copy; the handle must be closed first. */
  drop(): Promise<void>
}

/**
 * A database of its own for one test app, already migrated (and seeded, for `seeded`): an in-memory
 * PGlite opened from the run's dump, or a new database on the throwaway PostgreSQL cluster copied
 * from the run's template.
 */
export async function openDatabaseCopy(kind: TemplateKind): Promise<DatabaseCopy> {
  const template = inject('databaseTemplates')[kind]
  const serverUrl = inject('postgresUrl')
  if (!serverUrl) {
    const database = await openDatabase({ pgliteDump: await dumpAt(template) })
    return { database, drop: async () => undefined }
  }

  const name = `lumbung_test_${randomBytes(6).toString('hex')}`
  // By copying the template's files (PostgreSQL 15's default logs every block of the copy): on the
  // cluster without fsync a copy takes ~300 ms instead of ~520 ms while the suite runs, and the
  // PostgreSQL half of the server suite ran in 169 s instead of 214 s.
  await adminQuery(serverUrl, `create database ${name} template ${template} strategy file_copy`)
  return {
    database: await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) }),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}
