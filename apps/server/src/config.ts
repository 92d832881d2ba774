import { createHmac, randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

import { envSchema } from './config-schema'

export { environmentVariables, type EnvironmentVariable } from './config-variables'

export interface Config {
  port: number
  host: string
  dataDir: string
  /** Undefined means the embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | undefined
  jwtSecret: string
  /** 32 bytes. */
  masterKey: Buffer
  /** Keys being rotated away from: what they wrapped still opens until `rotate-master-key` rewraps it. */
  previousMasterKeys: Buffer[]
  /** `/metrics` for Prometheus: off unless switched on; with a token, scrapes must send it. */
  metrics: { isOn: boolean; token: string | undefined }
  /** On SIGTERM, how long readiness fails before the server stops taking requests. */
  shutdownDrainMs: number
  /** How long a running job's lease lasts without renewal before another instance takes the job. */
  jobLeaseSeconds: number
  webDir: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  trustProxy: boolean | number | string[]
  authRateLimit: number
  /** The whole API's limit per session, or per address before signing in (docs/decisions/0062). */
  apiRateLimit: ApiRateLimitConfig
  seed: 'auto' | 'never'
  /** Links in mail start with this (no trailing slash). */
  publicUrl: string
  /** Undefined means the outbox transport (mail kept in the database). */
  smtpUrl: string | undefined
  mailFrom: string
  /** The development mailbox; only ever true while the outbox transport is on. */
  isDevMailboxOn: boolean
  /** Messages kept in the outbox are deleted this many days after they were written. */
  outboxRetentionDays: number
  /** Days the audit trail keeps a row (docs/decisions/0061-audit-trail.md). */
  auditRetentionDays: number
  /** A sign-in ends this many days after it began, however often its tokens are refreshed. */
  sessionMaxDays: number
  /** Operators must have a second factor: without one, a sign-in reaches only its enrolment. */
  isOperatorSecondFactorRequired: boolean
  /** Invitations one company may send per hour. */
  invitationsPerHour: number
  /** Data-need requests one company may send per calendar day (Asia/Jakarta). */
  dataNeedRequestsPerDay: number
  /** Outbound calls may reach private addresses everywhere (development only). */
  isPrivateUrlAllowed: boolean
  /** The built-in demo upstream: whether it is served, and the key its callers must send. */
  demoUpstream: { isOn: boolean; apiKey: string }
  /** Storage settings of type LOCAL may be added (a folder under `${dataDir}/local-buckets/<tenant>`). */
  allowLocalStorage: boolean
  /** The largest data file (data asset or file dataset) one upload may carry, in bytes. */
  maxUploadBytes: number
  /** Where the platform's own files live: an S3-compatible bucket, or undefined for `${dataDir}/files`. */
  s3Files?: S3FilesConfig | undefined
  /**
   * Share store B of secret-share datasets in a process of its own (`npm run share-store`); undefined
   * keeps it in this database under its own keys (docs/decisions/0035).
   */
  shareStoreB?: { url: string; token: string } | undefined
  /** The metered API gateway's limits (docs/decisions/0031-gateway.md). */
  gateway: GatewayConfig
  /** Invoices and settlements (docs/decisions/0047-billing.md). */
  billing: BillingConfig
}

export interface BillingConfig {
  /** VAT (PPN) on invoices, in basis points of the subtotal (1100 = 11 %). */
  vatBasisPoints: number
  /** The platform fee kept from a provider's gross, in basis points (1000 = 10 %). */
  platformFeeBasisPoints: number
  /** An issued invoice not paid this many days after issue is OVERDUE. */
  invoiceDueDays: number
  /** The platform's account that invoices tell consumers to pay into. */
  paymentAccount: PaymentAccount
}

export interface PaymentAccount {
  bankName: string
  accountNumber: string
  accountHolder: string
}

export const defaultBillingConfig: BillingConfig = {
  vatBasisPoints: 1100,
  platformFeeBasisPoints: 1000,
  invoiceDueDays: 30,
  paymentAccount: {
    bankName: 'Bank Central Asia (BCA)',
    accountNumber: '5270123456',
    accountHolder: 'Lumbung',
  },
}

export interface ApiRateLimitConfig {
  /** Requests one caller may make in any 10 seconds. */
  burst: number
  /** Requests one caller may make in any 10 minutes. */
  sustained: number
}

export const defaultApiRateLimitConfig: ApiRateLimitConfig = { burst: 300, sustained: 3000 }

export interface GatewayConfig {
  /** Token bucket per key and instance: the refill rate and the bucket's size. */
  ratePerSecond: number
  rateBurst: number
  connectTimeoutMs: number
  /** From sending the call to the last byte of the answer. */
  totalTimeoutMs: number
  maxResponseBytes: number
  maxRequestBytes: number
}

export const defaultGatewayConfig: GatewayConfig = {
  ratePerSecond: 20,
  rateBurst: 40,
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 30_000,
  maxResponseBytes: 10 * 1024 * 1024,
  maxRequestBytes: 1024 * 1024,
}

export interface S3FilesConfig {
  bucket: string
  /** Undefined means AWS itself. */
  endpoint: string | undefined
  region: string
  /** Undefined means the AWS default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
  /** Prepended to every key; empty or ending in `/`. */
  prefix: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

export function serverRoot(): string {
  let directory = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const manifest = join(directory, 'package.json')
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }
      if (name === '@lumbung/server') return directory
    }
    const parent = dirname(directory)
    if (parent === directory) throw new ConfigError('Cannot find the @lumbung/server package folder')
    directory = parent
  }
}

function parseEnvironment(env: Record<string, string | undefined>) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`)
  }
  return parsed.data
}

export type DatabaseSettings = Pick<Config, 'dataDir' | 'databaseUrl'>

/** Just where the database is, for commands (migrate, seed) that need no keys. */
export function loadDatabaseSettings(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): DatabaseSettings {
  const values = parseEnvironment(env)
  return { dataDir: resolve(cwd, values.LUMBUNG_DATA_DIR), databaseUrl: values.DATABASE_URL }
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): Config {
  const values = parseEnvironment(env)
  const dataDir = resolve(cwd, values.LUMBUNG_DATA_DIR)
  const isEmbedded = values.DATABASE_URL === undefined

  let jwtSecret = values.LUMBUNG_JWT_SECRET
  let masterKeyText = values.LUMBUNG_MASTER_KEY
  if (!isEmbedded) {
    const missing = [
      jwtSecret === undefined ? 'LUMBUNG_JWT_SECRET' : undefined,
      masterKeyText === undefined ? 'LUMBUNG_MASTER_KEY' : undefined,
    ].filter(Boolean)
    if (missing.length > 0) {
      throw new ConfigError(
        `${missing.join(' and ')} must be set when DATABASE_URL is set (every instance must share the same keys)`,
      )
    }
  } else if (jwtSecret === undefined || masterKeyText === undefined) {
    const keys = readOrCreateKeyFile(join(dataDir, 'keys.json'))
    jwtSecret ??= keys.jwtSecret
    masterKeyText ??= keys.masterKey
  }

  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: jwtSecret!,
    masterKey: parseMasterKey(masterKeyText!),
    previousMasterKeys: (values.LUMBUNG_PREVIOUS_MASTER_KEYS ?? '')
      .split(',')
      .map((text) => text.trim())
      .filter((text) => text !== '')
      .map((text) => parseMasterKey(text, 'LUMBUNG_PREVIOUS_MASTER_KEYS')),
    shutdownDrainMs: values.LUMBUNG_SHUTDOWN_DRAIN_MS,
    jobLeaseSeconds: values.LUMBUNG_JOB_LEASE_SECONDS,
    metrics: { isOn: values.LUMBUNG_METRICS === 'on', token: values.LUMBUNG_METRICS_TOKEN },
    webDir: values.LUMBUNG_WEB_DIR
      ? resolve(cwd, values.LUMBUNG_WEB_DIR)
      : join(serverRoot(), '..', 'web', 'dist'),
    logLevel: values.LOG_LEVEL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    authRateLimit: values.LUMBUNG_AUTH_RATE_LIMIT,
    apiRateLimit: { burst: values.LUMBUNG_API_RATE_BURST, sustained: values.LUMBUNG_API_RATE_SUSTAINED },
    seed: values.LUMBUNG_SEED,
    publicUrl: (values.LUMBUNG_PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? defaultMailFrom,
    isDevMailboxOn: isDevMailboxOn(values.LUMBUNG_DEV_MAILBOX, values.SMTP_URL, isEmbedded),
    outboxRetentionDays: values.LUMBUNG_OUTBOX_RETENTION_DAYS,
    auditRetentionDays: values.LUMBUNG_AUDIT_RETENTION_DAYS,
    sessionMaxDays: values.LUMBUNG_SESSION_MAX_DAYS,
    isOperatorSecondFactorRequired: values.LUMBUNG_OPERATOR_SECOND_FACTOR === 'required',
    invitationsPerHour: values.LUMBUNG_INVITATIONS_PER_HOUR,
    dataNeedRequestsPerDay: values.LUMBUNG_DATA_NEED_REQUESTS_PER_DAY,
    isPrivateUrlAllowed: values.LUMBUNG_ALLOW_PRIVATE_URLS === 'true',
    demoUpstream: {
      isOn: values.LUMBUNG_DEMO_UPSTREAM === 'on' || (values.LUMBUNG_DEMO_UPSTREAM === 'auto' && isEmbedded),
      apiKey: demoUpstreamKey(masterKeyText!),
    },
    allowLocalStorage:
      values.LUMBUNG_ALLOW_LOCAL_STORAGE === 'auto'
        ? isEmbedded
        : values.LUMBUNG_ALLOW_LOCAL_STORAGE === 'on',
    maxUploadBytes: values.LUMBUNG_UPLOAD_MAX_MB * 1024 * 1024,
    s3Files: parseS3Files(values),
    shareStoreB: parseShareStoreB(values),
    gateway: {
      ratePerSecond: values.LUMBUNG_GATEWAY_RATE_PER_SECOND,
      rateBurst: values.LUMBUNG_GATEWAY_RATE_BURST,
      connectTimeoutMs: values.LUMBUNG_GATEWAY_CONNECT_TIMEOUT_MS,
      totalTimeoutMs: values.LUMBUNG_GATEWAY_TIMEOUT_MS,
      maxResponseBytes: values.LUMBUNG_GATEWAY_MAX_RESPONSE_MB * 1024 * 1024,
      maxRequestBytes: values.LUMBUNG_GATEWAY_MAX_REQUEST_MB * 1024 * 1024,
    },
    billing: {
      vatBasisPoints: Math.round(values.LUMBUNG_VAT_PERCENT * 100),
      platformFeeBasisPoints: Math.round(values.LUMBUNG_PLATFORM_FEE_PERCENT * 100),
      invoiceDueDays: values.LUMBUNG_INVOICE_DUE_DAYS,
      paymentAccount: {
        bankName: values.LUMBUNG_PAYMENT_BANK,
        accountNumber: values.LUMBUNG_PAYMENT_ACCOUNT_NUMBER,
        accountHolder: values.LUMBUNG_PAYMENT_ACCOUNT_HOLDER,
      },
    },
  }
}

function parseShareStoreB(values: ReturnType<typeof parseEnvironment>): Config['shareStoreB'] {
  const url = values.LUMBUNG_SHARE_STORE_B_URL
  const token = values.LUMBUNG_SHARE_STORE_B_TOKEN
  if (url === undefined) return undefined
  if (token === undefined) {
    throw new ConfigError('LUMBUNG_SHARE_STORE_B_TOKEN must be set when LUMBUNG_SHARE_STORE_B_URL is set')
  }
  return { url, token }
}

function parseS3Files(values: ReturnType<typeof parseEnvironment>): S3FilesConfig | undefined {
  const accessKeyId = values.LUMBUNG_S3_ACCESS_KEY_ID
  const secretAccessKey = values.LUMBUNG_S3_SECRET_ACCESS_KEY
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
    throw new ConfigError('LUMBUNG_S3_ACCESS_KEY_ID and LUMBUNG_S3_SECRET_ACCESS_KEY must be set together')
  }
  if (values.LUMBUNG_S3_BUCKET === undefined) return undefined
  const prefix = values.LUMBUNG_S3_PREFIX ?? ''
  return {
    bucket: values.LUMBUNG_S3_BUCKET,
    endpoint: values.LUMBUNG_S3_ENDPOINT,
    region: values.LUMBUNG_S3_REGION ?? 'us-east-1',
    credentials:
      accessKeyId !== undefined && secretAccessKey !== undefined
        ? { accessKeyId, secretAccessKey }
        : undefined,
    forcePathStyle: values.LUMBUNG_S3_FORCE_PATH_STYLE === 'true',
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
  }
}

/**
 * The demo upstream's key, derived from the master key: stable across restarts, so the seeded API
 * setting keeps working, yet different on every installation.
 */
export function demoUpstreamKey(masterKeyText: string): string {
  return createHmac('sha256', parseMasterKey(masterKeyText))
    .update('lumbung-demo-upstream')
    .digest('base64url')
}

export const defaultMailFrom = 'Lumbung <no-reply@lumbung.local>'

/**
 * The mailbox shows reset and invitation links to anyone, so `auto` turns it on only for the embedded
 * database (a developer's machine); a PostgreSQL deployment must ask for it by name.
 */
function isDevMailboxOn(
  setting: 'auto' | 'on' | 'off',
  smtpUrl: string | undefined,
  isEmbedded: boolean,
): boolean {
  if (setting === 'on' && smtpUrl !== undefined) {
    throw new ConfigError('LUMBUNG_DEV_MAILBOX=on shows the outbox, which is off while SMTP_URL is set')
  }
  if (smtpUrl !== undefined || setting === 'off') return false
  return setting === 'on' || isEmbedded
}

export function parseMasterKey(text: string, name = 'LUMBUNG_MASTER_KEY'): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64')
  if (key.length !== 32) {
    throw new ConfigError(`${name} must be 32 bytes, written as base64 or 64 hex characters`)
  }
  return key
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}

const keyFileSchema = z.object({ jwtSecret: z.string().min(32), masterKey: z.string().min(1) })

/** The embedded mode's keys: generated on first start, then read back so sessions and secrets survive restarts. */
function readOrCreateKeyFile(path: string): z.infer<typeof keyFileSchema> {
  if (existsSync(path)) {
    const parsed = keyFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    if (!parsed.success) throw new ConfigError(`The key file ${path} is damaged; restore it from a backup`)
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600)
    return parsed.data
  }
  mkdirSync(dirname(path), { recursive: true })
  const keys = {
    jwtSecret: randomBytes(48).toString('base64url'),
    masterKey: randomBytes(32).toString('base64'),
  }
  try {
    // 'wx' fails rather than overwrite keys another process wrote a moment ago.
    writeFileSync(path, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateKeyFile(path)
    throw error
  }
  return keys
}
