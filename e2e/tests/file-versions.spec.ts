import type { Page } from '@playwright/test'
import { borrowPage, expect, test } from '../support/test'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import {
  chooseIn,
  dataDeliveryPath,
  fileCatalogueApiOf,
  fileDatasetDetail,
  factOf,
} from '../support/file-delivery'
import { waitForMail } from '../support/mailbox'
import { transactionApiOf } from '../support/transactions'

// The journey makes a dataset, a product and a subscription of its own (named with a fresh suffix) and
// delivers into a folder of its own: the demo purchases and files stay as they were.

const deliveryFolder = 'Local delivery folder'

/**
 * Monthly chilli prices per region; v2 drops `district` and adds `city`. With a currency prefix the
 * prices read as text.
 */
function chilliPricesCsv(lastColumn: 'district' | 'city', pricePrefix = ''): string {
  const places =
    lastColumn === 'district'
      ? ['Menteng', 'Coblong', 'Tegalsari', 'Medan Baru']
      : ['Jakarta Pusat', 'Bandung', 'Surabaya', 'Medan']
  const regions = ['DKI Jakarta', 'Jawa Barat', 'Jawa Timur', 'Sumatera Utara']
  const lines = [`region,month,price_idr,${lastColumn}`]
  for (let month = 1; month <= 3; month += 1) {
    regions.forEach((region, index) => {
      lines.push(
        `${region},2026-0${month},${pricePrefix}${48_000 + month * 1_500 + index * 2_250},${places[index]}`,
      )
    })
  }
  return `${lines.join('\n')}\n`
}

/** Upload a new version: the file goes up as a draft and its column changes are shown. */
async function uploadVersion(page: Page, csv: string): Promise<void> {
  await page.getByRole('button', { name: 'Upload a new version' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload a new version' })
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    upload.getByRole('button', { name: 'File' }).click(),
  ])
  await chooser.setFiles({ name: 'chilli-prices-2026.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await upload.getByRole('button', { name: 'Upload and compare' }).click()
  await expect(upload.getByTestId('schema-diff')).toBeVisible()
}

test.describe('file versions and auto-delivery', () => {
  test('the provider publishes a version whose columns changed; the subscriber receives it by auto-delivery and is mailed', async ({
    page,
    request,
  }) => {
    // Two signed-in companies, two uploads and a delivery that jobs carry out: on a busy two-core machine
    // this outgrows the default budget.
    test.slow()
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
    const datasetName = `Harga cabai bulanan ${suffix}`
    const productName = `Harga cabai per provinsi ${suffix}`
    const path = `journeys/chilli-${suffix}`

    // The scene: a published subscription on a file dataset of its own, bought by PT Konsumen Maju.
    const catalogue = await fileCatalogueApiOf(request, accounts.providerAdmin)
    const datasetId = await catalogue.addFileDataset(
      datasetName,
      'chilli-prices.csv',
      chilliPricesCsv('district'),
    )
    const productId = await catalogue.publishSubscriptionProduct(datasetId, productName)
    const transactionNo = await (
      await transactionApiOf(request, accounts.consumerAdmin)
    ).requestProduct(productId, 'Monthly chilli price monitoring for our procurement team', 1)
    expect(
      (await (await transactionApiOf(request, accounts.providerAdmin)).approve(transactionNo)).status,
    ).toBe(200)

    // The consumer's admin has each new version delivered into the company's folder.
    await openSignedIn(page, accounts.consumerAdmin, dataDeliveryPath)
    const subscription = page.getByRole('group', { name: `${productName} (${transactionNo})` })
    await expect(subscription).toContainText(`${transactionNo} · now v1`)
    await chooseIn(page, subscription, 'Storage setting', new RegExp(`^${deliveryFolder} \\(`))
    await subscription.getByRole('textbox', { name: 'Path' }).fill(path)
    await subscription.getByRole('switch', { name: 'Deliver new versions' }).check()
    await expect(page.getByRole('alert').filter({ hasText: 'Auto-delivery switched on' })).toBeVisible()
    await expect(subscription.getByRole('switch', { name: 'Deliver new versions' })).toBeChecked()
    // While it is on, where it goes is fixed.
    await expect(subscription.getByRole('textbox', { name: 'Path' })).toBeDisabled()

    // The provider's admin uploads the next file and sees what it changes before anyone receives it.
    const providerPage = await borrowPage()
    await openSignedIn(providerPage, accounts.providerAdmin, fileDatasetDetail(datasetId))
    await expect(providerPage.getByRole('heading', { name: datasetName, level: 1 })).toBeVisible()
    await expect(providerPage).toHaveTitle('File dataset detail · Lumbung')
    await expect(providerPage.getByRole('heading', { name: 'Versions', level: 2 })).toBeVisible()
    const versions = providerPage.getByTestId('file-versions')
    await expect(versions.getByRole('row', { name: /^v1 chilli-prices\.csv/ })).toContainText('First version')

    // A first try with prices written as text: the retyped column shows, and the draft is discarded.
    const upload = providerPage.getByRole('dialog', { name: 'Upload a new version' })
    await uploadVersion(providerPage, chilliPricesCsv('district', 'Rp '))
    await expect(upload.getByRole('listitem')).toHaveText(['price_idr changes from whole number to text'])
    await upload.getByRole('button', { name: 'Discard' }).click()
    await expect(upload).toBeHidden()
    await expect(versions.getByRole('row')).toHaveCount(2)

    // The right file: one column added, one removed, shown before anyone receives it.
    await uploadVersion(providerPage, chilliPricesCsv('city'))
    await expect(factOf(upload, 'Version')).toHaveText('v2')
    await expect(factOf(upload, 'Size and rows')).toContainText('12 rows')
    await expect(upload.getByText('Columns changed', { exact: true })).toBeVisible()
    await expect(upload.getByRole('listitem')).toHaveText(['Added city (text)', 'Removed district (text)'])
    // Until it is published, the draft waits beside v1.
    await expect(versions.getByRole('row', { name: /^v2 Waiting to be published/ })).toBeVisible()

    await upload.getByRole('button', { name: 'Publish version 2' }).click()
    await expect(upload).toBeHidden()
    await expect(providerPage.getByRole('alert').filter({ hasText: 'Version published' })).toBeVisible()
    await expect(versions.getByRole('row', { name: /^v2 chilli-prices-2026\.csv/ })).toContainText(
      '1 added, 1 removed',
    )
    const structure = providerPage.getByTestId('datasets-structure')
    await expect(structure.getByRole('row', { name: /^city Text/ })).toBeVisible()
    await expect(structure.getByRole('row', { name: /^district/ })).toHaveCount(0)

    // The subscriber hears about the changed columns, and where the new version is going.
    const mail = await waitForMail(
      request,
      accounts.consumerAdmin.email,
      (message) => message.subject === `Version 2 of ${productName} changes its columns`,
    )
    expect(mail.text).toContain('Added: city.')
    expect(mail.text).toContain('Removed: district.')
    expect(mail.text).toContain(`Auto-delivery is sending the new version to ${deliveryFolder}`)

    // The version was sent without a click: an auto-delivery of v2 into the chosen folder.
    await page.reload()
    const delivery = page.getByRole('row', { name: new RegExp(`${path}/chilli-prices-2026-v2\\.csv`) })
    await expect(delivery).toContainText(`${transactionNo} · v2`)
    await expect(delivery).toContainText('Auto-delivery')
    await expect(delivery.getByText('Delivered', { exact: true })).toBeVisible()
    await expect(subscription).toContainText(`${transactionNo} · now v2`)
  })
})
