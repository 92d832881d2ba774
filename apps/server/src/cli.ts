import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { billingPeriod, messages, rules } from '@lumbung/contract'
import pino from 'pino'
import { z } from 'zod'
import { ConfigError, loadConfig, loadDatabaseSettings } from './config'
import { openConfiguredDatabase } from './db/open'
import {
  createOperator,
  describeDemoAccounts,
  seedDemoBilling,
  seedDemoCatalogue,
  seedDemoConsumerData,
  seedDemoData,
  seedDemoRequests,
  seedDemoUsage,
} from './seed'
import { isCommonPassword } from './lib/common-passwords'
import { createFileStorage } from './lib/create-file-storage'
import { rotateMasterKey } from './lib/master-key-rotation'
import { createSecrets } from './lib/secrets'
import { createPlatform } from './modules'
import { createBillingServices } from './modules/billing'
import { BackupError, dumpEmbeddedDatabase, restoreBackup, writeBackup } from './backup/backup'
import { requestDump } from './backup/backup-socket'
import { dataFolderHolder } from './db/open'

const usage = `Usage: lumbung <command>

Commands:
  migrate                                   apply pending database migrations
  seed                                      migrate, then add the demo accounts and catalogue to an empty database
  create-operator --email E --name N --password P
                                            add a platform operator (creates the platform tenant if missing)
  rotate-master-key                         rewrap every stored secret under LUMBUNG_MASTER_KEY, opening old ones
                                            with LUMBUNG_PREVIOUS_MASTER_KEYS (docs/deploy.md)
  close-month --period YYYY-MM              issue an ended month's invoices and settlements now (idempotent);
                                            their mails go out with the server's job queue
  backup <file>                             save the embedded data folder (database and files) to one file,
                                            also while the server runs
  restore <file> [--force]                  restore a backup into the data folder; --force replaces what it holds

The database is DATABASE_URL when set, otherwise the embedded one in LUMBUNG_DATA_DIR.`

const operatorInput = z.object({
  email: rules.email('Email'),
  name: rules.required('Name').max(200, { error: messages.max('Name', 200) }),
  password: rules.complexPassword().refine((password) => !isCommonPassword(password), {
    error: messages.commonPassword(),
  }),
})

/** The demo catalogue seals credentials, so it needs the full configuration (keys included). */
async function seedCatalogue(db: Parameters<typeof seedDemoCatalogue>[0]['db']) {
  let config
  try {
    config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd())
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`The demo catalogue was not added: ${error.message}`)
    return
  }
  const files = createFileStorage(config)
  const outcome = await seedDemoCatalogue({ db, config, files })
  console.log(outcome === 'seeded' ? 'Demo catalogue added.' : 'The demo catalogue was already there.')
  const requests = await seedDemoRequests({ db, config })
  if (requests === 'seeded') console.log('Demo transaction requests added.')
  const consumerData = await seedDemoConsumerData({ db, config, files })
  if (consumerData === 'seeded') console.log("PT Konsumen Maju's demo data asset added.")
  const usage = await seedDemoUsage({ db, config })
  if (usage === 'seeded') console.log('Demo usage of the last months added.')
  const billing = await seedDemoBilling({ db, config, files })
  if (billing === 'seeded')
    console.log('The demo months before this one closed: invoices issued, the older ones paid.')
}

/** Month close as the scheduled job runs it; the documents' mails wait in the queue for the server. */
async function closeMonth(db: Parameters<typeof seedDemoCatalogue>[0]['db'], period: string) {
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd())
  const logger = pino({ level: 'warn' })
  const platform = createPlatform({ config, db, logger })
  const result = await createBillingServices(platform).monthClose.closeMonth(period)
  await platform.usage.close()
  console.log(
    `${result.period} closed: ${result.invoices_issued} invoices issued, ${result.settlements_created} settlements made.`,
  )
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`
const filesCount = (count: number) => `${count} file${count === 1 ? '' : 's'}`

/** backup and restore of the embedded data folder (docs/decisions/0050-backup-and-faults.md). */
async function runBackupCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  })
  const file = positionals[0]
  if (!file || positionals.length > 1) {
    console.error(`Usage: lumbung ${command} <file>${command === 'restore' ? ' [--force]' : ''}`)
    return 1
  }
  const cwd = process.env.INIT_CWD ?? process.cwd()
  const settings = loadDatabaseSettings(process.env, cwd)
  if (settings.databaseUrl) {
    console.error(
      `DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (see the README's "Backup and restore").`,
    )
    return 1
  }
  const path = resolve(cwd, file)
  const holder = dataFolderHolder(settings.dataDir)
  try {
    if (command === 'restore') {
      if (holder) {
        console.error(
          `The data folder ${settings.dataDir} is in use by process ${holder}; stop the server first.`,
        )
        return 1
      }
      const summary = await restoreBackup({ dataDir: settings.dataDir, source: path, force: values.force })
      console.log(
        `Restored ${settings.dataDir} from ${path}: the database (${megabytes(summary.databaseBytes)}) and ${filesCount(summary.files)} (${megabytes(summary.fileBytes)}).`,
      )
      return 0
    }
    if (!holder && !existsSync(join(settings.dataDir, 'pglite', 'PG_VERSION'))) {
      console.error(`There is no embedded database in ${settings.dataDir} to back up.`)
      return 1
    }
    let database: Blob
    if (holder) {
      database = await requestDump(settings.dataDir)
    } else {
      const handle = await openConfiguredDatabase(settings)
      try {
        database = await dumpEmbeddedDatabase(handle)
      } finally {
        await handle.close()
      }
    }
    const summary = await writeBackup({ dataDir: settings.dataDir, database, target: path })
    console.log(
      `Backed up ${settings.dataDir}${holder ? ` (served by process ${holder})` : ''} to ${path}: the database (${megabytes(summary.databaseBytes)}) and ${filesCount(summary.files)} (${megabytes(summary.fileBytes)}).`,
    )
    return 0
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message)
      return 1
    }
    throw error
  }
}

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv
  if (!command || command === 'help' || command === '--help') {
    console.log(usage)
    return command ? 0 : 1
  }
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, rest)
  if (!['migrate', 'seed', 'create-operator', 'rotate-master-key', 'close-month'].includes(command)) {
    console.error(`Unknown command: ${command}\n\n${usage}`)
    return 1
  }

  let operator: z.infer<typeof operatorInput> | undefined
  if (command === 'create-operator') {
    const { values } = parseArgs({
      args: rest,
      options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } },
    })
    const parsed = operatorInput.safeParse(values)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`)
      return 1
    }
    operator = parsed.data
  }

  let closePeriod: string | undefined
  if (command === 'close-month') {
    const { values } = parseArgs({ args: rest, options: { period: { type: 'string' } } })
    const parsed = billingPeriod.safeParse(values.period ?? '')
    if (!parsed.success) {
      console.error(`--period: ${parsed.error.issues[0]?.message ?? 'Month must be written YYYY-MM'}`)
      return 1
    }
    closePeriod = parsed.data
  }

  // npm runs workspace scripts inside the workspace; a relative data folder means the caller's folder.
  const database = await openConfiguredDatabase(
    loadDatabaseSettings(process.env, process.env.INIT_CWD ?? process.cwd()),
  )
  try {
    await database.migrate()
    console.log('Migrations applied.')
    if (command === 'seed') {
      const outcome = await seedDemoData(database.db)
      console.log(
        outcome === 'seeded'
          ? describeDemoAccounts()
          : 'The database already holds tenants; demo data was not added.',
      )
      if (outcome === 'seeded') await seedCatalogue(database.db)
    }
    if (command === 'rotate-master-key') {
      const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd())
      const counts = await rotateMasterKey(
        database.db,
        createSecrets(config.masterKey, config.previousMasterKeys),
      )
      for (const count of counts) {
        console.log(
          `${count.table}.${count.column}: ${count.rewrapped} rewrapped, ${count.current} already current`,
        )
      }
      console.log('Every stored secret is under the current master key; LUMBUNG_PREVIOUS_MASTER_KEYS can go.')
    }
    if (operator) {
      const { userId } = await createOperator(database.db, {
        email: operator.email,
        fullName: operator.name,
        password: operator.password,
      })
      console.log(`Operator ${operator.email} created (${userId}).`)
    }
    if (closePeriod) await closeMonth(database.db, closePeriod)
    return 0
  } finally {
    await database.close()
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error,
    )
    process.exit(1)
  },
)
