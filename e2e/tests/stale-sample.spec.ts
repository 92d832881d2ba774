import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn, sessionOf } from '../support/api-session'
import { fileCatalogueApiOf, fileDatasetDetail } from '../support/file-delivery'

// The journey makes a dataset and a product of its own (named with a fresh suffix): the demo products
// and their samples stay as they were.

const riceCsv = (withMarket: boolean) =>
  [
    `province,month,price_idr${withMarket ? ',market' : ''}`,
    `Jawa Barat,2026-01,13200${withMarket ? ',Pasar Kosambi' : ''}`,
    `Jawa Timur,2026-01,12900${withMarket ? ',Pasar Keputran' : ''}`,
  ].join('\n') + '\n'

/** A published one-time file product whose sample is typed on the form, as most providers do. */
async function publishProductWithSample(
  request: APIRequestContext,
  datasetId: string,
  name: string,
): Promise<string> {
  const headers = {
    authorization: `Bearer ${(await sessionOf(request, accounts.providerAdmin)).access_token}`,
  }
  const form = new FormData()
  const fields: Record<string, string> = {
    name,
    short_description: `${name}, one file`,
    description: `${name}: rice prices per province and month.`,
    category: 'AGRICULTURE',
    data_type: 'FILE',
    dataset_source_id: datasetId,
    pricing_model: 'ONE_TIME',
    unit: 'FILE',
    price: '750000',
    delivery_method: 'DOWNLOAD',
    is_default_data_access_agreement: 'true',
    sample_data: 'province,month,price_idr\nJawa Barat,2026-01,13200\n',
  }
  for (const [field, value] of Object.entries(fields)) form.append(field, value)
  const response = await request.post('/api/data/provider/products/add?draft=false', {
    headers,
    multipart: form,
  })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: { id: string } }).data.id
}

async function publishNewVersion(page: Page, csv: string): Promise<void> {
  await page.getByRole('button', { name: 'Upload a new version' }).click()
  const upload = page.getByRole('dialog', { name: 'Upload a new version' })
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    upload.getByRole('button', { name: 'File' }).click(),
  ])
  await chooser.setFiles({ name: 'rice-prices-2026.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await upload.getByRole('button', { name: 'Upload and compare' }).click()
  await expect(upload.getByRole('listitem')).toHaveText(['Added market (text)'])
  await upload.getByRole('button', { name: 'Publish version 2' }).click()
  await expect(upload).toBeHidden()
  await expect(page.getByRole('alert').filter({ hasText: 'Version published' })).toBeVisible()
}

test.describe('a stale product sample', () => {
  test('after a version adds a column, the provider sees the sample is stale and refreshes it', async ({
    page,
    request,
  }) => {
    test.slow()
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`
    const datasetName = `Harga beras ${suffix}`
    const productName = `Harga beras per provinsi ${suffix}`
    const catalogue = await fileCatalogueApiOf(request, accounts.providerAdmin)
    const datasetId = await catalogue.addFileDataset(datasetName, 'rice-prices.csv', riceCsv(false))
    const productId = await publishProductWithSample(request, datasetId, productName)

    // While the sample shows the file's columns, the product page says nothing about it.
    await openSignedIn(page, accounts.providerAdmin, `/provider/my-products/detail/${productId}`)
    await expect(page.getByRole('heading', { name: productName })).toBeVisible()
    await expect(page.getByTestId('stale-sample-notice')).toHaveCount(0)

    // The provider publishes a version with a market column.
    await page.goto(fileDatasetDetail(datasetId))
    await expect(page.getByRole('heading', { name: datasetName, level: 1 })).toBeVisible()
    await publishNewVersion(page, riceCsv(true))

    // The product page names the version and the new column, and offers to refresh.
    await page.goto(`/provider/my-products/detail/${productId}`)
    const notice = page.getByTestId('stale-sample-notice')
    await expect(notice).toContainText('The sample no longer matches the dataset')
    await expect(notice).toContainText(
      'Version 2 of the dataset has other columns than the sample buyers see',
    )
    await expect(notice.getByRole('listitem')).toHaveText(['Added: market'])
    await expectAccessible(page, 'product page with a stale sample')
    await notice.getByRole('button', { name: 'Refresh the sample' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sample refreshed from the current version of the dataset' }),
    ).toBeVisible()
    await expect(notice).toBeHidden()

    // Gone for good: the page read again keeps it away.
    await page.reload()
    await expect(page.getByRole('heading', { name: productName })).toBeVisible()
    await expect(page.getByTestId('stale-sample-notice')).toHaveCount(0)

    // Buyers now see the new column in the marketplace's sample.
    await page.getByRole('link', { name: 'View in marketplace' }).click()
    await expect(page.getByRole('table', { name: 'Sample data' }).getByRole('columnheader')).toHaveText([
      'province',
      'month',
      'price_idr',
      'market',
    ])
  })
})
