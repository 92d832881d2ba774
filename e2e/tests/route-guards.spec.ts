import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { screens } from '@lumbung/contract'
import { accounts } from '../support/accounts'
import { pathOf, signIn } from '../support/session'

const accountPage = '/my-account/account'

test.describe('route guards', () => {
  test('a consumer-only user is sent from provider routes to the account page', async ({ page }) => {
    await signIn(page, accounts.consumerOwner)
    for (const path of ['/provider', '/provider/my-products', '/provider/settings/api']) {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${accountPage}$`))
    }
  })

  test('the unverified owner is sent from transactions to the account page', async ({ page }) => {
    await signIn(page, accounts.unverifiedOwner)
    await page.goto('/consumer/my-transaction')
    await expect(page).toHaveURL(new RegExp(`${accountPage}$`))
  })

  test('the unverified owner may open the marketplace', async ({ page }) => {
    await signIn(page, accounts.unverifiedOwner)
    await page.goto('/consumer/marketplace')
    await expect(page).toHaveURL(/\/consumer\/marketplace$/)
    await expect(page.getByText('This page is being built')).toBeVisible()
  })

  test('a member is turned away from screens for admins', async ({ page }) => {
    await signIn(page, accounts.consumerMember)
    await page.goto('/manage-users')
    await expect.poll(() => pathOf(page)).toMatch(/^\/my-account(\/account)?$/)
    await page.goto('/consumer/my-transaction/my-request')
    await expect.poll(() => pathOf(page)).toMatch(/^\/my-account(\/account)?$/)
  })

  test('an admin is turned away from screens for the owner', async ({ page }) => {
    await signIn(page, accounts.consumerAdmin)
    for (const path of [
      '/consumer/settings/storage',
      '/consumer/data-management/data-assets',
      '/subscription',
    ]) {
      await page.goto(path)
      await expect.poll(() => pathOf(page), path).toMatch(/^\/my-account(\/account)?$/)
    }
  })
})

/** Screens whose real page exists; every other registered screen shows the "being built" page. */
const builtPaths = JSON.parse(
  readFileSync(new URL('../../scripts/built-screens.json', import.meta.url), 'utf8'),
) as string[]
const unbuilt = screens.filter((screen) => !builtPaths.includes(screen.path))
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, '1')

test.describe('screens being built', () => {
  test('every unbuilt app screen says so behind its guard', async ({ page }) => {
    test.setTimeout(180_000)
    await signIn(page, accounts.providerOwner)
    for (const screen of unbuilt.filter((candidate) => candidate.shell === 'app')) {
      const path = concretePath(screen.path)
      await page.goto(path)
      await expect(page.getByText('This page is being built'), path).toBeVisible()
      expect(pathOf(page), path).toBe(path)
    }
  })

  test('every unbuilt public screen says so', async ({ page }) => {
    for (const screen of unbuilt.filter((candidate) => candidate.shell === 'public')) {
      await page.goto(screen.path)
      await expect(page.getByText('This page is being built'), screen.path).toBeVisible()
    }
  })
})
