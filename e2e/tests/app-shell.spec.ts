import { expect, test } from '@playwright/test'
import { accounts, type DemoAccount } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import {
  chooseUserType,
  mainMenu,
  sidebar,
  userTypeControl,
  userTypeCookieValue,
  waitForWidth,
} from '../support/session'

/**
 * The sidebar links each role sees, written from the menus (docs/product.md#sidebar; an entry with no roles
 * is the owner's alone), in menu order, with the data-need board (docs/decisions/0025-data-need-requests.md).
 */
const consumerMenu = {
  superadmin: [
    'Dashboard',
    'My Request',
    'Data Delivery',
    'Purchased Data',
    'Marketplace',
    'Data Assets',
    'Storage',
    'Billings History',
    'Transaction History',
    'Spend Caps',
    'My Account',
    'Subscription',
    'Manage Users',
  ],
  admin: [
    'Dashboard',
    'My Request',
    'Data Delivery',
    'Purchased Data',
    'Marketplace',
    'My Account',
    'Manage Users',
  ],
  member: ['Dashboard', 'Purchased Data', 'Marketplace', 'My Account'],
}

const providerMenu = {
  superadmin: [
    'Dashboard',
    'Request Summary',
    'Request Approval',
    'Data-Need Requests',
    'Datasets',
    'Data Assets',
    'My Products',
    'API',
    'Storage',
    'Settlement History',
    'Transaction History',
    'My Account',
    'Subscription',
    'Manage Users',
  ],
  admin: [
    'Dashboard',
    'Request Summary',
    'Request Approval',
    'Data-Need Requests',
    'Datasets',
    'Data Assets',
    'My Products',
    'My Account',
    'Manage Users',
  ],
  member: ['Dashboard', 'Datasets', 'Data Assets', 'My Products', 'My Account'],
}

const consumerSide: DemoAccount[] = [
  accounts.consumerOwner,
  accounts.consumerAdmin,
  accounts.consumerMember,
  accounts.providerOwner,
  accounts.providerAdmin,
  accounts.providerMember,
]
const providerSide: DemoAccount[] = [accounts.providerOwner, accounts.providerAdmin, accounts.providerMember]

test.describe('sidebar menu per role', () => {
  for (const account of consumerSide) {
    test(`${account.email} sees the consumer menu of a ${account.role}`, async ({ page }) => {
      await openSignedIn(page, account, '/consumer')
      await expect(mainMenu(page).getByRole('link')).toHaveText(consumerMenu[account.role])
    })
  }

  for (const account of providerSide) {
    test(`${account.email} sees the provider menu of a ${account.role}`, async ({ page }) => {
      await openSignedIn(page, account, '/provider')
      await expect(mainMenu(page).getByRole('link')).toHaveText(providerMenu[account.role])
    })
  }

  test('the owner sees the Billings, Settings and Subscription entries', async ({ page }) => {
    await openSignedIn(page, accounts.consumerOwner, '/consumer')
    const menu = mainMenu(page)
    await expect(menu.getByText('Billings', { exact: true })).toBeVisible()
    await expect(menu.getByText('Settings', { exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Subscription' })).toBeVisible()
  })

  test('an admin sees Manage Users and My Request but not Billings', async ({ page }) => {
    await openSignedIn(page, accounts.consumerAdmin, '/consumer')
    const menu = mainMenu(page)
    await expect(menu.getByRole('link', { name: 'Manage Users' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'My Request' })).toBeVisible()
    await expect(menu.getByText('Billings', { exact: true })).toHaveCount(0)
    await expect(menu.getByText('Settings', { exact: true })).toHaveCount(0)
  })

  test('the menu groups are open by default', async ({ page }) => {
    await openSignedIn(page, accounts.providerOwner, '/consumer')
    const menu = mainMenu(page)
    for (const group of ['Transaction', 'Data Management', 'Settings', 'Billings']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Billings History' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Storage' })).toBeVisible()
  })
})

test.describe('sidebar', () => {
  test('collapses from 280 px to 75 px and opens again', async ({ page }) => {
    await openSignedIn(page, accounts.providerOwner)
    const bar = sidebar(page)
    await waitForWidth(bar, 280)

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await waitForWidth(bar, 75)

    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await waitForWidth(bar, 280)
  })
})

test.describe('user-type switch', () => {
  test('sets the cookie and lands on the chosen side', async ({ page, context }) => {
    await openSignedIn(page, accounts.providerOwner)

    await chooseUserType(page, 'PROVIDER')
    await expect(page).toHaveURL(/\/provider$/)
    expect(await userTypeCookieValue(context)).toBe('PROVIDER')
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toBeVisible()

    await chooseUserType(page, 'CONSUMER')
    await expect(page).toHaveURL(/\/consumer$/)
    expect(await userTypeCookieValue(context)).toBe('CONSUMER')
    await expect(mainMenu(page).getByRole('link', { name: 'Purchased Data' })).toBeVisible()
  })

  test('offers a consumer-only user no provider side', async ({ page }) => {
    await openSignedIn(page, accounts.consumerOwner)
    const providerOption = page
      .getByRole('radio', { name: 'PROVIDER' })
      .or(page.getByRole('option', { name: 'PROVIDER' }))
    await expect(providerOption.and(page.locator(':enabled'))).toHaveCount(0)
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toHaveCount(0)
  })

  test('a route under /provider selects the provider side', async ({ page }) => {
    await openSignedIn(page, accounts.providerAdmin)
    await page.goto('/provider/my-products')
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toBeVisible()
    await expect(userTypeControl(page)).toBeVisible()
  })
})

test.describe('top bar', () => {
  test('My Profile opens the account page', async ({ page }) => {
    await openSignedIn(page, accounts.consumerMember)
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'My Profile' }).click()
    await expect(page).toHaveURL(/\/my-account\/account$/)
  })
})

test.describe('navigation progress', () => {
  test('a screen that takes a while to open shows the progress bar', async ({ page }) => {
    await openSignedIn(page, accounts.consumerOwner)
    // Opening a screen afresh reads the signed-in user first: holding that answer back keeps it loading.
    await page.route('**/api/auth/user/information', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.reload()
    // The bar loads with the first navigation that lasts, and moves on while the answer is held back.
    await expect(page.getByRole('progressbar', { name: 'Page loading' })).toHaveAttribute(
      'aria-valuenow',
      /^[1-9]/,
    )
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
  })
})

test.describe('narrow screens', () => {
  test('below 992 px a warning replaces the app; from 992 px the app is back', async ({ page }) => {
    await openSignedIn(page, accounts.consumerOwner)
    const warning = page.getByTestId('mobile-warning')

    await page.setViewportSize({ width: 991, height: 800 })
    await expect(warning).toBeVisible()
    await expect(sidebar(page)).toBeHidden()
    await expect(warning.getByRole('button', { name: /close/i })).toHaveCount(0)

    await page.setViewportSize({ width: 992, height: 800 })
    await expect(warning).toBeHidden()
    await expect(sidebar(page)).toBeVisible()
  })

  test('a page opened at 991 px shows the warning from the start', async ({ page }) => {
    await page.setViewportSize({ width: 991, height: 800 })
    await page.goto('/login')
    await expect(page.getByTestId('mobile-warning')).toBeVisible()
  })
})
