import pino from 'pino'
import { ConfigError } from '../config'
import { openConfiguredDatabase } from '../db/open'
import { loadShareStoreConfig } from './share-store-config'
import { ensureShareStoreSchema } from './share-store-schema'
import { buildShareStoreServer } from './share-store-server'

/**
 * `npm run share-store`: share store B of secret-share datasets as a process of its own, with its own
 * database and master key. Point the main server at it with LUMBUNG_SHARE_STORE_B_URL and the same
 * LUMBUNG_SHARE_STORE_B_TOKEN (docs/decisions/0035).
 */
async function main() {
  const config = loadShareStoreConfig()
  const logger = pino({ level: config.logLevel, redact: ['req.headers.authorization'] })
  const database = await openConfiguredDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  await ensureShareStoreSchema(database.db)
  const app = await buildShareStoreServer({
    db: database.db,
    masterKey: config.masterKey,
    token: config.token,
    logger,
  })
  await app.listen({ port: config.port, host: config.host })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  logger.info(
    { url: `http://${config.host}:${port}`, database: database.kind },
    `Share store B is running on port ${port}`,
  )

  let isClosing = false
  const shutdown = async () => {
    if (isClosing) return
    isClosing = true
    const forceExit = setTimeout(() => process.exit(1), 10_000)
    forceExit.unref()
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.once('SIGINT', () => void shutdown())
  process.once('SIGTERM', () => void shutdown())
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? `The share store cannot start: ${error.message}`
      : 'The share store failed to start:',
    error instanceof ConfigError ? '' : error,
  )
  process.exit(1)
})
