import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { accounts, demoPassword } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { purchasedDetail, purchaseOf } from '../support/delivery'
import { demoProducts } from '../support/transactions'

// The journey makes one Delta Sharing profile of the demo consumer company and revokes it again, so the
// company ends with no more live profiles than it had.

test.describe('Delta Sharing', () => {
  test('the consumer admin downloads a Delta Sharing profile from the purchase page, of the protocol shape, and revokes it', async ({
    page,
    request,
  }) => {
    const { transaction_no: transactionNo } = await purchaseOf(
      request,
      accounts.consumerAdmin,
      demoProducts.outletCensus,
    )
    await openSignedIn(page, accounts.consumerAdmin, purchasedDetail(transactionNo))
    const block = page.getByTestId('purchased-delta-sharing')
    await expect(block.getByRole('heading', { name: 'Delta Sharing', level: 2 })).toBeVisible()
    await expect(block.getByRole('tab', { name: 'pandas' })).toBeVisible()
    await expect(block.getByText('delta_sharing.load_as_pandas', { exact: false })).toBeVisible()

    const button = block.getByRole('button', { name: 'Download Delta Sharing profile' })
    const downloaded = page.waitForEvent('download')
    await button.click()
    // A profile needs the password entered again: the page asks for it, then carries on.
    const prompt = page.getByRole('dialog', { name: 'Confirm your password' })
    await prompt.getByRole('textbox', { name: 'Password' }).fill(demoPassword)
    await prompt.getByRole('button', { name: 'Continue' }).click()
    const download = await downloaded
    expect(download.suggestedFilename()).toBe(`lumbung-${transactionNo}.share`)
    const profile = JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>
    expect(Object.keys(profile).sort()).toEqual([
      'bearerToken',
      'endpoint',
      'expirationTime',
      'shareCredentialsVersion',
    ])
    expect(profile.shareCredentialsVersion).toBe(1)
    expect(String(profile.endpoint)).toMatch(/^https?:\/\/[^/]+\/delta-sharing$/)
    expect(String(profile.bearerToken)).toMatch(/^lds_/)
    expect(Number.isNaN(Date.parse(String(profile.expirationTime)))).toBe(false)
    await expect(block.getByRole('status')).toContainText('Profile downloaded')

    // The profile is listed masked, and revoked from the same block.
    const masked = `lds_••••${String(profile.bearerToken).slice(-4)}`
    const table = block.getByTestId('delta-sharing-profiles')
    await expect(table.getByRole('row', { name: new RegExp(masked) })).toContainText('Live')
    await table.getByRole('button', { name: `Revoke profile ${masked}` }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click()
    await expect(table.getByRole('row', { name: new RegExp(masked) })).toContainText('Revoked')
  })
})
