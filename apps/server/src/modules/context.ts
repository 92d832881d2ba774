import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Audit } from '../lib/audit'
import type { ChangeNotices } from '../lib/change-notices'
import type { Metrics } from '../lib/metrics'
import type { FileStorage } from '../lib/file-storage'
import type { TokenSigner } from '../lib/tokens'
import type { UsageLedger } from './gateway/usage-ledger.types'
import type { Jobs } from './jobs'
import type { Mail } from './mail/mail.types'

/**
 * The platform every area is built on: the composition root (modules/index.ts) makes it once and
 * hands each area's factory the parts that area needs.
 */
export interface ModuleContext {
  config: Config
  db: Database
  audit: Audit
  tokens: TokenSigner
  /** Uploaded and generated files (local disk by default). */
  files: FileStorage
  /** Sends mail through the durable job queue. */
  mail: Mail
  /** The durable job queue: enqueue in the caller's transaction; register a queue's handler with work(). */
  jobs: Jobs
  /** The usage ledger: every call, download, query and delivery is one record (docs/decisions/0030). */
  usage: UsageLedger
  /** Tells every instance's caches what changed (keys, purchases, members). */
  notices: ChangeNotices
  logger: FastifyBaseLogger
  /** Prometheus metrics, when switched on (config.metrics). */
  metrics?: Metrics | undefined
  /** The port the server really listens on, when it differs from config.port (port 0 in tests). */
  listeningPort?: () => number
}
