import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { expect, test } from '../support/test'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { purchasedDetail, purchaseOf } from '../support/delivery'
import { factOf } from '../support/file-delivery'
import { demoProducts } from '../support/transactions'

// The journey only reads the demo census purchase and downloads its file: it changes nothing another
// journey relies on (the download adds a usage record of its own).

/** The SHA-256 of a file on disk, read as a stream. */
async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

test.describe('file download', () => {
  test('the consumer admin downloads a purchased file and it arrives whole: its SHA-256 is the one shown', async ({
    page,
    request,
  }) => {
    const { transaction_no: transactionNo } = await purchaseOf(
      request,
      accounts.consumerAdmin,
      demoProducts.outletCensus,
    )
    await openSignedIn(page, accounts.consumerAdmin, purchasedDetail(transactionNo))
    await expect(page.getByRole('heading', { name: demoProducts.outletCensus, level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(`Purchased data detail · Lumbung`)

    const block = page.getByTestId('purchased-download')
    await expect(block.getByRole('heading', { name: 'Download', level: 2 })).toBeVisible()
    await expect(factOf(block, 'Version')).toHaveText(/^v\d+$/)
    await expect(factOf(block, 'Size')).toHaveText(/^(\d+ B|\d+\.\d{2} (KB|MB))$/)
    await expect(factOf(block, 'Rows')).toHaveText(/^[\d.]+$/)
    const shown = block.getByTestId('purchased-sha256')
    await expect(shown).toHaveText(/^[0-9a-f]{64}$/)
    const sha256 = (await shown.textContent())!

    const button = block.getByRole('button', { name: /^Download .+\.csv$/ })
    const fileName = (await button.textContent())!.replace(/^Download /, '')
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()])
    expect(download.suggestedFilename()).toBe(fileName)
    expect(await download.failure()).toBeNull()
    expect(await sha256Of(await download.path())).toBe(sha256)
    // The browser saved the file and the purchase stays on screen.
    await expect(page).toHaveURL(new RegExp(`${purchasedDetail(transactionNo)}$`))
    await expect(block.getByRole('alert')).toHaveCount(0)
  })
})
