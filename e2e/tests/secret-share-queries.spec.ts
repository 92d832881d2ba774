import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { borrowerList, choose, purchasedDetail, purchaseOf } from '../support/delivery'
import { demoProducts } from '../support/transactions'
import { openInApp } from '../support/session'

// The queries run on the demo customer-spending purchase with the seeded borrower list and only add
// history; the fit test uses one of the company's three tries of the day on a fresh server.

/** Chooses the borrower list and its NIK column in an identifier-list form. */
async function chooseBorrowers(page: Page): Promise<void> {
  await choose(page, 'Your identifier list', `${borrowerList.name} (${borrowerList.rows} rows)`)
  await choose(page, 'Column with the identifier', 'nik')
}

test.describe('secret-share queries', () => {
  test('the consumer counts and averages its borrowers by city, with the small city suppressed, and finds them in the history', async ({
    page,
    request,
  }) => {
    const { transaction_no: transactionNo, product_id: productId } = await purchaseOf(
      request,
      accounts.consumerAdmin,
      demoProducts.spending,
    )
    await openSignedIn(page, accounts.consumerAdmin, purchasedDetail(transactionNo))
    await expect(page.getByRole('heading', { name: 'Run a query' })).toBeVisible()

    // How many borrowers the product holds, city by city.
    await chooseBorrowers(page)
    await choose(page, 'Group by', 'city')
    await page.getByRole('button', { name: 'Run query' }).click()
    const counts = page.getByRole('table', { name: 'Count of matched rows by city' }).first()
    await expect(counts.getByRole('row', { name: /^Jakarta Selatan 30 30$/ })).toBeVisible()
    await expect(counts.getByRole('row', { name: /^Kota Bekasi 15 15$/ })).toBeVisible()
    // Six borrowers in Kota Bogor: fewer than ten, so the group shows only that it exists.
    await expect(counts.getByRole('row', { name: /Kota Bogor/ })).toHaveText(
      /Kota Bogor\s*Fewer than 10 matches, not shown/,
    )
    await expectAccessible(page, 'purchased detail (secret-share) with a result')

    // Their average monthly card spending, by the same dimension.
    // The segmented control's radios are hidden behind their labels, which take the click.
    await page.getByText('Average', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Average' })).toBeChecked()
    await choose(page, 'Measure', 'monthly_spend_idr')
    await page.getByRole('button', { name: 'Run query' }).click()
    const averages = page.getByRole('table', { name: 'Average of monthly_spend_idr by city' }).first()
    await expect(
      averages.getByRole('row', { name: /^Jakarta Selatan 30 \d{1,3}(\.\d{3})+,\d{2}$/ }),
    ).toBeVisible()
    await expect(averages.getByRole('row', { name: /Kota Bogor/ })).toContainText(
      'Fewer than 10 matches, not shown',
    )

    // Both are kept in the history, newest first.
    const history = page
      .locator('.mantine-Paper-root')
      .filter({ has: page.getByRole('heading', { name: 'Query history' }) })
    const entries = history.getByRole('button', { name: /by city/ })
    await expect(entries.first()).toContainText('Average of monthly_spend_idr by city')
    await expect(entries.nth(1)).toContainText('Count of matched rows by city')
    await expect(entries.first()).toContainText(`${borrowerList.name} · column nik · 140 identifiers`)

    // Before buying, the product page tells roughly how much of the list the product holds.
    await openInApp(page, `/consumer/marketplace/products/${productId}`)
    await expect(page.getByRole('heading', { name: 'Test the fit' })).toBeVisible()
    await chooseBorrowers(page)
    await page.getByRole('button', { name: 'Test the fit' }).click()
    // 116 of 140 borrowers (83 %), rounded to 5 %.
    await expect(page.getByText('About 85 % of your identifiers')).toBeVisible()
    await expect(page.getByText(/out of the 140 distinct identifiers/)).toBeVisible()
  })
})
