import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Audit } from '../lib/audit'
import type { FileStorage } from '../lib/file-storage'
import type { TokenSigner } from '../lib/tokens'
import type { Jobs } from './jobs'
import type { Mail } from './mail/mail.types'

/** What every module plugin receives from the app: it builds its repositories and services from this. */
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
}
