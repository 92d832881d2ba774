import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import {
  errorOf,
  type EmbeddedTaskName,
  type Numbered,
  type RowMode,
  type ThreadReply,
  type ThreadRequest,
  type ThreadResults,
} from './pglite-thread-protocol'

interface QueryOptions {
  rowMode?: RowMode
  /** COPY … FROM '/dev/blob' reads this. */
  blob?: Blob
}

/** A statement runner: the database itself, or one of its transactions. */
export interface EmbeddedExecutor {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults>
  exec(sql: string): Promise<ThreadResults[]>
}

/**
 * The process's one embedded-database thread, started when the first PGlite opens. It holds every
 * PGlite of the process (the test apps open many, and the thread compiles PGlite's WebAssembly once).
 * While none is open it does not keep the process alive.
 */
class DatabaseThread {
  private readonly worker: Worker
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  private nextCall = 1
  private openDatabases = 0
  failure: Error | undefined

  constructor() {
    this.worker = startThread()
    this.worker.unref()
    this.worker.on('message', (reply: ThreadReply) => {
      const call = this.pending.get(reply.id)
      if (!call) return
      this.pending.delete(reply.id)
      if ('error' in reply) call.reject(errorOf(reply.error))
      else call.resolve(reply.value)
    })
    const stop = (error: Error) => {
      this.failure = error
      if (thread === this) thread = undefined
      for (const call of this.pending.values()) call.reject(error)
      this.pending.clear()
    }
    this.worker.on('error', stop)
    this.worker.on('exit', (code) =>
      stop(new Error(`The embedded database's thread stopped (exit code ${code})`)),
    )
  }

  call<T>(request: ThreadRequest): Promise<T> {
    if (this.failure) return Promise.reject(this.failure)
    const id = this.nextCall++
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      this.worker.postMessage({ ...request, id } satisfies Numbered<ThreadRequest>)
    })
  }

  opened() {
    if (this.openDatabases++ === 0) this.worker.ref()
  }

  closed() {
    if (--this.openDatabases === 0) this.worker.unref()
  }
}

let thread: DatabaseThread | undefined

/**
 * The thread's entry beside this module: the build bundles it as dist/pglite-thread.js; from the
 * sources (tests, tsx) it is TypeScript, which the thread first registers tsx to read.
 */
function startThread(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-thread.js', import.meta.url))
  const entry = new URL('./pglite-thread.ts', import.meta.url).href
  // tsx's ESM build: its CommonJS one registers hooks by a path relative to itself that does not exist.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
  return new Worker(boot, { eval: true })
}

/**
 * One PGlite on the database thread. It answers as PGlite's own client does (query, exec, transaction,
 * dumpDataDir), so Drizzle and the usage ledger's COPY use it alike; a transaction holds the database
 * alone until it ends, as PGlite's does.
 */
export class PgliteThreadClient implements EmbeddedExecutor {
  private isClosed = false

  private constructor(
    private readonly thread: DatabaseThread,
    private readonly id: number,
  ) {}

  static async open(options: {
    dataDir?: string | undefined
    dump?: Blob | undefined
  }): Promise<PgliteThreadClient> {
    thread ??= new DatabaseThread()
    const opening = thread
    opening.opened()
    try {
      const id = await opening.call<number>({ op: 'open', dataDir: options.dataDir, dump: options.dump })
      return new PgliteThreadClient(opening, id)
    } catch (error) {
      opening.closed()
      throw error
    }
  }

  private call<T>(request: ThreadRequest): Promise<T> {
    if (this.isClosed) return Promise.reject(new Error('PGlite is closed'))
    return this.thread.call<T>(request)
  }

  private executor(transaction: number | undefined): EmbeddedExecutor {
    const on = { db: this.id, transaction }
    return {
      query: (sql, params = [], options = {}) =>
        this.call({
          ...on,
          op: 'query',
          sql,
          params,
          rowMode: options.rowMode ?? 'object',
          blob: options.blob,
        }),
      exec: (sql) => this.call({ ...on, op: 'exec', sql }),
    }
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    return this.executor(undefined).query(sql, params, options)
  }

  exec(sql: string): Promise<ThreadResults[]> {
    return this.executor(undefined).exec(sql)
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (transaction: EmbeddedExecutor) => Promise<T>): Promise<T> {
    const transaction = await this.call<number>({ op: 'begin', db: this.id })
    let result: T
    try {
      result = await work(this.executor(transaction))
    } catch (error) {
      await this.thread.call({ op: 'end', transaction, commit: false }).catch(() => undefined)
      throw error
    }
    await this.thread.call({ op: 'end', transaction, commit: true })
    return result
  }

  /** Named work that runs beside the database on its thread (pglite-thread.ts). */
  runTask<T>(name: EmbeddedTaskName, input: unknown): Promise<T> {
    return this.call<T>({ op: 'task', db: this.id, name, input })
  }

  dumpDataDir(): Promise<Blob> {
    return this.call<Blob>({ op: 'dump', db: this.id })
  }

  async close(): Promise<void> {
    if (this.isClosed) return
    try {
      await this.call({ op: 'close', db: this.id })
    } finally {
      this.isClosed = true
      this.thread.closed()
    }
  }
}
