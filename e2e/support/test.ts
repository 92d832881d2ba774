import { test as base, type Browser, type Page } from '@playwright/test'
import { PagePool } from './page-pool'

export { expect } from '@playwright/test'

interface RunningTest {
  browser: Browser
  pool: PagePool
  key: string
  /** A retry starts from nothing: fresh contexts, which Playwright then traces. */
  fresh: boolean
}

let running: RunningTest | null = null

/**
 * A page for the running journey, in a browser context of its own: borrowed from the worker's pool (see
 * page-pool.ts) and given back, cleaned, when the journey ends. The `page` fixture is one of these, and
 * `context` is that page's context.
 */
export async function borrowPage(): Promise<Page> {
  if (!running) throw new Error('borrowPage is for the body of a test')
  if (running.fresh) return (await running.browser.newContext()).newPage()
  return running.pool.take(running.key)
}

/** Keeps the page out of the pool after this journey: for state that cleaning cannot undo. */
export function retirePage(page: Page): void {
  running?.pool.retire(page)
}

/**
 * Playwright's own `test`, with pages borrowed from a pool and one more duty at the end of each test:
 * closing every other browser context the test opened itself. Playwright closes only the context of its
 * own `context` fixture; the others stayed open for the rest of the worker, dozens of signed-in pages
 * still running their timers and refetches beside each later journey. Contexts opened in a `beforeAll`
 * for a group's tests to share are older than the test and stay open for them.
 */
export const test = base.extend<{ journeyPages: void }, { pagePool: PagePool }>({
  pagePool: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL
      if (!baseURL) throw new Error('the page pool needs a baseURL')
      const pool = new PagePool(browser, baseURL, workerInfo.project.use.viewport ?? null)
      await use(pool)
      await pool.closeAll()
    },
    { scope: 'worker', box: true },
  ],
  journeyPages: [
    async ({ browser, pagePool, locale }, use, testInfo) => {
      const openBefore = new Set(browser.contexts())
      running = { browser, pool: pagePool, key: locale ?? '', fresh: testInfo.retry > 0 }
      try {
        await use()
      } finally {
        running = null
        await pagePool.takeBack(testInfo.status === testInfo.expectedStatus)
        const opened = browser
          .contexts()
          .filter((context) => !openBefore.has(context) && !pagePool.owns(context))
        await Promise.all(opened.map((context) => context.close()))
      }
    },
    { auto: true, box: true },
  ],
  page: async ({ journeyPages: _started }, use) => {
    await use(await borrowPage())
  },
  context: async ({ page }, use) => {
    await use(page.context())
  },
})
