import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/test'
import {
  formatDate,
  privacyBudgetMonthOf,
  secretShareQueryRoutes,
  spendCapRoutes,
  type ProviderBudgetView,
  type SpendCapSettings,
  type SpendCapsBody,
} from '@lumbung/contract'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn, pageSignedInAs, sessionOf } from '../support/api-session'
import { borrowerList, choose, purchasedDetail, purchaseOf } from '../support/delivery'
import { demoProducts } from '../support/transactions'

// The queries run on the demo customer-spending purchase with the seeded borrower list. The budget
// journey lowers the product's monthly budget only between two clicks and puts it back as it was: the
// other secret-share journey runs a few queries at the default cost on the same purchase.

const costField = 'Privacy cost of this query'
const budgetField = 'Monthly budget per buyer company (ρ)'
const providerBudgetPath = (productId: string) =>
  secretShareQueryRoutes.providerBudget.url.replace(':id', productId)

async function chooseBorrowers(page: Page): Promise<void> {
  await choose(page, 'Your identifier list', `${borrowerList.name} (${borrowerList.rows} rows)`)
  await choose(page, 'Column with the identifier', 'nik')
}

/** The product's budget as its provider reads it. */
async function providerBudgetOf(request: APIRequestContext, productId: string): Promise<ProviderBudgetView> {
  const { access_token: token } = await sessionOf(request, accounts.providerOwner)
  const response = await request.get(providerBudgetPath(productId), {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: ProviderBudgetView }).data
}

async function setProviderBudget(request: APIRequestContext, productId: string, microRho: number) {
  const { access_token: token } = await sessionOf(request, accounts.providerOwner)
  const response = await request.put(providerBudgetPath(productId), {
    headers: { authorization: `Bearer ${token}` },
    data: { monthly_total_micro_rho: microRho },
  })
  expect(response.ok(), await response.text()).toBe(true)
}

test.describe('secret-share privacy', () => {
  test('a query states its privacy cost and expected error before it runs, and its result carries error bars', async ({
    page,
    request,
  }) => {
    const { transaction_no: transactionNo } = await purchaseOf(
      request,
      accounts.consumerAdmin,
      demoProducts.spending,
    )
    await openSignedIn(page, accounts.consumerAdmin, purchasedDetail(transactionNo))

    // The purchase says what is used and left of this month's budget, and when it renews.
    const renewsOn = formatDate(privacyBudgetMonthOf(new Date()).renewsOn)
    const budget = page.getByTestId('privacy-budget')
    await expect(budget).toContainText(`Renews on ${renewsOn}`)
    await expect(budget).toContainText(/Used\s*\d+\.\d{3}/)
    await expect(budget).toContainText(/\d+\.\d{3} of \d+\.\d{3} used/)
    await expect(page.getByRole('progressbar', { name: 'Privacy budget used this month' })).toHaveCount(1)

    // Before it runs: the default cost, and the error a sum of rupiah will carry for the list's size.
    await chooseBorrowers(page)
    await page.getByText('Sum', { exact: true }).click()
    await choose(page, 'Measure', 'monthly_spend_idr')
    await expect(page.getByRole('combobox', { name: costField })).toHaveValue('0.040 · Standard')
    const expected = page.getByTestId('secret-share-expected-error')
    await expect(expected).toContainText(/± \d+ identifiers/)
    await expect(expected).toContainText(/Sum: ± Rp \d{1,3}(\.\d{3})*/)
    const standardError = await expected.getByText(/^Sum:/).textContent()

    // Spending more buys a smaller error.
    await choose(page, costField, '0.080 · More exact')
    await expect(expected.getByText(/^Sum:/)).not.toHaveText(standardError ?? '')
    await expectAccessible(page, 'secret-share query form with its cost and expected error')

    await page.getByRole('button', { name: 'Run query' }).click()
    const sums = page.getByRole('table', { name: 'Sum of monthly_spend_idr' }).first()
    // One line for the whole match: a noisy count and a noisy sum, each with its error bar.
    await expect(sums.locator('tbody tr')).toHaveCount(1)
    await expect(sums.locator('tbody tr')).toContainText(/\d+\s*± \d+/)
    await expect(sums.locator('tbody tr')).toContainText(/Rp [\d.]+\s*± Rp [\d.]+/)
    await expect(page.getByText(/Figures carry noise/).first()).toBeVisible()
    await expectAccessible(page, 'secret-share query result with error bars')

    // The history keeps the figures as shown, with what the query cost.
    const history = page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByRole('heading', { name: 'Query history' }) })
    const latest = history.getByRole('button', { name: /Sum of monthly_spend_idr/ }).first()
    await expect(latest).toContainText('Privacy cost 0.080')
    await latest.click()
    await expect(history.getByRole('table', { name: 'Sum of monthly_spend_idr' })).toContainText(/± Rp/)
  })

  test('when the budget is spent, a query is refused with the date it renews, and running is disabled', async ({
    page,
    request,
  }) => {
    const { transaction_no: transactionNo, product_id: productId } = await purchaseOf(
      request,
      accounts.consumerAdmin,
      demoProducts.spending,
    )
    // Two signed-in browsers and three accessibility checks.
    test.slow()
    const before = await providerBudgetOf(request, productId)
    // The consumer's page is open with this month's budget as it was: a cheap count uses a little of it,
    // and the next query asks for the dearest cost.
    await openSignedIn(page, accounts.consumerAdmin, purchasedDetail(transactionNo))
    await chooseBorrowers(page)
    await choose(page, costField, '0.010 · Least exact, cheapest')
    await page.getByRole('button', { name: 'Run query' }).click()
    await expect(page.getByRole('table', { name: 'Count of matched rows' }).first()).toBeVisible()
    await choose(page, costField, '0.200 · Most exact, dearest')
    await expect(page.getByRole('button', { name: 'Run query' })).toBeEnabled()

    const provider = await pageSignedInAs(accounts.providerOwner, `/provider/my-products/detail/${productId}`)
    try {
      // Meanwhile the provider lowers the product's budget to the least it may be, below that cost.
      const section = provider
        .locator('.mantine-Paper-root')
        .filter({ has: provider.getByRole('heading', { name: 'Monthly privacy budget per buyer company' }) })
      await expect(section.getByText(/ε = \d+\.\d{2} at δ = 10⁻⁶/)).toBeVisible()
      await expect(section.getByRole('table', { name: "Buyers' use this month" })).toContainText(
        /Konsumen Maju\s*\d+\.\d{3}/,
      )
      await section.getByLabel(budgetField).fill('0.1')
      await section.getByRole('button', { name: 'Save budget' }).click()
      await expect(provider.getByText('Monthly privacy budget saved')).toBeVisible()
      await expect(section).toContainText('0.100 (Set by your company)')
      await expectAccessible(provider, 'product detail with its privacy budget')

      // The query is refused before it runs, naming the day the budget renews; nothing was billed.
      await page.getByRole('button', { name: 'Run query' }).click()
      const refusal = page.getByRole('alert').filter({ hasText: 'Privacy budget spent' })
      await expect(refusal).toContainText(
        `It renews on ${formatDate(privacyBudgetMonthOf(new Date()).renewsOn)}; nothing was billed.`,
      )
      // And, the budget read again, running is disabled until a cheaper cost fits or the month renews.
      await expect(page.getByRole('button', { name: 'Run query' })).toBeDisabled()
      await expect(page.getByText(/this query costs 0\.200/)).toBeVisible()
      await expectAccessible(page, 'secret-share query refused for its budget')
    } finally {
      await setProviderBudget(request, productId, before.monthly_total_micro_rho)
    }
  })

  test('a spend cap set to refuse stops a query before it runs, and its privacy budget is not charged', async ({
    page,
    request,
  }) => {
    const { transaction_no: transactionNo, product_id: productId } = await purchaseOf(
      request,
      accounts.consumerAdmin,
      demoProducts.spending,
    )
    const { access_token: token } = await sessionOf(request, accounts.consumerOwner)
    const headers = { authorization: `Bearer ${token}` }
    const read = await request.get(spendCapRoutes.spendCaps.url, { headers })
    expect(read.ok(), await read.text()).toBe(true)
    const before = ((await read.json()) as { data: SpendCapSettings }).data
    const bodyOf = (settings: SpendCapSettings, capOf: (id: string) => number | null): SpendCapsBody => ({
      company_cap: settings.company_cap,
      is_refusing_at_cap: true,
      products: settings.products.map((product) => ({
        product_id: product.product_id,
        cap: capOf(product.product_id),
      })),
    })
    // A cap of Rp 1 on this product, refusing: the next priced query is over it before it starts.
    const capped = await request.put(spendCapRoutes.saveSpendCaps.url, {
      headers,
      data: bodyOf(before, (id) =>
        id === productId ? 1 : (before.products.find((p) => p.product_id === id)?.cap ?? null),
      ),
    })
    expect(capped.ok(), await capped.text()).toBe(true)
    try {
      await openSignedIn(page, accounts.consumerAdmin, purchasedDetail(transactionNo))
      const used = page.getByTestId('privacy-budget')
      await expect(used).toContainText(/\d+\.\d{3} of \d+\.\d{3} used/)
      const usedBefore = await used.getByText(/of \d+\.\d{3} used/).textContent()
      await chooseBorrowers(page)
      await page.getByRole('button', { name: 'Run query' }).click()
      const refusal = page.getByRole('alert').filter({ hasText: 'Spend cap reached' })
      await expect(refusal).toContainText('Refused')
      await expect(refusal).toContainText('the monthly spend cap of Rp 1 on this product')
      // Refused before it ran: the budget read again shows nothing more used.
      await expect(used.getByText(/of \d+\.\d{3} used/)).toHaveText(usedBefore ?? '')
      await expectAccessible(page, 'secret-share query refused by a spend cap')
    } finally {
      const restored = await request.put(spendCapRoutes.saveSpendCaps.url, {
        headers,
        data: {
          ...bodyOf(before, (id) => before.products.find((p) => p.product_id === id)?.cap ?? null),
          is_refusing_at_cap: before.is_refusing_at_cap,
        },
      })
      expect(restored.ok(), await restored.text()).toBe(true)
    }
  })

  test('a provider gives each measure its clipping bounds when adding a secret-share dataset', async ({
    page,
  }) => {
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
    const name = `Belanja pelanggan ${suffix}`
    const rows = Array.from(
      { length: 12 },
      (_, index) => `32010${String(index).padStart(11, '0')},Bandung,${(index + 1) * 750_000}`,
    )
    await openSignedIn(
      page,
      accounts.providerOwner,
      '/provider/data-management/datasets/add-new-datasets/secret-share',
    )
    await page.locator('input[type="file"]').setInputFiles({
      name: `customer-spend-${suffix}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.from(['customer_nik,city,spend_idr', ...rows].join('\n')),
    })
    await page.getByLabel(/^Name/).fill(name)
    await page.getByLabel('Short description').fill('Monthly spend per customer.')
    await page.getByLabel(/^Description/).fill('One row per customer: city and monthly spend in rupiah.')
    // A numeric column starts as a measure; the identifier and the city keep their roles.
    await expect(page.getByRole('combobox', { name: 'Role of spend_idr' })).toHaveValue(
      'Measure (secret-shared)',
    )
    await expect(page.getByRole('combobox', { name: 'Role of city' })).toHaveValue(/^Dimension/)

    // The form says why the bounds are asked, and holds them to the provider's own range.
    const explained = page.getByTestId('secret-share-bounds-explained')
    await expect(explained).toContainText('never from your data')
    await expect(explained).toContainText('Each identifier may have only one row')
    await page.getByLabel('Lower bound of spend_idr').fill('25000000')
    await page.getByLabel('Upper bound of spend_idr').fill('0')
    await page.getByRole('button', { name: 'Save and activate' }).click()
    await expect(page.getByText('The upper bound must be greater than the lower bound')).toBeVisible()
    await expectAccessible(page, 'secret-share dataset form with clipping bounds')
    await page.getByLabel('Lower bound of spend_idr').fill('0')
    await page.getByLabel('Upper bound of spend_idr').fill('25000000')
    // Fixed, the error goes at once, before the next save.
    await expect(page.getByText('The upper bound must be greater than the lower bound')).toBeHidden()
    await page.getByRole('button', { name: 'Save and activate' }).click()

    // The detail shows the bounds in the measure's own units.
    await expect(page).toHaveURL(/\/datasets\/detail\/secret-share\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name })).toBeVisible()
    await expect(
      page.getByTestId('secret-share-columns').getByRole('row', { name: /^spend_idr/ }),
    ).toContainText('Rp 0 to Rp 25.000.000')
    await expectAccessible(page, 'secret-share dataset detail with clipping bounds')
  })
})
