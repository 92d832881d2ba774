import { createReadStream, createWriteStream } from 'node:fs'
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { readTar, tarWriter } from './tar-archive'

/**
 * A backup of the embedded data folder: one gzipped tar holding a manifest, the database as PGlite's
 * own dump (`database/pglite.tar`) and every other file of the folder under `data/` (the platform's
 * files, keys.json, local buckets). See docs/decisions/0050-backup-and-faults.md.
 */

const manifestName = 'lumbung-backup.json'
const databaseName = 'database/pglite.tar'
const dataPrefix = 'data/'
/** What the folder holds that is not copied as files: the live database, its lock, the socket. */
const notCopied = (path: string) =>
  path === 'pglite' ||
  path.startsWith(`pglite${sep}`) ||
  path === 'pglite.lock' ||
  path === 'backup.sock' ||
  path.endsWith('.partial')

export class BackupError extends Error {
  override name = 'BackupError'
}

/**
 * The embedded database as of now, taken through the connection that serves it: PGlite runs one
 * statement at a time, so the dump falls between two of them; the checkpoint first writes out what
 * only its buffers held, so the copy needs no recovery when it is opened.
 */
export async function dumpEmbeddedDatabase(handle: DatabaseHandle): Promise<Blob> {
  if (!handle.dumpDataDir) throw new BackupError('Only the embedded database is backed up this way')
  await handle.db.execute(sql`checkpoint`)
  return handle.dumpDataDir()
}

async function filesOf(root: string): Promise<string[]> {
  const found: string[] = []
  async function walk(folder: string) {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      const name = relative(root, path)
      if (notCopied(name)) continue
      if (entry.isDirectory()) await walk(path)
      else if (entry.isFile()) found.push(name)
    }
  }
  await walk(root)
  return found.sort()
}

export interface BackupSummary {
  databaseBytes: number
  files: number
  fileBytes: number
}

/**
 * Writes the backup to `target` (beside it first, then renamed, so a failed backup never looks like
 * a good one). The database comes first: a file removed after the dump may be missing from the
 * backup, but every file the dumped rows name was there when the files were copied, except one
 * deleted in between (see the decision).
 */
export async function writeBackup({
  dataDir,
  database,
  target,
}: {
  dataDir: string
  database: Blob
  target: string
}): Promise<BackupSummary> {
  const partial = `${target}.partial`
  await mkdir(dirname(resolve(target)), { recursive: true })
  const gzip = createGzip()
  const written = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }))
  // Awaited below; a failure before then (an unwritable folder) must not go unheard meanwhile.
  written.catch(() => undefined)
  const tar = tarWriter(gzip)
  const summary: BackupSummary = { databaseBytes: database.size, files: 0, fileBytes: 0 }
  try {
    const manifest = Buffer.from(
      JSON.stringify({ format: 1, kind: 'embedded', created_at: new Date().toISOString() }),
    )
    await tar.add(manifestName, manifest.length, manifest)
    await tar.add(databaseName, database.size, Buffer.from(await database.arrayBuffer()))
    for (const name of await filesOf(dataDir)) {
      const path = join(dataDir, name)
      let size: number
      try {
        size = (await stat(path)).size
      } catch {
        continue // removed since the folder was listed
      }
      await tar.add(`${dataPrefix}${name.split(sep).join('/')}`, size, createReadStream(path))
      summary.files += 1
      summary.fileBytes += size
    }
    await tar.finish()
    gzip.end()
    await written
    await rename(partial, target)
    return summary
  } catch (error) {
    gzip.destroy()
    await written.catch(() => undefined)
    await rm(partial, { force: true })
    throw error
  }
}

async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true
    throw error
  }
}

/** A path inside the data folder named by an archive entry, or an error for one that would leave it. */
function placeOf(dataDir: string, name: string): string {
  const relativePath = name.slice(dataPrefix.length)
  const path = resolve(dataDir, relativePath)
  if (
    !relativePath ||
    relativePath.includes('\\') ||
    relativePath.split('/').some((part) => part === '..' || part === '') ||
    !path.startsWith(resolve(dataDir) + sep) ||
    notCopied(relative(dataDir, path))
  ) {
    throw new BackupError(`The backup holds a file outside the data folder: ${name.slice(0, 200)}`)
  }
  return path
}

/**
 * Restores a backup into `dataDir`. A folder that already holds anything is refused unless `force`,
 * which first empties it; the caller makes sure no server has it open.
 */
export async function restoreBackup({
  dataDir,
  source,
  force,
}: {
  dataDir: string
  source: string
  force: boolean
}): Promise<BackupSummary> {
  await stat(source).catch(() => {
    throw new BackupError(`There is no backup at ${source}`)
  })
  if (!(await isEmptyFolder(dataDir))) {
    if (!force) {
      throw new BackupError(
        `The data folder ${dataDir} is not empty; restore into an empty folder, or add --force to replace what it holds`,
      )
    }
    for (const entry of await readdir(dataDir))
      await rm(join(dataDir, entry), { recursive: true, force: true })
  }
  await mkdir(dataDir, { recursive: true })
  const summary: BackupSummary = { databaseBytes: 0, files: 0, fileBytes: 0 }
  let database: Buffer[] | null = null
  let hasManifest = false
  for await (const entry of readTar(createReadStream(source).pipe(createGunzip()))) {
    if (entry.name === manifestName) {
      const parts: Buffer[] = []
      for await (const piece of entry.content) parts.push(piece)
      const manifest = JSON.parse(Buffer.concat(parts).toString('utf8')) as { format?: unknown }
      if (manifest.format !== 1) throw new BackupError('The backup was written by a newer version')
      hasManifest = true
    } else if (entry.name === databaseName) {
      database = []
      for await (const piece of entry.content) database.push(piece)
      summary.databaseBytes = entry.size
    } else if (entry.name.startsWith(dataPrefix)) {
      const path = placeOf(dataDir, entry.name)
      await mkdir(dirname(path), { recursive: true })
      await pipeline(entry.content, createWriteStream(path, { mode: 0o600 }))
      summary.files += 1
      summary.fileBytes += entry.size
    } else {
      for await (const piece of entry.content) void piece
    }
  }
  if (!hasManifest || !database) throw new BackupError(`${source} is not a Lumbung backup`)
  // PGlite unpacks its own dump into the new folder and starts from it, as the server will.
  const restored = await openDatabase({
    pgliteDir: join(dataDir, 'pglite'),
    pgliteDump: new Blob(database),
  })
  await restored.close()
  await chmod(dataDir, 0o700).catch(() => undefined)
  return summary
}
