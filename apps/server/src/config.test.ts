import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultBillingConfig, environmentVariables, loadConfig } from './config'

const created: string[] = []
const freshDir = () => {
  const directory = mkdtempSync(join(tmpdir(), 'lumbung-config-'))
  created.push(directory)
  return directory
}
afterAll(() => created.forEach((directory) => rmSync(directory, { recursive: true, force: true })))

describe('loadConfig', () => {
  it('runs embedded with defaults and generates a private key file once', () => {
    const cwd = freshDir()
    const config = loadConfig({}, cwd)
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: join(cwd, 'data'),
      authRateLimit: 10,
      apiRateLimit: { burst: 300, sustained: 3000 },
      seed: 'auto',
    })
    expect(config.databaseUrl).toBeUndefined()
    const keyFile = join(cwd, 'data', 'keys.json')
    expect(statSync(keyFile).mode & 0o777).toBe(0o600)
    expect(config.masterKey).toHaveLength(32)
    const again = loadConfig({}, cwd)
    expect(again.jwtSecret).toBe(config.jwtSecret)
    expect(again.masterKey.equals(config.masterKey)).toBe(true)
    expect(readFileSync(keyFile, 'utf8')).toContain(config.jwtSecret)
  })

  it('requires both keys with DATABASE_URL and names the missing ones', () => {
    const cwd = freshDir()
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/lumbung' }, cwd)).toThrow(
      /LUMBUNG_JWT_SECRET and LUMBUNG_MASTER_KEY must be set when DATABASE_URL is set/,
    )
    expect(existsSync(join(cwd, 'data', 'keys.json'))).toBe(false)
  })

  it('takes keys from the environment', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgresql://db/lumbung',
        LUMBUNG_JWT_SECRET: 's'.repeat(40),
        LUMBUNG_MASTER_KEY: 'ab'.repeat(32),
        PORT: '8080',
        TRUST_PROXY: '1',
      },
      freshDir(),
    )
    expect(config).toMatchObject({ port: 8080, databaseUrl: 'postgresql://db/lumbung', trustProxy: 1 })
    expect(config.masterKey.toString('hex')).toBe('ab'.repeat(32))
  })

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a number/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ LUMBUNG_SEED: 'sometimes' }, /LUMBUNG_SEED must be auto or never/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ LUMBUNG_JWT_SECRET: 'short', LUMBUNG_MASTER_KEY: 'ab'.repeat(32) }, /at least 32 characters/],
    [{ LUMBUNG_JWT_SECRET: 's'.repeat(40), LUMBUNG_MASTER_KEY: 'too-short' }, /32 bytes/],
    [{ LUMBUNG_GATEWAY_RATE_PER_SECOND: '0' }, /LUMBUNG_GATEWAY_RATE_PER_SECOND must be at least 1/],
    [{ LUMBUNG_GATEWAY_TIMEOUT_MS: 'soon' }, /LUMBUNG_GATEWAY_TIMEOUT_MS must be a number/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env, freshDir())).toThrow(message)
  })

  it('reads the gateway limits, with defaults for those not set', () => {
    const config = loadConfig(
      { LUMBUNG_GATEWAY_RATE_PER_SECOND: '5', LUMBUNG_GATEWAY_MAX_RESPONSE_MB: '2' },
      freshDir(),
    )
    expect(config.gateway).toEqual({
      ratePerSecond: 5,
      rateBurst: 40,
      connectTimeoutMs: 5_000,
      totalTimeoutMs: 30_000,
      maxResponseBytes: 2 * 1024 * 1024,
      maxRequestBytes: 1024 * 1024,
    })
  })

  it('keeps mail in the outbox with the development mailbox on unless SMTP is configured', () => {
    const cwd = freshDir()
    expect(loadConfig({ PORT: '4100' }, cwd)).toMatchObject({
      smtpUrl: undefined,
      isDevMailboxOn: true,
      mailFrom: 'Lumbung <no-reply@lumbung.local>',
      publicUrl: 'http://localhost:4100',
    })
    expect(loadConfig({ LUMBUNG_DEV_MAILBOX: 'off' }, cwd).isDevMailboxOn).toBe(false)
    const smtp = loadConfig(
      {
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Data Team <data@example.com>',
        LUMBUNG_PUBLIC_URL: 'https://data.example.com/',
      },
      cwd,
    )
    expect(smtp).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      isDevMailboxOn: false,
      mailFrom: 'Data Team <data@example.com>',
      publicUrl: 'https://data.example.com',
    })
  })

  it('turns the development mailbox on by itself only with the embedded database', () => {
    const cwd = freshDir()
    const postgres = {
      DATABASE_URL: 'postgres://lumbung@db.example.com/lumbung',
      LUMBUNG_JWT_SECRET: 'x'.repeat(32),
      LUMBUNG_MASTER_KEY: '11'.repeat(32),
    }
    expect(loadConfig({}, cwd).isDevMailboxOn).toBe(true)
    expect(loadConfig(postgres, cwd)).toMatchObject({ smtpUrl: undefined, isDevMailboxOn: false })
    expect(loadConfig({ ...postgres, LUMBUNG_DEV_MAILBOX: 'auto' }, cwd).isDevMailboxOn).toBe(false)
    expect(loadConfig({ ...postgres, LUMBUNG_DEV_MAILBOX: 'on' }, cwd).isDevMailboxOn).toBe(true)
    expect(loadConfig({ ...postgres, LUMBUNG_DEV_MAILBOX: 'off' }, cwd).isDevMailboxOn).toBe(false)
  })

  it('refuses bad mail settings with a clear message', () => {
    const cwd = freshDir()
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' }, cwd)).toThrow(
      /SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    )
    expect(() => loadConfig({ LUMBUNG_PUBLIC_URL: 'data.example.com' }, cwd)).toThrow(
      /LUMBUNG_PUBLIC_URL must be an http:\/\/ or https:\/\/ address/,
    )
    expect(() => loadConfig({ SMTP_URL: 'smtp://smtp.example.com', LUMBUNG_DEV_MAILBOX: 'on' }, cwd)).toThrow(
      /LUMBUNG_DEV_MAILBOX=on/,
    )
  })

  it('reads the billing rates as percentages with at most two decimals', () => {
    const cwd = freshDir()
    expect(loadConfig({}, cwd).billing).toEqual(defaultBillingConfig)
    expect(
      loadConfig(
        { LUMBUNG_VAT_PERCENT: '12.5', LUMBUNG_PLATFORM_FEE_PERCENT: '0', LUMBUNG_INVOICE_DUE_DAYS: '14' },
        cwd,
      ).billing,
    ).toMatchObject({ vatBasisPoints: 1250, platformFeeBasisPoints: 0, invoiceDueDays: 14 })
    expect(() => loadConfig({ LUMBUNG_VAT_PERCENT: '12.345' }, cwd)).toThrow(/at most two decimals/)
    expect(() => loadConfig({ LUMBUNG_PLATFORM_FEE_PERCENT: '101' }, cwd)).toThrow(/between 0 and 100/)
  })

  it('reads the account invoices ask consumers to pay into', () => {
    const cwd = freshDir()
    expect(
      loadConfig(
        {
          LUMBUNG_PAYMENT_BANK: 'Bank Mandiri',
          LUMBUNG_PAYMENT_ACCOUNT_NUMBER: '1230009876543',
          LUMBUNG_PAYMENT_ACCOUNT_HOLDER: 'PT Lumbung Data Indonesia',
        },
        cwd,
      ).billing.paymentAccount,
    ).toEqual({
      bankName: 'Bank Mandiri',
      accountNumber: '1230009876543',
      accountHolder: 'PT Lumbung Data Indonesia',
    })
    expect(() => loadConfig({ LUMBUNG_PAYMENT_ACCOUNT_NUMBER: '12-34' }, cwd)).toThrow(/5 to 30 digits/)
  })

  it('documents every variable it reads', () => {
    expect(environmentVariables.map((variable) => variable.name).sort()).toEqual(
      [
        'PORT',
        'HOST',
        'LUMBUNG_DATA_DIR',
        'DATABASE_URL',
        'LUMBUNG_JWT_SECRET',
        'LUMBUNG_MASTER_KEY',
        'LUMBUNG_PREVIOUS_MASTER_KEYS',
        'LUMBUNG_METRICS',
        'LUMBUNG_METRICS_TOKEN',
        'LUMBUNG_SHUTDOWN_DRAIN_MS',
        'LUMBUNG_JOB_LEASE_SECONDS',
        'LUMBUNG_WEB_DIR',
        'LOG_LEVEL',
        'TRUST_PROXY',
        'LUMBUNG_AUTH_RATE_LIMIT',
        'LUMBUNG_API_RATE_BURST',
        'LUMBUNG_API_RATE_SUSTAINED',
        'LUMBUNG_PUBLIC_URL',
        'SMTP_URL',
        'MAIL_FROM',
        'LUMBUNG_DEV_MAILBOX',
        'LUMBUNG_OUTBOX_RETENTION_DAYS',
        'LUMBUNG_AUDIT_RETENTION_DAYS',
        'LUMBUNG_SESSION_MAX_DAYS',
        'LUMBUNG_OPERATOR_SECOND_FACTOR',
        'LUMBUNG_INVITATIONS_PER_HOUR',
        'LUMBUNG_DATA_NEED_REQUESTS_PER_DAY',
        'LUMBUNG_ALLOW_LOCAL_STORAGE',
        'LUMBUNG_UPLOAD_MAX_MB',
        'LUMBUNG_SEED',
        'LUMBUNG_ALLOW_PRIVATE_URLS',
        'LUMBUNG_DEMO_UPSTREAM',
        'LUMBUNG_SHARE_STORE_B_URL',
        'LUMBUNG_SHARE_STORE_B_TOKEN',
        'LUMBUNG_SHARE_STORE_PORT',
        'LUMBUNG_SHARE_STORE_HOST',
        'LUMBUNG_SHARE_STORE_DATA_DIR',
        'LUMBUNG_SHARE_STORE_DATABASE_URL',
        'LUMBUNG_SHARE_STORE_MASTER_KEY',
        'LUMBUNG_GATEWAY_RATE_PER_SECOND',
        'LUMBUNG_GATEWAY_RATE_BURST',
        'LUMBUNG_GATEWAY_CONNECT_TIMEOUT_MS',
        'LUMBUNG_GATEWAY_TIMEOUT_MS',
        'LUMBUNG_GATEWAY_MAX_RESPONSE_MB',
        'LUMBUNG_GATEWAY_MAX_REQUEST_MB',
        'LUMBUNG_VAT_PERCENT',
        'LUMBUNG_PLATFORM_FEE_PERCENT',
        'LUMBUNG_INVOICE_DUE_DAYS',
        'LUMBUNG_PAYMENT_BANK',
        'LUMBUNG_PAYMENT_ACCOUNT_NUMBER',
        'LUMBUNG_PAYMENT_ACCOUNT_HOLDER',
        'LUMBUNG_S3_BUCKET',
        'LUMBUNG_S3_ENDPOINT',
        'LUMBUNG_S3_REGION',
        'LUMBUNG_S3_ACCESS_KEY_ID',
        'LUMBUNG_S3_SECRET_ACCESS_KEY',
        'LUMBUNG_S3_FORCE_PATH_STYLE',
        'LUMBUNG_S3_PREFIX',
      ].sort(),
    )
  })

  it('refuses private URLs and serves the demo upstream with the embedded database by default', () => {
    const cwd = freshDir()
    const embedded = loadConfig({}, cwd)
    expect(embedded.isPrivateUrlAllowed).toBe(false)
    expect(embedded.demoUpstream.isOn).toBe(true)
    // Derived from the master key: the same after a restart, so the seeded API setting keeps working.
    expect(loadConfig({}, cwd).demoUpstream.apiKey).toBe(embedded.demoUpstream.apiKey)
    expect(loadConfig({}, freshDir()).demoUpstream.apiKey).not.toBe(embedded.demoUpstream.apiKey)
    const postgres = loadConfig(
      {
        DATABASE_URL: 'postgresql://db/lumbung',
        LUMBUNG_JWT_SECRET: 's'.repeat(40),
        LUMBUNG_MASTER_KEY: 'ab'.repeat(32),
      },
      cwd,
    )
    expect(postgres.demoUpstream.isOn).toBe(false)
    expect(
      loadConfig({ LUMBUNG_DEMO_UPSTREAM: 'off', LUMBUNG_ALLOW_PRIVATE_URLS: 'true' }, cwd),
    ).toMatchObject({
      isPrivateUrlAllowed: true,
      demoUpstream: { isOn: false },
    })
    expect(() => loadConfig({ LUMBUNG_ALLOW_PRIVATE_URLS: 'yes' }, cwd)).toThrow(
      /LUMBUNG_ALLOW_PRIVATE_URLS must be true or false/,
    )
  })

  it('keeps platform files on disk unless an S3 bucket is named', () => {
    const cwd = freshDir()
    expect(loadConfig({}, cwd).s3Files).toBeUndefined()
    expect(
      loadConfig(
        {
          LUMBUNG_S3_BUCKET: 'lumbung-files',
          LUMBUNG_S3_ENDPOINT: 'http://minio:9000',
          LUMBUNG_S3_ACCESS_KEY_ID: 'key',
          LUMBUNG_S3_SECRET_ACCESS_KEY: 'secret',
          LUMBUNG_S3_FORCE_PATH_STYLE: 'true',
          LUMBUNG_S3_PREFIX: 'lumbung',
        },
        cwd,
      ).s3Files,
    ).toEqual({
      bucket: 'lumbung-files',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'lumbung/',
    })
    expect(() => loadConfig({ LUMBUNG_S3_BUCKET: 'b', LUMBUNG_S3_ACCESS_KEY_ID: 'key' }, cwd)).toThrow(
      /must be set together/,
    )
    expect(() => loadConfig({ LUMBUNG_S3_BUCKET: 'b', LUMBUNG_S3_PREFIX: '../up' }, cwd)).toThrow(
      /LUMBUNG_S3_PREFIX must be a folder/,
    )
    expect(() => loadConfig({ LUMBUNG_S3_BUCKET: 'b', LUMBUNG_S3_FORCE_PATH_STYLE: 'yes' }, cwd)).toThrow(
      /LUMBUNG_S3_FORCE_PATH_STYLE must be true or false/,
    )
  })
})
