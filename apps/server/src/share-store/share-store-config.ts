import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { z } from 'zod'
import { ConfigError, parseMasterKey } from '../config'

/** The share-store process's own settings (`npm run share-store`); see config-variables.ts. */
export interface ShareStoreConfig {
  port: number
  host: string
  dataDir: string
  /** Undefined means its embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | undefined
  /** Seals the store's per-dataset keys; never the main server's master key. */
  masterKey: Buffer
  /** The bearer token the coordinator must send. */
  token: string
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const envSchema = z.object({
  LUMBUNG_SHARE_STORE_PORT: z.coerce
    .number({ error: 'LUMBUNG_SHARE_STORE_PORT must be a number' })
    .int('LUMBUNG_SHARE_STORE_PORT must be a whole number')
    .min(0, 'LUMBUNG_SHARE_STORE_PORT must be between 0 and 65535')
    .max(65535, 'LUMBUNG_SHARE_STORE_PORT must be between 0 and 65535')
    .default(3100),
  LUMBUNG_SHARE_STORE_HOST: z.string().trim().min(1).default('127.0.0.1'),
  LUMBUNG_SHARE_STORE_DATA_DIR: z.string().trim().min(1).default('./data-share-store'),
  LUMBUNG_SHARE_STORE_DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\//,
        'LUMBUNG_SHARE_STORE_DATABASE_URL must start with postgres:// or postgresql://',
      )
      .optional(),
  ),
  LUMBUNG_SHARE_STORE_MASTER_KEY: optionalText,
  LUMBUNG_SHARE_STORE_B_TOKEN: optionalText.pipe(
    z
      .string({ error: 'LUMBUNG_SHARE_STORE_B_TOKEN must be set' })
      .min(32, 'LUMBUNG_SHARE_STORE_B_TOKEN must be at least 32 characters'),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export function loadShareStoreConfig(
  env: Record<string, string | undefined> = process.env,
  cwd = process.cwd(),
): ShareStoreConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid environment:\n${problems.join('\n')}`)
  }
  const values = parsed.data
  const dataDir = resolve(cwd, values.LUMBUNG_SHARE_STORE_DATA_DIR)
  let masterKeyText = values.LUMBUNG_SHARE_STORE_MASTER_KEY
  if (masterKeyText === undefined) {
    if (values.LUMBUNG_SHARE_STORE_DATABASE_URL !== undefined) {
      throw new ConfigError(
        'LUMBUNG_SHARE_STORE_MASTER_KEY must be set when LUMBUNG_SHARE_STORE_DATABASE_URL is set',
      )
    }
    masterKeyText = readOrCreateStoreKey(join(dataDir, 'keys.json'))
  }
  return {
    port: values.LUMBUNG_SHARE_STORE_PORT,
    host: values.LUMBUNG_SHARE_STORE_HOST,
    dataDir,
    databaseUrl: values.LUMBUNG_SHARE_STORE_DATABASE_URL,
    masterKey: parseMasterKey(masterKeyText),
    token: values.LUMBUNG_SHARE_STORE_B_TOKEN,
    logLevel: values.LOG_LEVEL,
  }
}

const keyFileSchema = z.object({ masterKey: z.string().min(1) })

/** The embedded store's master key: made on first start, then read back so its shares stay readable. */
function readOrCreateStoreKey(path: string): string {
  if (existsSync(path)) {
    const parsed = keyFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')))
    if (!parsed.success) throw new ConfigError(`The key file ${path} is damaged; restore it from a backup`)
    return parsed.data.masterKey
  }
  mkdirSync(dirname(path), { recursive: true })
  const masterKey = randomBytes(32).toString('base64')
  try {
    writeFileSync(path, `${JSON.stringify({ masterKey }, null, 2)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readOrCreateStoreKey(path)
    throw error
  }
  return masterKey
}
