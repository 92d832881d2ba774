import type { Config } from '../config'
import type { Database } from '../db/database'
import type { Audit } from '../lib/audit'
import type { TokenSigner } from '../lib/tokens'

/** What every module plugin receives from the app: it builds its repositories and services from this. */
export interface ModuleContext {
  config: Config
  db: Database
  audit: Audit
  tokens: TokenSigner
}
