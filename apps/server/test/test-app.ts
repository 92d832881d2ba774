import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { inject } from 'vitest'
import { buildApp, type App } from '../src/app'
import { defaultBillingConfig, defaultGatewayConfig, type Config } from '../src/config'
import { demoPassword } from '../src/seed'
import type { Database, DatabaseHandle } from '../src/db/database'
import type { ChangeNotices } from '../src/lib/change-notices'
import type { FileStorage } from '../src/lib/file-storage'
import type { ServiceOverrides } from '../src/modules'
import { openDatabaseCopy } from './database-copies'
import { createLogSecretsWatch } from './log-secrets'
import { allowMintedSessions } from './sessions'

export { bearer, freshen, headersFor, login, signInThroughForm, type LoginResult } from './sessions'

export interface TestApp {
  app: App
  database: DatabaseHandle
  config: Config
  close(): Promise<void>
}

export interface TestAppOptions {
  config?: Partial<Config>
  /** Adds routes (for example one that throws) before the app is ready. */
  configure?: (app: App) => void
  /** A logger of the test's own, e.g. one that captures every line. */
  logger?: FastifyBaseLogger
  /** false: migrated but empty, without the demo tenants and accounts. */
  seed?: boolean
  /** Services in place of the defaults, e.g. a gateway caller of the test's own. */
  overrides?: ServiceOverrides
  /** What the app sees of its database, e.g. one whose connection drops in the middle of a request. */
  wrapDatabase?: (db: Database) => Database
  /** The app's file storage in place of the local one in its data folder (e.g. a full disk). */
  files?: (config: Config) => FileStorage
  /** Change notices shared with another app on the same database (two instances in one process). */
  notices?: ChangeNotices
}

/** The configuration of a test app whose files live in `dataDir`. */
export function testConfig(overrides: Partial<Config> & Pick<Config, 'dataDir'>): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('base64url'),
    masterKey: randomBytes(32),
    previousMasterKeys: [],
    shutdownDrainMs: 0,
    jobLeaseSeconds: 60,
    metrics: { isOn: false, token: undefined },
    webDir: join(inject('runFolder'), 'no-web-build'),
    logLevel: 'silent',
    trustProxy: false,
    authRateLimit: 1000,
    // Like authRateLimit: the suites make thousands of calls a minute from one session (the schema
    // fuzzing alone); the tests of the API's limit lower it.
    apiRateLimit: { burst: 1_000_000, sustained: 1_000_000 },
    seed: 'never',
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    mailFrom: 'Lumbung <no-reply@lumbung.local>',
    isDevMailboxOn: true,
    outboxRetentionDays: 7,
    auditRetentionDays: 400,
    sessionMaxDays: 30,
    // Suites sign operators in through the form; the requirement's own tests switch it on.
    isOperatorSecondFactorRequired: false,
    // Like authRateLimit: high, so suites are not limited; the tests of these limits lower them.
    invitationsPerHour: 1000,
    dataNeedRequestsPerDay: 1000,
    isPrivateUrlAllowed: false,
    demoUpstream: { isOn: true, apiKey: 'demo-upstream-test-key-0123456789' },
    allowLocalStorage: true,
    maxUploadBytes: 2 * 1024 * 1024 * 1024,
    gateway: defaultGatewayConfig,
    billing: defaultBillingConfig,
    ...overrides,
  }
}

/**
 * An app on a database of its own, copied from the run's migrated (and by default seeded) template,
 * with a data folder of its own that `close()` removes.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(inject('runFolder'), 'app-'))
  const { database, drop } = await openDatabaseCopy(options.seed === false ? 'empty' : 'seeded')
  const config = testConfig({ dataDir, ...options.config })
  const logWatch = options.logger
    ? null
    : createLogSecretsWatch([
        demoPassword,
        config.jwtSecret,
        config.masterKey.toString('hex'),
        config.masterKey.toString('base64'),
        config.demoUpstream.apiKey,
      ])
  const app = await buildApp({
    config,
    db: options.wrapDatabase ? options.wrapDatabase(database.db) : database.db,
    ...(options.files ? { files: options.files(config) } : {}),
    logger: options.logger ?? logWatch!.logger,
    ...(options.overrides ? { overrides: options.overrides } : {}),
    ...(options.notices ? { notices: options.notices } : {}),
  })
  allowMintedSessions(app, database.db, config)
  logWatch?.watch(app)
  options.configure?.(app)
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      // A test may have closed the database already to simulate an outage.
      await database.close().catch(() => undefined)
      await drop()
      await rm(dataDir, { recursive: true, force: true })
      const leaks = logWatch?.leaks() ?? []
      if (leaks.length > 0) throw new Error(`The app's log holds secrets it was given: ${leaks.join(', ')}`)
    },
  }
}
