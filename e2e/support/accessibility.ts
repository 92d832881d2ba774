import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/** What WCAG 2.2 AA asks of a screen, as axe-core's rules are tagged. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

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
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze()
  const blocking = results.violations.filter(
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
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  })
  expect.soft(report, `accessibility of ${screen} (${page.url()})`).toEqual([])
}
