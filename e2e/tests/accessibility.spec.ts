import { expect, test } from '../support/test'
import { accounts, type DemoAccount } from '../support/accounts'
import { expectAccessible } from '../support/accessibility'
import { openSignedIn } from '../support/api-session'
import { chooseUserType, mainMenu } from '../support/session'

const publicPages = ['/login', '/signup', '/forgot-password']

test.describe('accessibility', () => {
  for (const path of publicPages) {
    test(`the public page ${path} has no serious violation`, async ({ page }) => {
      await page.goto(path)
      await expectAccessible(page, path)
    })
  }

  test('the secret-share dataset form has no serious violation', async ({ page }) => {
    // The journeys fill the file and API dataset forms; this one only opens.
    await openSignedIn(
      page,
      accounts.providerOwner,
      '/provider/data-management/datasets/add-new-datasets/secret-share',
    )
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page, 'secret-share dataset form')
  })

  const sides: [string, DemoAccount, 'CONSUMER' | 'PROVIDER' | null][] = [
    ['consumer owner', accounts.consumerOwner, 'CONSUMER'],
    ['provider owner', accounts.providerOwner, 'PROVIDER'],
    ['operator', accounts.operator, null],
  ]
  for (const [name, account, side] of sides) {
    test(`every screen of the ${name}'s menu has no serious violation`, async ({ page }) => {
      // Every screen of a menu, each loaded and checked: about 5 s a screen on a busy two-core machine.
      test.setTimeout(240_000)
      await openSignedIn(page, account)
      if (side) await chooseUserType(page, side)
      // The operator's shell has its own menu.
      const menu = side ? mainMenu(page) : page.getByRole('navigation', { name: 'Operator menu' })
      const links = menu.getByRole('link')
      const hrefs = [
        ...new Set(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))),
      ]
      expect(hrefs.length).toBeGreaterThan(2)
      const failures: string[] = []
      for (const href of hrefs) {
        if (!href) continue
        // Through the menu, as a user moves: the app stays loaded and only the screen changes.
        await links
          .and(page.locator(`[href="${href}"]`))
          .first()
          .click()
        await expect(page).toHaveURL(href)
        try {
          await expectAccessible(page, href)
        } catch (error) {
          failures.push((error as Error).message)
        }
      }
      expect(failures).toEqual([])
    })
  }
})
