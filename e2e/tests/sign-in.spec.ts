import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { accounts, allAccounts } from '../support/accounts'
import { pathOf, signInThroughForm, userTypeCookie, userTypeCookieValue } from '../support/session'

test.describe('every demo account', () => {
  // One page for all of them, in turn: each signs in through the form and out again, which leaves the
  // form for the next one without loading the page again.
  test.describe.configure({ mode: 'serial' })
  let page: Page
  test.beforeAll(async ({ pagePool, locale }) => {
    page = await pagePool.takeForGroup(locale ?? '')
  })
  test.afterAll(async ({ pagePool }) => {
    await pagePool.giveBackFromGroup(page)
  })

  for (const account of allAccounts) {
    test(`${account.email} signs in, gets the app shell and signs out`, async () => {
      await signInThroughForm(page, account)
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()

      await page.getByRole('button', { name: 'Account menu' }).click()
      await page.getByRole('menuitem', { name: 'Logout' }).click()
      await expect(page).toHaveURL(/\/login(\?|$)/)
    })
  }
})

test.describe('signing in', () => {
  test('an empty form says the email can not be empty', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Email can not be empty')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test("a wrong password shows the server's error and stays on the login page", async ({ page, request }) => {
    const credentials = { email: accounts.consumerMember.email, password: 'Wrong-password1!' }
    const answer = await request.post('/api/auth/login', { data: credentials })
    expect(answer.ok()).toBe(false)
    const { message } = (await answer.json()) as { message: string }
    expect(message).toBeTruthy()

    await page.goto('/login')
    await page.getByLabel('Email').fill(credentials.email)
    await page.getByLabel('Password', { exact: true }).fill(credentials.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText(message, { exact: true })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('a signed-out visitor is sent to the login page', async ({ page }) => {
    await page.goto('/consumer/marketplace')
    await expect(page).toHaveURL(/\/login(\?|$)/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  })
})

test.describe('signing out', () => {
  test('logout clears the user-type cookie and returns to the login page', async ({ page, context }) => {
    await signInThroughForm(page, accounts.providerOwner)
    await context.addCookies([{ name: userTypeCookie, value: 'PROVIDER', url: page.url() }])
    expect(await userTypeCookieValue(context)).toBe('PROVIDER')

    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'Logout' }).click()

    await expect(page).toHaveURL(/\/login(\?|$)/)
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await userTypeCookieValue(context)).toBeUndefined()

    // The session is gone, not only the screen: a guarded page sends the visitor back.
    await page.goto('/consumer')
    await expect(page).toHaveURL(/\/login(\?|$)/)
  })
})

test.describe('unknown addresses', () => {
  test('show the not-found page to a signed-out visitor', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByText('This page could not be found')).toBeVisible()
  })

  test('show the not-found page to a signed-in user', async ({ page }) => {
    await signInThroughForm(page, accounts.consumerOwner)
    await page.goto('/consumer/no-such-screen')
    await expect(page.getByText('This page could not be found')).toBeVisible()
    expect(pathOf(page)).toBe('/consumer/no-such-screen')
    // The shell stays, so the way back is one click.
    await expect(page.getByTestId('sidebar')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  })
})
