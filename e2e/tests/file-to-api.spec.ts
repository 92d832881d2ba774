import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { borrowerList, choose, purchasedDetail, purchaseOf } from '../support/delivery'
import { demoProducts } from '../support/transactions'

// A run calls the demo NIK–phone purchase once per row of the seeded borrower list; it only adds
// usage and a run of its own, so journeys beside it are not disturbed.

/** Splits the result CSV: the run writes plain cells here (digits, names, words), none quoted. */
function rowsOf(csv: string): string[][] {
  return csv
    .trimEnd()
    .split(/\r?\n/)
    .map((line) => line.split(','))
}

test.describe('file-to-API batch enrichment', () => {
  test('the consumer maps a data asset onto an API purchase, dry-runs it, runs the whole file and downloads the result', async ({
    page,
    request,
  }) => {
    // A run of every row within the product's rate limit takes several seconds on its own.
    test.slow()
    const { transaction_no: transactionNo } = await purchaseOf(
      request,
      accounts.consumerOwner,
      demoProducts.nikPhone,
    )
    await openSignedIn(page, accounts.consumerOwner, purchasedDetail(transactionNo))
    await page.getByRole('link', { name: 'Batch enrichment (file-to-API)' }).click()
    await expect(page.getByRole('heading', { name: 'Batch enrichment', level: 1 })).toBeVisible()

    // The borrower list: its nik column matches the parameter by name, the phone is mapped by hand.
    await choose(page, 'Data asset', borrowerList.name)
    await expect(page.getByRole('combobox', { name: 'Column for nik' })).toHaveValue('nik')
    await expect(page.getByRole('combobox', { name: 'Column for phone' })).toHaveValue('')
    await expect(page.getByRole('button', { name: 'Proceed with the whole file' })).toBeDisabled()
    await choose(page, 'Column for phone', 'phone_number')

    // The dry run's calls are real and billed: the screen says how many, at what price, before they run.
    await page.getByRole('button', { name: 'Dry run (5 rows)' }).click()
    const dryRunConfirm = page.getByRole('dialog', { name: 'Dry run of the first 5 rows' })
    await expect(dryRunConfirm.getByTestId('file-to-api-dry-run-cost')).toContainText(
      'The dry run makes 5 real calls of the product, billed like any other call: 5 × Rp 1.500 = at most Rp 7.500.',
    )
    await dryRunConfirm.getByRole('button', { name: 'Make 5 calls' }).click()
    const dryRun = page.getByTestId('file-to-api-dry-run')
    await expect(dryRun.locator('tbody tr')).toHaveCount(5)
    await expect(dryRun.getByRole('columnheader', { name: 'match' })).toBeVisible()
    await expect(dryRun.getByRole('columnheader', { name: 'score' })).toBeVisible()
    await expect(dryRun.getByText('Success')).toHaveCount(5)

    // Nothing is billed on "Proceed" alone: the screen shows rows × price and the caps, and asks.
    await page.getByRole('button', { name: 'Proceed with the whole file' }).click()
    const confirmRun = page.getByRole('dialog', { name: 'Run the whole file?' })
    const estimate = confirmRun.getByTestId('file-to-api-estimate')
    await expect(estimate.getByRole('row', { name: 'Rows (one call each) 140' })).toBeVisible()
    await expect(estimate.getByRole('row', { name: 'Price of a call Rp 1.500' })).toBeVisible()
    await expect(estimate.getByRole('row', { name: 'At most Rp 210.000' })).toBeVisible()
    await expect(estimate).toContainText('Spend caps this month')
    await expectAccessible(page, 'file-to-API cost confirmation')
    await expect(page.getByTestId('file-to-api-jobs').getByText(borrowerList.name)).toHaveCount(0)
    await confirmRun.getByRole('button', { name: 'Confirm and run 140 calls' }).click()
    const runs = page.getByTestId('file-to-api-jobs')
    // Newest first: this run is the top row, and it goes on by itself until every row is called.
    const run = runs.locator('tbody tr').first()
    await expect(run).toContainText(borrowerList.name)
    await expect(run).toContainText('Completed', { timeout: 45_000 })
    await expect(run.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    // The finished run states what it cost and when it ended.
    await expect(run).toContainText('Rp 210.000')
    await expect(run).toContainText('140 billed calls × Rp 1.500')
    // The Ended column, in Jakarta time.
    await expect(run.getByRole('cell').nth(7)).toContainText('WIB')
    await expectAccessible(page, 'file-to-API with a finished run')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      run.getByRole('link', { name: 'Download result' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${transactionNo}-enrichment.csv`)
    const [header, ...rows] = rowsOf(await readFile(await download.path(), 'utf8'))
    expect(header).toEqual([...borrowerList.columns, 'match', 'score', 'status', 'message'])
    expect(rows).toHaveLength(borrowerList.rows)
    expect(rows.every((row) => row[header!.indexOf('status')] === 'SUCCESS')).toBe(true)
    expect(rows.every((row) => /^(true|false)$/.test(row[header!.indexOf('match')]!))).toBe(true)
  })
})
