import { defineConfig } from 'vitest/config'

/** The server's unit and API tests, through `app.inject` against a database copied from a template. */
const serverTests = {
  include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
  // Their own step of `npm test` (scripts/test.mjs): processes behind nginx, not app.inject.
  exclude: ['apps/server/test/multi-instance/**'],
  globalSetup: ['apps/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // Files share their worker's modules (Fastify, Drizzle, PGlite's compiled WebAssembly) instead of
  // importing them again each: every app gets its own database, data folder and secrets.
  isolate: false,
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core of two idle; the server files spend most of their time in PGlite.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], isolate: false } },
      { test: { ...serverTests, name: 'server' } },
      // The same files again on a throwaway PostgreSQL 15 cluster (test/global-setup.ts starts it), in
      // the same run: the two halves fill each other's gaps instead of each ending on one busy worker.
      { test: { ...serverTests, name: 'server-postgres', env: { LUMBUNG_TEST_DB: 'postgres' } } },
      {
        test: {
          name: 'multi-instance',
          include: ['apps/server/test/multi-instance/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One file at a time: each starts PostgreSQL, an object store, the servers and nginx.
          fileParallelism: false,
        },
      },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], isolate: false } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], isolate: false } },
    ],
  },
})
