import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'

// Every journey names its records with a fresh suffix, so reruns on a kept server never clash.
const suffixOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`

/** Picks an option of a Mantine Select (a combobox named by its label). */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).click()
}

test.describe('a guided publish flow', () => {
  test('a provider publishes an API product on the demo upstream from the screens alone', async ({
    page,
  }) => {
    // Three forms, a connection test, a real upstream call and the marketplace: a long journey.
    test.slow()
    const suffix = suffixOf()
    const settingName = `Demo upstream ${suffix}`
    const datasetName = `Daily weather ${suffix}`
    const productName = `City Weather Daily ${suffix}`

    // The API settings screen shows the demo upstream's address and key: nothing is read from the source.
    await openSignedIn(page, accounts.providerOwner, '/provider/settings/api')
    const demo = page.getByTestId('demo-upstream')
    await expect(demo).toBeVisible()
    const baseUrl = (await demo.getByTestId('demo-upstream-base-url').textContent())!.trim()
    const headerName = (await demo.getByTestId('demo-upstream-header').textContent())!.trim()
    const key = (await demo.getByTestId('demo-upstream-key').textContent())!.trim()
    expect(baseUrl).toMatch(/^http:\/\/.+\/demo-upstream\/v1$/)
    await expect(demo).toContainText('/weather/daily')

    await page.getByRole('link', { name: 'Add API setting' }).click()
    await expect(page).toHaveURL(/\/provider\/settings\/api\/add$/)
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('API settings')
    // Save with nothing filled in: the missing name is listed, and the cursor waits in it.
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByTestId('form-issue-summary')).toContainText('Name can not be empty')
    await expect(page.getByLabel(/^Name/)).toBeFocused()
    await page.getByLabel(/^Name/).fill(settingName)
    await expect(page.getByTestId('form-issue-summary')).toBeHidden()
    await page.getByLabel('Base URL').fill(baseUrl)
    await choose(page, 'Auth type', 'API key')
    await page.getByLabel('Header name').fill(headerName)
    await page.getByLabel('API key').fill(key)
    await expectAccessible(page, 'API setting form with the demo upstream')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/provider\/settings\/api\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: settingName })).toBeVisible()

    // The connection test calls the base address with the stored key.
    await page.getByRole('button', { name: 'Test connection' }).click()
    await expect(page.getByTestId('connection-test-result')).toContainText(
      /Connected: the upstream answered 200 in \d+ ms/,
    )
    await expectAccessible(page, 'API setting with its connection test')

    // The dataset holds only the path: the setting holds the address.
    await page.goto('/provider/data-management/datasets/add-new-datasets/api')
    await expect(page.getByRole('heading', { name: 'Add API dataset' })).toBeVisible()
    await page.getByLabel(/^Name/).fill(datasetName)
    await page.getByLabel('Short description').fill('Daily weather for Indonesian cities.')
    await page
      .getByLabel(/^Description/)
      .fill('Minimum and maximum temperature, humidity and rainfall for one city and day.')
    await page.getByLabel('Path').fill('/weather/daily')
    await choose(page, 'API setting', settingName)
    await page.getByRole('button', { name: 'Add parameter' }).click()
    await page.getByLabel('Parameter name').fill('city')
    await page.getByLabel('Required').check()
    await page.getByLabel('Parameter description').fill('City name, for example Bandung')
    await page.getByLabel('city (query string)').fill('Bandung')
    await page.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByTestId('datasets-try-result')).toContainText('HTTP 200')
    await page.getByRole('button', { name: 'Save and activate' }).click()
    await expect(page).toHaveURL(/\/datasets\/detail\/api\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: datasetName })).toBeVisible()

    // From the dataset's page to a product that sells it, the dataset already chosen.
    await page.getByRole('link', { name: 'Create a product from this dataset' }).click()
    await expect(page).toHaveURL(/\/provider\/my-products\/add\?/)
    await expect(page.getByRole('combobox', { name: 'Data type', exact: true })).toHaveValue('API')
    await expect(page.getByRole('combobox', { name: 'Dataset source', exact: true })).toHaveValue(datasetName)
    await page.getByLabel('Product name').fill(productName)

    // Publish too early: every missing field is listed, the first one on the screen has the cursor.
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const issues = page.getByTestId('form-issue-summary')
    await expect(issues).toContainText('Short description can not be empty')
    await expect(issues).toContainText('Description can not be empty')
    await expect(issues).toContainText('Price can not be empty')
    await expect(page.getByLabel('Short description')).toBeFocused()
    await expectAccessible(page, 'product form with the missing fields listed')
    // Each listed field is one choice away.
    await issues.getByRole('button', { name: 'Price can not be empty' }).click()
    await expect(page.getByLabel('Price (Rp)')).toBeFocused()

    await page.getByLabel('Short description').fill('Daily weather for major Indonesian cities.')
    await expect(page.getByText(/^\d+ \/ 200 characters$/)).toBeVisible()
    await page
      .getByLabel(/^Description/)
      .fill('One call answers the temperature, rain and humidity of a city for a day.')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Weather and climate' }).click()
    await page.keyboard.press('Escape')
    await choose(page, 'Pricing model', 'Pay per call')
    await expect(page.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue('Per call')
    // An API product has one way of delivery, chosen for the provider.
    await expect(page.getByRole('combobox', { name: 'Delivery method', exact: true })).toHaveValue(
      'API (gateway)',
    )
    await page.getByLabel('Price (Rp)').fill('1500')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()

    await expect(page).toHaveURL(/\/provider\/my-products\/detail\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: productName })).toBeVisible()
    await page.getByRole('link', { name: 'View in marketplace' }).click()
    await expect(page).toHaveURL(/\/consumer\/marketplace\/products\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: productName })).toBeVisible()
  })
})
