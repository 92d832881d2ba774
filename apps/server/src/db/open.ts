import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config'
import { openDatabase, type DatabaseHandle } from './database'

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ databaseUrl: config.databaseUrl })
  const pgliteDir = join(config.dataDir, 'pglite')
  mkdirSync(pgliteDir, { recursive: true })
  return openDatabase({ pgliteDir })
}
