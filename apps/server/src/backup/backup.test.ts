import { execFileSync } from 'node:child_process'
import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { openDatabase, type Database, type DatabaseHandle } from '../db/database'
import { tenants } from '../db/schema'
import { createJobs } from '../modules/jobs'
import { createUsageLedger } from '../modules/gateway'
import { databaseCensus, filesUnder } from '../../test/database-census'
import { adminQuery, databaseUrl } from '../../test/database-templates'
import { BackupError, dumpEmbeddedDatabase, restoreBackup, writeBackup } from './backup'
import { requestDump, serveBackups } from './backup-socket'
import { tarWriter } from './tar-archive'

const silent = pino({ level: 'silent' })
const isPostgres = Boolean(inject('postgresUrl'))
const opened: DatabaseHandle[] = []
afterAll(async () => {
  for (const handle of opened) await handle.close().catch(() => undefined)
})

/** Some of everything a live server writes besides the seed: queued jobs and metered usage. */
async function addActivity(db: Database) {
  const jobs = createJobs({ db, logger: silent })
  for (let index = 0; index < 5; index++) await jobs.enqueue('backup-test', { index })
  const [consumer, provider] = await db.select({ id: tenants.id }).from(tenants).limit(2)
  const usage = createUsageLedger({ db, logger: silent })
  for (let index = 0; index < 20; index++) {
    usage.record({
      occurredAt: new Date(Date.UTC(2026, 10, 1, 3, index)),
      kind: 'API_CALL',
      consumerTenantId: consumer!.id,
      providerTenantId: provider!.id,
      productId: null,
      transactionRequestId: null,
      apiKeyId: null,
      method: 'GET',
      subPath: `/v1/match/${index}`,
      httpStatus: 200,
      outcome: 'SUCCESS',
      errorCode: null,
      latencyMs: 40 + index,
      bytesIn: 0,
      bytesOut: 512,
      isBillable: true,
      unitPrice: 150,
    })
  }
  await usage.close()
}

const folderFiles = async (dataDir: string) =>
  (await filesUnder(dataDir)).filter((path) => !path.startsWith('pglite/') && path !== 'pglite.lock')

describe.skipIf(isPostgres)('backup and restore of the embedded data folder', () => {
  it(
    'backs up while the server writes, restores every table and file, and refuses to overwrite without --force',
    {
      timeout: 120_000,
    },
    async () => {
      const runFolder = inject('runFolder')
      const dataDir = await mkdtemp(join(runFolder, 'backup-source-'))
      const template = new Blob([await readFile(inject('databaseTemplates').seeded)])
      const server = await openDatabase({ pgliteDir: join(dataDir, 'pglite'), pgliteDump: template })
      opened.push(server)
      await addActivity(server.db)
      await mkdir(join(dataDir, 'files', 'tenants', 'a'), { recursive: true })
      await writeFile(
        join(dataDir, 'files', 'tenants', 'a', 'outlets.csv'),
        'outlet_id,name\nO-1,Warung Ani\n',
      )
      await writeFile(join(dataDir, 'keys.json'), '{"jwtSecret":"x","masterKey":"y"}')
      const socket = await serveBackups({ dataDir, dump: () => dumpEmbeddedDatabase(server), logger: silent })

      // Jobs keep arriving while the backup is taken, as they would on a serving instance.
      const jobs = createJobs({ db: server.db, logger: silent })
      const during = 'during-backup'
      const countDuring = async (db: Database) =>
        Number(
          (
            await db.execute<{ count: string }>(
              sql`select count(*) as count from jobs where queue = ${during}`,
            )
          ).rows[0]!.count,
        )
      let isWriting = true
      const writer = (async () => {
        while (isWriting) {
          await jobs.enqueue(during, { at: Date.now() })
          // PGlite answers without a turn of the event loop; the socket and the timer need one.
          await new Promise((resolve) => setTimeout(resolve, 2))
        }
      })()
      await new Promise((resolve) => setTimeout(resolve, 50))
      const target = join(runFolder, 'backups', 'lumbung.tar.gz')
      const database = await requestDump(dataDir)
      isWriting = false
      await writer
      const summary = await writeBackup({ dataDir, database, target })
      const source = await databaseCensus(server.db)
      const writtenInAll = await countDuring(server.db)
      await socket.close()
      expect(summary.files).toBe(2)

      const restoredDir = join(runFolder, `backup-restored-${Date.now()}`)
      await restoreBackup({ dataDir: restoredDir, source: target, force: false })
      const restored = await openDatabase({ pgliteDir: join(restoredDir, 'pglite') })
      opened.push(restored)
      const copy = await databaseCensus(restored.db)

      expect(Object.keys(copy)).toEqual(Object.keys(source))
      for (const table of Object.keys(source)) {
        if (table === 'jobs') continue
        expect(copy[table], table).toEqual(source[table])
      }
      // The jobs table holds what was there at the dump: all the rest, and some of those written during it.
      const restoredDuring = await countDuring(restored.db)
      expect(copy.jobs!.rows - restoredDuring).toBe(source.jobs!.rows - writtenInAll)
      expect(restoredDuring).toBeGreaterThan(0)
      expect(restoredDuring).toBeLessThanOrEqual(writtenInAll)
      expect(await folderFiles(restoredDir)).toEqual(await folderFiles(dataDir))
      expect(await readFile(join(restoredDir, 'files', 'tenants', 'a', 'outlets.csv'), 'utf8')).toBe(
        'outlet_id,name\nO-1,Warung Ani\n',
      )
      await restored.close()

      await expect(restoreBackup({ dataDir: restoredDir, source: target, force: false })).rejects.toThrow(
        BackupError,
      )
      await restoreBackup({ dataDir: restoredDir, source: target, force: true })
      const again = await openDatabase({ pgliteDir: join(restoredDir, 'pglite') })
      opened.push(again)
      expect((await databaseCensus(again.db)).usage_records).toEqual(source.usage_records)
    },
  )
})

describe.skipIf(!isPostgres)('pg_dump and pg_restore of a PostgreSQL database', () => {
  it('restores every table of a seeded database with usage and jobs into a fresh one, row for row', async () => {
    const serverUrl = inject('postgresUrl')
    const suffix = Date.now().toString(36)
    const [sourceName, copyName] = [`backup_source_${suffix}`, `backup_copy_${suffix}`]
    await adminQuery(
      serverUrl,
      `create database ${sourceName} template ${inject('databaseTemplates').seeded}`,
    )
    await adminQuery(serverUrl, `create database ${copyName}`)
    const dumpFile = join(inject('runFolder'), `${sourceName}.dump`)
    try {
      const source = await openDatabase({ databaseUrl: databaseUrl(serverUrl, sourceName) })
      opened.push(source)
      await addActivity(source.db)

      // The commands the README gives, as an operator runs them.
      execFileSync('pg_dump', ['--format=custom', `--file=${dumpFile}`, databaseUrl(serverUrl, sourceName)])
      execFileSync('pg_restore', ['--no-owner', `--dbname=${databaseUrl(serverUrl, copyName)}`, dumpFile])

      const copy = await openDatabase({ databaseUrl: databaseUrl(serverUrl, copyName) })
      opened.push(copy)
      const expected = await databaseCensus(source.db)
      expect(expected.usage_records!.rows).toBeGreaterThanOrEqual(20)
      expect(expected.jobs!.rows).toBeGreaterThanOrEqual(5)
      expect(await databaseCensus(copy.db)).toEqual(expected)
      const migrations = sql`select count(*) as count from drizzle.__drizzle_migrations`
      expect((await copy.db.execute(migrations)).rows).toEqual((await source.db.execute(migrations)).rows)
      await source.close()
      await copy.close()
    } finally {
      await adminQuery(serverUrl, `drop database if exists ${sourceName} with (force)`)
      await adminQuery(serverUrl, `drop database if exists ${copyName} with (force)`)
    }
  })
})

describe('a backup file that tries to write outside the data folder', () => {
  it('is refused before anything lands outside it', async () => {
    const runFolder = inject('runFolder')
    const archive = join(runFolder, `hostile-${Date.now()}.tar.gz`)
    const gzip = createGzip()
    const written = pipeline(gzip, createWriteStream(archive))
    const tar = tarWriter(gzip)
    const manifest = Buffer.from('{"format":1}')
    await tar.add('lumbung-backup.json', manifest.length, manifest)
    await tar.add('data/../escaped.txt', 2, Buffer.from('no'))
    await tar.finish()
    gzip.end()
    await written
    const dataDir = join(runFolder, `hostile-restore-${Date.now()}`)
    await expect(restoreBackup({ dataDir, source: archive, force: false })).rejects.toThrow(
      'The backup holds a file outside the data folder',
    )
    expect(existsSync(join(runFolder, 'escaped.txt'))).toBe(false)
  })
})
