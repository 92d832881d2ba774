import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp, type App } from '../src/app'
import type { Config } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/database'
import { seedDemoData } from '../src/seed'

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
  seed?: boolean
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    // Nothing is written there: the keys are given and the database is not embedded on disk.
    dataDir: join(tmpdir(), 'lumbung-test-data'),
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('base64url'),
    masterKey: randomBytes(32),
    webDir: join(tmpdir(), 'lumbung-no-web-build'),
    logLevel: 'silent',
    trustProxy: false,
    authRateLimit: 1000,
    seed: 'never',
    publicUrl: 'http://localhost:3000',
    smtpUrl: undefined,
    mailFrom: 'Lumbung <no-reply@lumbung.local>',
    isDevMailboxOn: true,
    isPrivateUrlAllowed: false,
    demoUpstream: { isOn: true, apiKey: 'demo-upstream-test-key-0123456789' },
    allowLocalStorage: true,
    maxUploadBytes: 2 * 1024 * 1024 * 1024,
    ...overrides,
  }
}

/** A fresh database per call: an in-memory PGlite, or a new database on the throwaway PostgreSQL cluster. */
async function freshDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl')
  if (!serverUrl) return { database: await openDatabase({}), drop: async () => undefined }

  const name = `lumbung_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString() })
  return {
    database,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase()
  await database.migrate()
  if (options.seed !== false) await seedDemoData(database.db)
  const config = testConfig(options.config)
  const app = await buildApp({ config, db: database.db })
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
    },
  }
}

export interface LoginResult {
  accessToken: string
  refreshToken: string
}

export async function login(app: App, email: string, password = 'Demo123!'): Promise<LoginResult> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`)
  const { data } = response.json() as { data: { access_token: string; refresh_token: string } }
  return { accessToken: data.access_token, refreshToken: data.refresh_token }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
