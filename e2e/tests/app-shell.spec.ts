import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
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

/**
 * One signed-in page per account, shared by the checks in its group: they run in order, each leaving the
 * page as it found it, so each account pays for one page load instead of one per check.
 */
function sharedPageOf(account: DemoAccount, path: string): () => Page {
  let page: Page | undefined
  test.describe.configure({ mode: 'serial' })
  test.beforeAll(async ({ pagePool, locale }) => {
    page = await pagePool.takeForGroup(locale ?? '')
    await openSignedIn(page, account, path)
  })
  test.afterAll(async ({ pagePool }) => {
    if (page) await pagePool.giveBackFromGroup(page)
  })
  return () => {
    if (!page) throw new Error(`No page for ${account.email}`)
    return page
  }
}

async function switchSide(page: Page, type: 'CONSUMER' | 'PROVIDER') {
  await chooseUserType(page, type)
  await expect(page).toHaveURL(type === 'PROVIDER' ? /\/provider$/ : /\/consumer$/)
}

/** Moves to a side with the user-type switch and checks the links of its menu, in order. */
async function expectMenuAfterSwitch(page: Page, type: 'CONSUMER' | 'PROVIDER', links: string[]) {
  await switchSide(page, type)
  await expect(mainMenu(page).getByRole('link')).toHaveText(links)
}

test.describe('the consumer owner', () => {
  const pageOf = sharedPageOf(accounts.consumerOwner, '/consumer')

  test('sees the consumer menu of a superadmin', async () => {
    await expect(mainMenu(pageOf()).getByRole('link')).toHaveText(consumerMenu.superadmin)
  })

  test('sees the Billings, Settings and Subscription entries', async () => {
    const menu = mainMenu(pageOf())
    await expect(menu.getByText('Billings', { exact: true })).toBeVisible()
    await expect(menu.getByText('Settings', { exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Subscription' })).toBeVisible()
  })

  test('is offered no provider side (a consumer-only company)', async () => {
    const page = pageOf()
    const providerOption = page
      .getByRole('radio', { name: 'PROVIDER' })
      .or(page.getByRole('option', { name: 'PROVIDER' }))
    await expect(providerOption.and(page.locator(':enabled'))).toHaveCount(0)
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toHaveCount(0)
  })

  test('below 992 px a warning replaces the app; from 992 px the app is back', async () => {
    const page = pageOf()
    const warning = page.getByTestId('mobile-warning')

    await page.setViewportSize({ width: 991, height: 800 })
    await expect(warning).toBeVisible()
    await expect(sidebar(page)).toBeHidden()
    await expect(warning.getByRole('button', { name: /close/i })).toHaveCount(0)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(warning).toBeHidden()
    await page.setViewportSize({ width: 992, height: 800 })
    await expect(warning).toBeHidden()
    await expect(sidebar(page)).toBeVisible()
    await page.setViewportSize({ width: 1280, height: 800 })
  })

  test('a screen that takes a while to open shows the progress bar', async () => {
    const page = pageOf()
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
    await page.unroute('**/api/auth/user/information')
  })
})

test.describe('the consumer admin', () => {
  const pageOf = sharedPageOf(accounts.consumerAdmin, '/consumer')

  test('sees the consumer menu of an admin', async () => {
    await expect(mainMenu(pageOf()).getByRole('link')).toHaveText(consumerMenu.admin)
  })

  test('sees Manage Users and My Request but not Billings', async () => {
    const menu = mainMenu(pageOf())
    await expect(menu.getByRole('link', { name: 'Manage Users' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'My Request' })).toBeVisible()
    await expect(menu.getByText('Billings', { exact: true })).toHaveCount(0)
    await expect(menu.getByText('Settings', { exact: true })).toHaveCount(0)
  })
})

test.describe('the consumer member', () => {
  const pageOf = sharedPageOf(accounts.consumerMember, '/consumer')

  test('sees the consumer menu of a member', async () => {
    await expect(mainMenu(pageOf()).getByRole('link')).toHaveText(consumerMenu.member)
  })

  test('opens the account page from My Profile in the top bar', async () => {
    const page = pageOf()
    await page.getByRole('button', { name: 'Account menu' }).click()
    await page.getByRole('menuitem', { name: 'My Profile' }).click()
    await expect(page).toHaveURL(/\/my-account\/account$/)
  })
})

test.describe('the provider owner', () => {
  const pageOf = sharedPageOf(accounts.providerOwner, '/consumer')

  test('sees the consumer menu of a superadmin, its groups open', async () => {
    const menu = mainMenu(pageOf())
    await expect(menu.getByRole('link')).toHaveText(consumerMenu.superadmin)
    for (const group of ['Transaction', 'Data Management', 'Settings', 'Billings']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible()
    }
    await expect(menu.getByRole('link', { name: 'Billings History' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Storage' })).toBeVisible()
  })

  test('the sidebar collapses from 280 px to 75 px and opens again', async () => {
    const page = pageOf()
    const bar = sidebar(page)
    await waitForWidth(bar, 280)

    await page.getByRole('button', { name: 'Collapse sidebar' }).click()
    await waitForWidth(bar, 75)

    await page.getByRole('button', { name: 'Expand sidebar' }).click()
    await waitForWidth(bar, 280)
  })

  test('the user-type switch sets the cookie and lands on the chosen side', async () => {
    const page = pageOf()
    await switchSide(page, 'PROVIDER')
    expect(await userTypeCookieValue(page.context())).toBe('PROVIDER')
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toBeVisible()

    await switchSide(page, 'CONSUMER')
    expect(await userTypeCookieValue(page.context())).toBe('CONSUMER')
    await expect(mainMenu(page).getByRole('link', { name: 'Purchased Data' })).toBeVisible()
  })

  test('sees the provider menu of a superadmin', async () => {
    await expectMenuAfterSwitch(pageOf(), 'PROVIDER', providerMenu.superadmin)
  })
})

test.describe('the provider admin', () => {
  const pageOf = sharedPageOf(accounts.providerAdmin, '/provider/my-products')

  test('opening a route under /provider selects the provider side', async () => {
    const page = pageOf()
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toBeVisible()
    await expect(userTypeControl(page)).toBeVisible()
  })

  test('sees the provider menu of an admin', async () => {
    await expect(mainMenu(pageOf()).getByRole('link')).toHaveText(providerMenu.admin)
  })

  test('sees the consumer menu of an admin', async () => {
    await expectMenuAfterSwitch(pageOf(), 'CONSUMER', consumerMenu.admin)
  })
})

test.describe('the provider member', () => {
  const pageOf = sharedPageOf(accounts.providerMember, '/consumer')

  test('sees the consumer menu of a member', async () => {
    await expect(mainMenu(pageOf()).getByRole('link')).toHaveText(consumerMenu.member)
  })

  test('sees the provider menu of a member', async () => {
    await expectMenuAfterSwitch(pageOf(), 'PROVIDER', providerMenu.member)
  })
})

test('a page opened at 991 px shows the narrow-screen warning from the start', async ({ page }) => {
  await page.setViewportSize({ width: 991, height: 800 })
  await page.goto('/login')
  await expect(page.getByTestId('mobile-warning')).toBeVisible()
})
