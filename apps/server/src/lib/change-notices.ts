import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'

/**
 * What changed, for the caches that must forget it at once: a gateway key rotated or revoked, a
 * purchase suspended, revoked or expired, a member deactivated or given another role, a company's
 * verification decided or its spend caps changed, a user's sessions ended or freshened (logout,
 * password change or reset, a refresh token reused, a fresh sign-in), a provider's API setting or API
 * dataset changed (how the gateway calls its upstream). Every instance hears every notice.
 */
export type ChangeNotice =
  | { topic: 'api-key'; tenantId: string }
  | { topic: 'purchase'; transactionRequestId: string; consumerTenantId: string }
  | { topic: 'member'; tenantId: string; userId: string }
  | { topic: 'tenant'; tenantId: string }
  | { topic: 'spend-cap'; tenantId: string }
  | { topic: 'session'; userId: string }
  | { topic: 'upstream'; tenantId: string }

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's change notices (also ModuleContext.notices), for scripts and tests. */
    notices: ChangeNotices
  }
}

export interface ChangeNotices {
  /** Tells this instance at once and, on PostgreSQL, every other instance within milliseconds. */
  publish(notice: ChangeNotice): Promise<void>
  subscribe(listener: (notice: ChangeNotice) => void): () => void
  /**
   * Resolves once this instance hears other instances' notices (at once without PostgreSQL). A cache
   * must not keep anything before then: a change announced meanwhile would never reach it.
   */
  whenListening(): Promise<void>
  close(): Promise<void>
}

const channel = 'lumbung_changes'

/**
 * In-process notices, carried between instances by PostgreSQL's LISTEN/NOTIFY when the server runs
 * on PostgreSQL (the embedded database serves one process, so in-process is all it needs). A notice
 * from this instance comes back through NOTIFY too; listeners are idempotent (they forget cache
 * entries), so hearing one twice is harmless.
 */
export function createChangeNotices({
  databaseUrl,
  logger,
}: {
  databaseUrl: string | undefined
  logger: FastifyBaseLogger
}): ChangeNotices {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  const log = logger.child({ component: 'change-notices' })
  let client: pg.Client | undefined
  let connecting: Promise<pg.Client | undefined> | undefined
  let isClosed = false

  function emit(notice: ChangeNotice) {
    emitter.emit('notice', notice)
  }

  async function connect(): Promise<pg.Client | undefined> {
    if (!databaseUrl || isClosed) return undefined
    const listener = new pg.Client({ connectionString: databaseUrl })
    listener.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return
      try {
        emit(JSON.parse(message.payload) as ChangeNotice)
      } catch (error) {
        log.warn({ err: error }, 'ignored a change notice that is not JSON')
      }
    })
    listener.on('error', (error) => {
      // A lost connection: forget every cached entry is not possible from here, so reconnect and let
      // the caches' short lifetimes cover the gap.
      log.warn({ err: error }, 'the change-notice connection failed; reconnecting')
      client = undefined
      connecting = undefined
      setTimeout(() => void ensureListening(), 1000).unref()
    })
    await listener.connect()
    await listener.query(`listen ${channel}`)
    client = listener
    return listener
  }

  function ensureListening(): Promise<pg.Client | undefined> {
    connecting ??= connect().catch((error: unknown) => {
      log.warn({ err: error }, 'could not listen for change notices; retrying')
      connecting = undefined
      setTimeout(() => void ensureListening(), 1000).unref()
      return undefined
    })
    return connecting
  }

  return {
    async publish(notice) {
      emit(notice)
      if (!databaseUrl) return
      const sender = (await ensureListening()) ?? client
      if (!sender) return
      await sender.query('select pg_notify($1, $2)', [channel, JSON.stringify(notice)])
    },
    subscribe(listener) {
      // Listening starts with the first subscriber, so a seed or a command that only publishes opens nothing
      // it would have to close.
      if (databaseUrl) void ensureListening()
      emitter.on('notice', listener)
      return () => emitter.off('notice', listener)
    },
    async whenListening() {
      if (!databaseUrl || isClosed) return
      // Retries until the connection is up, as listening does; a closed instance stops waiting.
      while (!(await ensureListening()) && !isClosed) {
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
    },
    async close() {
      isClosed = true
      emitter.removeAllListeners()
      await client?.end().catch(() => undefined)
      client = undefined
    },
  }
}
