import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Vitest's default leaves one core of two idle; the server files spend most of their time in PGlite.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], isolate: false } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          // Their own step of `npm test` (scripts/test.mjs): processes behind nginx, not app.inject.
          exclude: ['apps/server/test/multi-instance/**'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share their worker's modules (Fastify, Drizzle, PGlite's compiled WebAssembly) instead
          // of importing them again each: every app gets its own database, data folder and secrets.
          isolate: false,
        },
      },
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
    ],
  },
})
