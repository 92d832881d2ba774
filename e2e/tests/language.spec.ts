import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts, demoPassword } from '../support/accounts'
import { sidebar } from '../support/session'

const account = accounts.providerMember

test('a user who picks Bahasa Indonesia on the login page keeps it after a reload and a new sign-in', async ({
  page,
}) => {
  await page.goto('/login')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('id')

  await expect(page.locator('html')).toHaveAttribute('lang', 'id')
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible()
  await expectAccessible(page, 'login in Indonesian')

  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Kata sandi', { exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Masuk' }).click()
  await expect(sidebar(page)).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Dasbor' })).toBeVisible()
  await expectAccessible(page, 'app shell in Indonesian')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Menu akun' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')

  // The choice went to the account: a browser that never chose opens in Indonesian after signing in.
  await page.getByRole('button', { name: 'Menu akun' }).click()
  await page.getByRole('menuitem', { name: 'Keluar' }).click()
  await expect(page).toHaveURL(/\/login(\?|$)/)
  await page.evaluate(() => localStorage.removeItem('lumbung.language'))
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Menu akun' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'id')

  // Back to English from the top bar, saved the same way, so the account reads as the other journeys expect.
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/user/language') && response.ok(),
  )
  await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en')
  await saved
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.evaluate(() => localStorage.removeItem('lumbung.language'))
  await page.reload()
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible()
})
