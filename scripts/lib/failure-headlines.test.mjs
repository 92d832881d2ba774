import { describe, expect, it } from 'vitest'
import { failureHeadlines, OutputTail } from './failure-headlines.mjs'

// The end of a real failed Playwright step, shortened.
const playwrightLog = `
  ✓   54 [chromium] › e2e/tests/a.spec.ts:3:1 › passes (1.0s)
Error: a refusal the journey expected
  ✘   68 [chromium] › e2e/tests/list-search.spec.ts:7:1 › a list’s search box (15.7s)

  1) [chromium] › e2e/tests/list-search.spec.ts:7:1 › a list’s search box ──────────

    Error: expect(page).toHaveURL(expected) failed

    Expected pattern: /\\/provider\\/my-products$/
      31 |   await page.waitForTimeout(600)
    > 32 |   await expect(page).toHaveURL(/\\/provider\\/my-products$/)
         |                      ^

    Retry #1 ───────────────────────────────────────────────────────────────────────

    Test timeout of 30000ms exceeded.

    Error: expect(page).toHaveURL(expected) failed
    > 32 |   await expect(page).toHaveURL(/\\/provider\\/my-products$/)

  1 failed
    [chromium] › e2e/tests/list-search.spec.ts:7:1 › a list’s search box
`

const vitestLog = `
 ✓ |server| src/a.test.ts (3 tests) 120ms
stderr | refuses odd input
Error: logged on purpose
⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯

 \u001b[31mFAIL\u001b[39m  |server| src/modules/b.test.ts > bills the month > sums the lines
AssertionError: expected 3 to be 4 // Object.is equality
 ❯ src/modules/b.test.ts:12:5
`

// A file that failed to load: Vitest reports it before any failed test.
const vitestSuiteLog = `
Error: logged on purpose
⎯⎯⎯⎯⎯⎯ Failed Suites 1 ⎯⎯⎯⎯⎯⎯⎯

 FAIL  |web| src/lib/c.test.ts [ src/lib/c.test.ts ]
SyntaxError: Unexpected token '}'
`

describe('failureHeadlines', () => {
  it('names the failed journey, its errors and the lines it stopped at, each once', () => {
    expect(failureHeadlines(playwrightLog)).toEqual([
      '  1) [chromium] › e2e/tests/list-search.spec.ts:7:1 › a list’s search box ──────────',
      '    Error: expect(page).toHaveURL(expected) failed',
      '    > 32 |   await expect(page).toHaveURL(/\\/provider\\/my-products$/)',
      '    Test timeout of 30000ms exceeded.',
    ])
  })

  it('reads Vitest’s report of failures without its colours, not the errors logged before it', () => {
    expect(failureHeadlines(vitestLog)).toEqual([
      ' FAIL  |server| src/modules/b.test.ts > bills the month > sums the lines',
      'AssertionError: expected 3 to be 4 // Object.is equality',
      ' ❯ src/modules/b.test.ts:12:5',
    ])
  })

  it('starts at Vitest’s failed suites when a file could not load', () => {
    expect(failureHeadlines(vitestSuiteLog)).toEqual([
      ' FAIL  |web| src/lib/c.test.ts [ src/lib/c.test.ts ]',
      "SyntaxError: Unexpected token '}'",
    ])
  })

  it('keeps to its limit and shortens long lines', () => {
    const log = Array.from({ length: 40 }, (_, index) => `Error: number ${index} ${'x'.repeat(200)}`)
    const headlines = failureHeadlines(log.join('\n'), 5)
    expect(headlines).toHaveLength(5)
    expect(headlines[0]).toHaveLength(160)
    expect(headlines[0]?.endsWith('…')).toBe(true)
  })
})

describe('OutputTail', () => {
  it('keeps the newest output within its limit', () => {
    const tail = new OutputTail(10)
    for (const part of ['aaaa', 'bbbb', 'cccc', 'dddd']) tail.push(Buffer.from(part))
    expect(tail.text()).toBe('ccccdddd')
  })
})
