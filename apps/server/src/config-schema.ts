import { z } from 'zod'

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const positiveWhole = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .default(fallback)

/** A percentage from 0 to 100 with at most two decimals (11, 12.5). */
const percent = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be between 0 and 100`)
    .max(100, `${name} must be between 0 and 100`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
      `${name} may have at most two decimals`,
    )
    .default(fallback)

/** The environment the server reads, checked and given its defaults (README: Configuration). */
export const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  LUMBUNG_DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  LUMBUNG_JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'LUMBUNG_JWT_SECRET must be at least 32 characters').optional(),
  ),
  LUMBUNG_MASTER_KEY: optionalText,
  LUMBUNG_PREVIOUS_MASTER_KEYS: optionalText,
  LUMBUNG_METRICS: z.enum(['off', 'on'], { error: 'LUMBUNG_METRICS must be off or on' }).default('off'),
  LUMBUNG_METRICS_TOKEN: optionalText.pipe(
    z.string().min(32, 'LUMBUNG_METRICS_TOKEN must be at least 32 characters').optional(),
  ),
  LUMBUNG_SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'LUMBUNG_SHUTDOWN_DRAIN_MS must be a number' })
    .int('LUMBUNG_SHUTDOWN_DRAIN_MS must be a whole number')
    .min(0, 'LUMBUNG_SHUTDOWN_DRAIN_MS must be between 0 and 600000')
    .max(600_000, 'LUMBUNG_SHUTDOWN_DRAIN_MS must be between 0 and 600000')
    .default(0),
  LUMBUNG_JOB_LEASE_SECONDS: z.coerce
    .number({ error: 'LUMBUNG_JOB_LEASE_SECONDS must be a number' })
    .int('LUMBUNG_JOB_LEASE_SECONDS must be a whole number')
    .min(3, 'LUMBUNG_JOB_LEASE_SECONDS must be between 3 and 3600')
    .max(3600, 'LUMBUNG_JOB_LEASE_SECONDS must be between 3 and 3600')
    .default(60),
  LUMBUNG_WEB_DIR: optionalText,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: optionalText,
  LUMBUNG_AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'LUMBUNG_AUTH_RATE_LIMIT must be a number' })
    .int('LUMBUNG_AUTH_RATE_LIMIT must be a whole number')
    .min(1, 'LUMBUNG_AUTH_RATE_LIMIT must be at least 1')
    .default(10),
  LUMBUNG_API_RATE_BURST: positiveWhole('LUMBUNG_API_RATE_BURST', 300),
  LUMBUNG_API_RATE_SUSTAINED: positiveWhole('LUMBUNG_API_RATE_SUSTAINED', 3000),
  LUMBUNG_SEED: z.enum(['auto', 'never'], { error: 'LUMBUNG_SEED must be auto or never' }).default('auto'),
  LUMBUNG_PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'LUMBUNG_PUBLIC_URL must be an http:// or https:// address' })
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must start with smtp:// or smtps://' }).optional(),
  ),
  MAIL_FROM: optionalText,
  LUMBUNG_DEV_MAILBOX: z
    .enum(['auto', 'on', 'off'], { error: 'LUMBUNG_DEV_MAILBOX must be auto, on or off' })
    .default('auto'),
  LUMBUNG_OUTBOX_RETENTION_DAYS: positiveWhole('LUMBUNG_OUTBOX_RETENTION_DAYS', 7),
  LUMBUNG_AUDIT_RETENTION_DAYS: positiveWhole('LUMBUNG_AUDIT_RETENTION_DAYS', 400),
  LUMBUNG_SESSION_MAX_DAYS: positiveWhole('LUMBUNG_SESSION_MAX_DAYS', 30),
  LUMBUNG_OPERATOR_SECOND_FACTOR: z
    .enum(['required', 'optional'], { error: 'LUMBUNG_OPERATOR_SECOND_FACTOR must be required or optional' })
    .default('required'),
  LUMBUNG_INVITATIONS_PER_HOUR: positiveWhole('LUMBUNG_INVITATIONS_PER_HOUR', 20),
  LUMBUNG_DATA_NEED_REQUESTS_PER_DAY: positiveWhole('LUMBUNG_DATA_NEED_REQUESTS_PER_DAY', 5),
  LUMBUNG_ALLOW_PRIVATE_URLS: z
    .enum(['true', 'false'], { error: 'LUMBUNG_ALLOW_PRIVATE_URLS must be true or false' })
    .default('false'),
  LUMBUNG_DEMO_UPSTREAM: z
    .enum(['auto', 'on', 'off'], { error: 'LUMBUNG_DEMO_UPSTREAM must be auto, on or off' })
    .default('auto'),
  LUMBUNG_ALLOW_LOCAL_STORAGE: z
    .enum(['auto', 'on', 'off'], { error: 'LUMBUNG_ALLOW_LOCAL_STORAGE must be auto, on or off' })
    .default('auto'),
  LUMBUNG_UPLOAD_MAX_MB: z.coerce
    .number({ error: 'LUMBUNG_UPLOAD_MAX_MB must be a number' })
    .int('LUMBUNG_UPLOAD_MAX_MB must be a whole number')
    .min(1, 'LUMBUNG_UPLOAD_MAX_MB must be at least 1')
    .default(2048),
  LUMBUNG_SHARE_STORE_B_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'LUMBUNG_SHARE_STORE_B_URL must be an http:// or https:// address',
      })
      .optional(),
  ),
  LUMBUNG_SHARE_STORE_B_TOKEN: optionalText.pipe(
    z.string().min(32, 'LUMBUNG_SHARE_STORE_B_TOKEN must be at least 32 characters').optional(),
  ),
  LUMBUNG_GATEWAY_RATE_PER_SECOND: positiveWhole('LUMBUNG_GATEWAY_RATE_PER_SECOND', 20),
  LUMBUNG_GATEWAY_RATE_BURST: positiveWhole('LUMBUNG_GATEWAY_RATE_BURST', 40),
  LUMBUNG_GATEWAY_CONNECT_TIMEOUT_MS: positiveWhole('LUMBUNG_GATEWAY_CONNECT_TIMEOUT_MS', 5_000),
  LUMBUNG_GATEWAY_TIMEOUT_MS: positiveWhole('LUMBUNG_GATEWAY_TIMEOUT_MS', 30_000),
  LUMBUNG_GATEWAY_MAX_RESPONSE_MB: positiveWhole('LUMBUNG_GATEWAY_MAX_RESPONSE_MB', 10),
  LUMBUNG_GATEWAY_MAX_REQUEST_MB: positiveWhole('LUMBUNG_GATEWAY_MAX_REQUEST_MB', 1),
  LUMBUNG_VAT_PERCENT: percent('LUMBUNG_VAT_PERCENT', 11),
  LUMBUNG_PLATFORM_FEE_PERCENT: percent('LUMBUNG_PLATFORM_FEE_PERCENT', 10),
  LUMBUNG_INVOICE_DUE_DAYS: positiveWhole('LUMBUNG_INVOICE_DUE_DAYS', 30),
  LUMBUNG_PAYMENT_BANK: optionalText.pipe(z.string().max(100).default('Bank Central Asia (BCA)')),
  LUMBUNG_PAYMENT_ACCOUNT_NUMBER: optionalText.pipe(
    z
      .string()
      .regex(/^\d{5,30}$/, 'LUMBUNG_PAYMENT_ACCOUNT_NUMBER must be 5 to 30 digits')
      .default('5270123456'),
  ),
  LUMBUNG_PAYMENT_ACCOUNT_HOLDER: optionalText.pipe(z.string().max(100).default('Lumbung')),
  LUMBUNG_S3_BUCKET: optionalText,
  LUMBUNG_S3_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'LUMBUNG_S3_ENDPOINT must be an http:// or https:// address' })
      .optional(),
  ),
  LUMBUNG_S3_REGION: optionalText,
  LUMBUNG_S3_ACCESS_KEY_ID: optionalText,
  LUMBUNG_S3_SECRET_ACCESS_KEY: optionalText,
  LUMBUNG_S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'LUMBUNG_S3_FORCE_PATH_STYLE must be true or false' })
    .default('false'),
  LUMBUNG_S3_PREFIX: optionalText.pipe(
    z
      .string()
      .regex(
        /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*\/?$/,
        'LUMBUNG_S3_PREFIX must be a folder such as lumbung/ (letters, digits, . _ - and /)',
      )
      .optional(),
  ),
})

/** The server package folder, found from this module whether it runs from src/ or the dist/ bundle. */
