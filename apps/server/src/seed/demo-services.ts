import pino from 'pino'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { FileStorage } from '../lib/file-storage'
import { createPlatform, createServices, type Services } from '../modules'

export interface DemoSeedContext {
  db: Database
  config: Config
  /** Defaults to the configured store. */
  files?: FileStorage
}

/**
 * The demo seeds act through the same services the screens call, built by the composition root.
 * A demo history is not news to anyone, so nothing is mailed about it, and the job queue is only
 * built, never started: the server runs the jobs.
 */
export function demoServices({ db, config, files }: DemoSeedContext): Services {
  // The demo API datasets name this server's own demo upstream, on its loopback address. Saving a dataset
  // refuses internal addresses except that one while the demo upstream is on, so the seed allows it even
  // where the server will not serve it (a PostgreSQL database seeded with `npm run seed`).
  const seeding = { ...config, demoUpstream: { ...config.demoUpstream, isOn: true } }
  const platform = createPlatform({ config: seeding, db, files, logger: pino({ level: 'silent' }) })
  return createServices({ ...platform, mail: { send: async () => undefined } })
}
