import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildPgliteTemplates, buildPostgresTemplates, type DatabaseTemplates } from './database-templates'
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser URL of the throwaway PostgreSQL cluster, or '' when the tests run on PGlite. */
    postgresUrl: string
    /** What each test database is copied from (see database-templates.ts). */
    databaseTemplates: DatabaseTemplates
    /** This run's temporary folder: the templates and every test app's data folder live in it. */
    runFolder: string
  }
}

/** Migrates and seeds once per run; every test app then starts from a copy. */
export default async function setup(project: TestProject) {
  const runFolder = await mkdtemp(join(tmpdir(), 'lumbung-test-run-'))
  let cluster: PostgresCluster | undefined
  const teardown = async () => {
    cluster?.stop()
    await rm(runFolder, { recursive: true, force: true })
  }
  try {
    // The server-postgres project sets it in its own environment; `LUMBUNG_TEST_DB=postgres` for any run.
    if ((project.config.env?.LUMBUNG_TEST_DB ?? process.env.LUMBUNG_TEST_DB) === 'postgres') {
      cluster = await startPostgresCluster()
      project.provide('postgresUrl', cluster.url)
      project.provide('databaseTemplates', await buildPostgresTemplates(cluster.url))
    } else {
      project.provide('postgresUrl', '')
      project.provide('databaseTemplates', await buildPgliteTemplates(runFolder))
    }
  } catch (error) {
    await teardown()
    throw error
  }
  project.provide('runFolder', runFolder)
  return teardown
}
