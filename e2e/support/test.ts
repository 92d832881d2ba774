import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * Playwright's own `test`, which also closes at the end of each test every browser context the test
 * opened itself (`pageSignedInAs` and the like). Playwright closes only the contexts of its `page` and
 * `context` fixtures; the others stayed open for the rest of the worker, dozens of signed-in pages still
 * running their timers and refetches beside each later journey. Contexts opened in a `beforeAll` for a
 * group's tests to share are older than the test and stay open for them.
 */
export const test = base.extend<{ closeContextsOfTheTest: void }>({
  closeContextsOfTheTest: [
    async ({ browser }, use) => {
      const openBefore = new Set(browser.contexts())
      await use()
      const opened = browser.contexts().filter((context) => !openBefore.has(context))
      await Promise.all(opened.map((context) => context.close()))
    },
    { auto: true, box: true },
  ],
})
