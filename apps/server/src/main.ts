import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import pino from 'pino'
import { buildApp } from './app'
import { dumpEmbeddedDatabase } from './backup/backup'
import { serveBackups } from './backup/backup-socket'
import { ConfigError, loadConfig } from './config'
import { openConfiguredDatabase } from './db/open'
import { mailStartupNotice } from './modules/mail'
import {
  describeDemoAccounts,
  hasDemoAccounts,
  isDatabaseEmpty,
  seedDemoBilling,
  seedDemoCatalogue,
  seedDemoConsumerData,
  seedDemoData,
  seedDemoRequests,
  seedDemoUsage,
} from './seed'
import { createFileStorage } from './lib/create-file-storage'
import { logRedactPaths, logSerializers } from './lib/logging'
import { requestIdMixin } from './lib/request-scope'

/** The least time a stopping instance gives the jobs in hand before handing them back. */
const jobGraceMs = 5000

async function main() {
  const startedAt = performance.now()
  const config = loadConfig()
  const logger = pino({
    level: config.logLevel,
    redact: logRedactPaths,
    serializers: logSerializers,
    mixin: requestIdMixin,
  })

  const database = await openConfiguredDatabase(config)
  await database.migrate()
  // Only the embedded database seeds itself; a PostgreSQL database is seeded on request (npm run seed).
  if (database.kind === 'pglite' && config.seed === 'auto' && (await isDatabaseEmpty(database.db))) {
    await seedDemoData(database.db)
    const files = createFileStorage(config)
    await seedDemoCatalogue({ db: database.db, config, files })
    await seedDemoRequests({ db: database.db, config })
    await seedDemoConsumerData({ db: database.db, config, files })
    await seedDemoUsage({ db: database.db, config })
    await seedDemoBilling({ db: database.db, config, files })
    logger.info({ dataDir: config.dataDir }, 'seeded the demo data')
  }
  const isDemo = database.kind === 'pglite' && (await hasDemoAccounts(database.db))

  const app = await buildApp({ config, db: database.db, logger })
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  const url = `http://localhost:${port}`
  logger.info(
    { url, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    `Lumbung is running at ${url}`,
  )

  // `lumbung backup` asks this process for the embedded database, which no other process may open.
  const backups =
    database.kind === 'pglite'
      ? await serveBackups({ dataDir: config.dataDir, dump: () => dumpEmbeddedDatabase(database), logger })
      : null

  const mailNotice = mailStartupNotice(config, url)
  logger[mailNotice.level](mailNotice.facts, mailNotice.message)
  // Background jobs (mail, deliveries, …) run once the server is ready; app.close() stops them.
  app.jobs.start()

  releaseStartupMemory()

  // Last of all, so that nothing logged at start-up pushes it off the screen.
  const banner = [`Lumbung is running at ${url}`]
  if (config.isDevMailboxOn)
    banner.push(`Development mailbox: ${url}/dev/mailbox (from this machine or as an operator)`)
  if (isDemo) banner.push(describeDemoAccounts())
  console.log(`\n${banner.join('\n\n')}\n`)

  let isClosing = false
  const shutdown = async (signal: string) => {
    if (isClosing) return
    isClosing = true
    logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down')
    const forceExit = setTimeout(() => process.exit(1), config.shutdownDrainMs + 10_000)
    forceExit.unref()
    try {
      // Readiness fails first; the load balancer stops sending new requests within its probe interval,
      // then closing refuses new connections, finishes the requests in flight, stops the job poller
      // after the jobs in hand and flushes the usage ledger.
      app.health.markDraining()
      // The poller takes no new job from now on; the jobs in hand may end during the drain (at least a
      // few seconds), and what is still running then goes back to the queue for another instance.
      const stoppingJobs = app.jobs.stop({ handBackAfterMs: Math.max(config.shutdownDrainMs, jobGraceMs) })
      if (config.shutdownDrainMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
      await stoppingJobs
      await backups?.close()
      await app.close()
      await database.close()
      process.exit(0)
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGINT', () => void shutdown('SIGINT'))
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
}

/**
 * Opening a new embedded database runs initdb and the migrations in WebAssembly instances that are
 * garbage once start-up ends, but an idle process may never collect them. One collection frees them.
 */
function releaseStartupMemory() {
  setFlagsFromString('--expose-gc')
  const collect = runInNewContext('gc') as (() => void) | undefined
  collect?.()
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Lumbung cannot start: ${error.message}`)
  } else {
    console.error('Lumbung failed to start:', error)
  }
  process.exit(1)
})
