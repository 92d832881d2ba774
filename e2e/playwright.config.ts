import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from '../scripts/lib/browser.mjs'

const isCI = Boolean(process.env.CI)
// A known master key for the throwaway server, so journeys can work out the demo upstream's key the way
// its provider would know it. The server and the test workers both inherit it.
process.env.LUMBUNG_MASTER_KEY ??= 'e2e0'.repeat(16)
const port = Number(process.env.LUMBUNG_E2E_PORT ?? 3199)
const baseURL = `http://localhost:${port}`

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // V8 without its background threads (concurrent compiling and marking): on two cores they cost
      // more CPU than they save. The whole suite: the renderers' CPU 480 s against 404 s, its wall time
      // unchanged (docs/decisions/0029-test-harness.md).
      '--js-flags=--single-threaded',
    ],
  },
}
// Journeys that change demo data another of them reads: these run one at a time, beside the rest.
const oneAtATimeJourneys = [
  // operator-console expects its company at the top of the companies waiting for review, a list that the
  // account and onboarding journeys' new companies also join.
  'account-journeys.spec.ts',
  'operator-console.spec.ts',
  'onboarding-journey.spec.ts',
  // Both withdraw the demo consumer's waiting requests for the census and rice products and request them
  // again.
  'billing-journeys.spec.ts',
  'marketplace-transactions.spec.ts',
  // The first lowers the spending product's privacy budget and caps the demo consumer's spend on it; the
  // second queries it.
  'secret-share-privacy.spec.ts',
  'secret-share-queries.spec.ts',
]
// They save a demo account's language that other journeys read in English: the consumer's owner (the
// first two) and the provider's member.
const ownerLanguageJourneys = ['indonesian.spec.ts', 'indonesian-purchase.spec.ts']
const memberLanguageJourneys = ['language.spec.ts']
const afterTheRest = { dependencies: ['chromium-one-at-a-time', 'chromium'], workers: 1, use: chromium }

export default defineConfig({
  testDir: './tests',
  // Separate folders let two runs on different ports share a checkout.
  outputDir: process.env.LUMBUNG_E2E_PORT ? `../test-results/port-${port}` : '../test-results',
  fullyParallel: false,
  // Files run side by side on the one server: every journey has a session of its own and works on data
  // of its own (a new company, its own request) or only reads the demo data; those that change demo data
  // another reads run one at a time, and the language journeys after the rest (`projects` below). Two
  // workers on two cores: the browser step in 410–444 s against 505–540 s for one, every journey about
  // 1.3 times as long and far inside its time limit (docs/decisions/0029-test-harness.md).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // Recording a trace snapshots the page after every action: about a fifth of the suite's time. A
    // failure is run again (retries in CI) and the retry records it.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // With the theme honouring it, nothing fades: every step (and every axe check) sees a settled screen.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium-one-at-a-time', testMatch: oneAtATimeJourneys, workers: 1, use: chromium },
    {
      name: 'chromium',
      testIgnore: [...oneAtATimeJourneys, ...ownerLanguageJourneys, ...memberLanguageJourneys],
      use: chromium,
    },
    // After every other journey, the two accounts' side by side, each one file at a time. A journey that
    // fails (after its retry) leaves these skipped, as a failed dependency does; naming a language file
    // runs every journey first unless `--no-deps` is given.
    { name: 'chromium-owner-language', testMatch: ownerLanguageJourneys, ...afterTheRest },
    { name: 'chromium-member-language', testMatch: memberLanguageJourneys, ...afterTheRest },
  ],
  webServer: {
    // The built server on a fresh data folder that it migrates and seeds (see scripts/e2e-server.mjs).
    // On the Node that runs Playwright (the project's, docs/decisions/0070), not the PATH's first `node`.
    command: `"${process.execPath}" scripts/e2e-server.mjs`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
