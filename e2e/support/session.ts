import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { demoPassword, type DemoAccount } from './accounts'

export const userTypeCookie = 'userType'

/**
 * Signs in through the login form and waits until the app shell is shown: for tests of the form and of
 * signing in. Other journeys start signed in with `openSignedIn` (api-session.ts).
 */
export async function signInThroughForm(page: Page, account: DemoAccount): Promise<void> {
  // A page already at the form (after signing out) fills it in place.
  if (pathOf(page) !== '/login') await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(demoPassword)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login(\?|$)/)
  await expect(sidebar(page)).toBeVisible()
}

export function sidebar(page: Page): Locator {
  return page.getByTestId('sidebar')
}

export function mainMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main menu' })
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname
}

/**
 * Opens `path` the way a link inside the app does, without loading the page again: the router reads the
 * new address as it does after back or forward. For checks that visit many screens in one session.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

export async function userTypeCookieValue(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies()
  return cookies.find((cookie) => cookie.name === userTypeCookie)?.value
}

/** The user-type control: a group of options labelled "User type". */
export function userTypeControl(page: Page): Locator {
  return page.getByLabel('User type')
}

/** Picks CONSUMER or PROVIDER in the user-type control, whichever widget renders it. */
export async function chooseUserType(page: Page, type: 'CONSUMER' | 'PROVIDER'): Promise<void> {
  const radio = page.getByRole('radio', { name: type })
  if ((await radio.count()) > 0) {
    // The control shows the side the app is on, so the radio turns checked only once the app has moved
    // there (a route may load its code first): click, then wait for it. `check()` would want the change
    // at once, and a forced click would not wait for the sidebar to stop moving.
    await radio.click()
    await expect(radio).toBeChecked()
    return
  }
  await userTypeControl(page).click()
  await page.getByRole('option', { name: type }).click()
}

export async function waitForWidth(locator: Locator, width: number): Promise<void> {
  await expect.poll(async () => Math.round((await locator.boundingBox())?.width ?? -1)).toBe(width)
}

/** Signs in through the login form with any email and password (accounts created during a journey). */
export async function signInThroughFormAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/login(\?|$)/)
  await expect(sidebar(page)).toBeVisible()
}
