import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { DatabaseSettings } from '../config'
import { openDatabase, type DatabaseHandle } from './database'

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite in the data folder. */
export async function openConfiguredDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.databaseUrl) return openDatabase({ databaseUrl: settings.databaseUrl })
  const pgliteDir = join(settings.dataDir, 'pglite')
  mkdirSync(pgliteDir, { recursive: true })
  const releaseLock = lockDataFolder(settings.dataDir)
  try {
    const handle = await openDatabase({ pgliteDir })
    return {
      ...handle,
      close: async () => {
        await handle.close()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}

/** PGlite is single-process: a second process on the same folder would corrupt it. */
function lockDataFolder(dataDir: string): () => void {
  const lockPath = join(dataDir, 'pglite.lock')
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const holder = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}; stop that server first or use another LUMBUNG_DATA_DIR`,
        )
      }
      // Left behind by a process that no longer runs.
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Cannot lock the embedded database in ${dataDir}`)
}

/** The id of the live process that has the embedded database in `dataDir` open, or null. */
export function dataFolderHolder(dataDir: string): number | null {
  let holder: number
  try {
    holder = Number(readFileSync(join(dataDir, 'pglite.lock'), 'utf8').trim())
  } catch {
    return null
  }
  return Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder) ? holder : null
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
