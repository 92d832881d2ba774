/**
 * The embedded database's own thread (docs/decisions/0072-embedded-database-thread.md). Every PGlite
 * the process opens runs here, so its statements, COPY and rollups never hold up the thread that
 * answers HTTP. The server's side (pglite-thread-client.ts) sends one message per statement.
 */
import { setFlagsFromString } from 'node:v8'
import { parentPort } from 'node:worker_threads'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { writeUsageBatch } from '../modules/gateway/usage.thread'
import {
  describeError,
  type EmbeddedTaskName,
  type Numbered,
  type ThreadRequest,
  type ThreadResults,
} from './pglite-thread-protocol'

// PGlite's defaults (128 MB of shared buffers) would hold most of the server's memory budget; the
// operating system's file cache still caches the data files behind these smaller buffers.
const pgliteSettings = ['shared_buffers=16MB']

/**
 * V8 compiles PGlite's WebAssembly twice by default (baseline, then optimised), which costs about
 * 70 MB of resident memory. The baseline compiler alone keeps an idle server near 150 MB; index
 * lookups run as fast, full scans about half as fast. Node options that name a WebAssembly tier win.
 * `--liftoff-only` names the choice but works only on the command line: V8 applies the flags it implies
 * when it starts, so set here it changed nothing on Node 24 (a restarted server peaked at 826 MB, V8's
 * background threads compiling for 4 CPU-seconds). The two flags it implies take effect here.
 */
function preferBaselineWasmCompiler() {
  const options = `${process.execArgv.join(' ')} ${process.env.NODE_OPTIONS ?? ''}`
  if (/liftoff|wasm-tier|wasm-dynamic-tiering/.test(options)) return
  setFlagsFromString('--no-wasm-tier-up')
  setFlagsFromString('--no-wasm-dynamic-tiering')
}

preferBaselineWasmCompiler()
const pglite = import('@electric-sql/pglite')

/** What Drizzle asks of PGlite: dates, times and intervals as the database writes them (Drizzle maps them). */
const drizzleParsers = pglite.then(({ types }) => {
  const asText = (value: string) => value
  const oids = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182]
  return Object.fromEntries(oids.map((oid) => [oid, asText]))
})

const databases = new Map<number, PGlite>()
let nextDatabase = 1

interface OpenTransaction {
  db: number
  transaction: Transaction | undefined
  decide(commit: boolean): void
  outcome: Promise<void>
}
const transactions = new Map<number, OpenTransaction>()
let nextTransaction = 1
const rolledBack = Symbol('rolled back')

const tasks: Record<EmbeddedTaskName, (database: PGlite, input: unknown) => Promise<unknown>> = {
  // The usage ledger's batch: COPY text, rollup sums and the write, off the server's thread.
  'usage-batch': (database, input) =>
    writeUsageBatch(database, input as Parameters<typeof writeUsageBatch>[1]),
}

function databaseOf(id: number): PGlite {
  const database = databases.get(id)
  // The message PGlite itself gives, which the server already reads as "the database went away".
  if (!database) throw new Error('PGlite is closed')
  return database
}

function executorOf(db: number, transaction: number | undefined): PGlite | Transaction {
  if (transaction === undefined) return databaseOf(db)
  const open = transactions.get(transaction)?.transaction
  if (!open) throw new Error('Transaction is closed')
  return open
}

async function open(dataDir: string | undefined, dump: Blob | undefined): Promise<number> {
  const { PGlite } = await pglite
  const database = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(dump ? { loadDataDir: dump } : {}),
    postgresqlconf: pgliteSettings,
    // Trigram similarity for the marketplace's misspelt searches (docs/decisions/0073).
    extensions: { pg_trgm: (await import('@electric-sql/pglite/contrib/pg_trgm')).pg_trgm },
  })
  await database.waitReady
  // Set once rather than passed with each query, which has PGlite copy its whole table of parsers
  // (hundreds, with the array types) for every statement.
  Object.assign(database.parsers, await drizzleParsers)
  const id = nextDatabase++
  databases.set(id, database)
  return id
}

/** Starts a transaction and answers once it is open; its statements come later, each as a message. */
function begin(db: number): Promise<number> {
  const database = databaseOf(db)
  return new Promise((started, failed) => {
    const id = nextTransaction++
    let decide: (commit: boolean) => void = () => undefined
    const decided = new Promise<boolean>((resolve) => (decide = resolve))
    const entry: OpenTransaction = { db, transaction: undefined, decide, outcome: Promise.resolve() }
    entry.outcome = database
      .transaction(async (transaction) => {
        entry.transaction = transaction
        started(id)
        if (!(await decided)) throw rolledBack
      })
      .then(
        () => undefined,
        (error: unknown) => {
          if (error === rolledBack) return
          if (!entry.transaction) failed(error)
          throw error
        },
      )
    // A transaction that never opened has nobody to end it.
    entry.outcome.catch(() => undefined)
    transactions.set(id, entry)
  })
}

async function end(id: number, commit: boolean): Promise<void> {
  const entry = transactions.get(id)
  if (!entry) throw new Error('Transaction is closed')
  transactions.delete(id)
  entry.decide(commit)
  await entry.outcome
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'open':
      return open(request.dataDir, request.dump)
    case 'query': {
      const { sql, params, rowMode, blob } = request
      const results = await executorOf(request.db, request.transaction).query(sql, params, {
        rowMode,
        ...(blob ? { blob } : {}),
      })
      const { rows, fields, affectedRows } = results
      const reply: ThreadResults = { rows, fields, ...(affectedRows === undefined ? {} : { affectedRows }) }
      if (results.blob) reply.blob = results.blob
      return reply
    }
    case 'exec':
      return (await executorOf(request.db, request.transaction).exec(request.sql)).map(
        ({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }),
      )
    case 'begin':
      return begin(request.db)
    case 'end':
      return end(request.transaction, request.commit)
    case 'task':
      return tasks[request.name](databaseOf(request.db), request.input)
    case 'dump':
      // Uncompressed: opening a copy then skips unpacking, which costs more than the larger file.
      return databaseOf(request.db).dumpDataDir('none')
    case 'close': {
      const database = databases.get(request.db)
      databases.delete(request.db)
      for (const [id, entry] of transactions) if (entry.db === request.db) transactions.delete(id)
      await database?.close()
      return undefined
    }
  }
}

const port = parentPort
if (!port) throw new Error('pglite-thread runs as a worker thread')
port.on('message', (request: Numbered<ThreadRequest>) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, value }),
    (error: unknown) => port.postMessage({ id: request.id, error: describeError(error) }),
  )
})
