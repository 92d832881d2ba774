import { defineConfig, devices } from '@playwright/test'

const isCI = Boolean(process.env.CI)
// A known master key for the throwaway server, so journeys can work out the demo upstream's key the way
// its provider would know it. The server and the test workers both inherit it.
process.env.LUMBUNG_MASTER_KEY ??= 'e2e0'.repeat(16)
const port = Number(process.env.LUMBUNG_E2E_PORT ?? 3199)
const baseURL = `http://localhost:${port}`

export default defineConfig({
  testDir: './tests',
  // Separate folders let two runs on different ports share a checkout.
  outputDir: process.env.LUMBUNG_E2E_PORT ? `../test-results/port-${port}` : '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: isCI ? [['list'], ['html', { outputFolder: '../playwright-report', open: 'never' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // The built server on a fresh data folder that it migrates and seeds (see scripts/e2e-server.mjs).
    command: 'node scripts/e2e-server.mjs',
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
