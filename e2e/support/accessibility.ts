import { createRequire } from 'node:module'
import { expect, test, type Frame, type Page } from '@playwright/test'

/** What WCAG 2.2 AA asks of a screen, as axe-core's rules are tagged. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** axe-core's script, the very copy `@axe-core/playwright` injects (its dependency, at its version). */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string
  }
).source

interface AxeViolation {
  id: string
  impact?: string | null
  help: string
  nodes: { target: string[]; failureSummary?: string }[]
}

/**
 * Puts axe-core into a frame that does not hold it yet. `AxeBuilder.analyze()` evaluates the whole
 * script twice on every check, about a fifth of a check's time; a page that moves inside the app keeps
 * it, so it is evaluated once per loaded page. Other frames are tried as AxeBuilder tries them.
 */
async function injectAxe(frame: Frame, isMain: boolean): Promise<void> {
  try {
    const isLoaded = await frame.evaluate(
      () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
    )
    if (!isLoaded) {
      await frame.evaluate(
        `${axeSource}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
      )
    }
  } catch (error) {
    if (isMain) throw error
  }
}

/**
 * What `new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze()` runs: axe.run over
 * the document with the WCAG tags. Only violations are read, so only they are worked out in full
 * (`resultTypes`): passes and the rest keep one example each instead of a selector for every node.
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  for (const frame of page.frames()) await injectAxe(frame, frame === page.mainFrame())
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: AxeViolation[] }
    return results.violations
  }, wcagTags)
}

/**
 * Runs axe-core over the screen as it stands and fails on any serious or critical violation, naming
 * the rule, the elements and how to fix them. `screen` names the screen in the report. The failure is
 * soft: the journey goes on, so one run reports every screen it passes that falls short.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  // The screen has settled: no request in flight and no loader shown (the navigation bar aside).
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0)
  // And nothing is still fading in or out: mid-transition, a dialog's text is blended with the overlay
  // and its contrast is not the contrast anyone reads. Endless animations (loaders) are left alone.
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))])
  })
  // In the page itself: the default mode finishes every run in a blank page of its own, which cost
  // more than the check (the app has no frames from other origins, all that mode is for).
  const violations = await axeViolations(page)
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n'),
  )
  await test.info().attach(`axe ${screen}`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  })
  expect.soft(report, `accessibility of ${screen} (${page.url()})`).toEqual([])
}
