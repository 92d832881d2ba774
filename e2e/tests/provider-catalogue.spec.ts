import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { demoUpstreamBaseUrl, demoUpstreamKey } from '../support/demo-upstream'
import { openInApp } from '../support/session'

// Every journey names its records with a fresh suffix, so reruns on a kept server never clash.
const suffixOf = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`

/** Picks an option of a Mantine Select (a combobox named by its label). */
async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click()
  await page.getByRole('option', { name: option }).click()
}

function badge(scope: Locator | Page, text: string): Locator {
  return scope.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${text}$`, 'i') })
}

/** Daily sales of a small chain of shops: a store code that looks numeric, dates, amounts and a phone. */
function storeSalesCsv(): Buffer {
  const stores = [
    ['10231', 'Jakarta', 'DKI Jakarta'],
    ['10472', 'Bandung', 'Jawa Barat'],
    ['20118', 'Surabaya', 'Jawa Timur'],
    ['30905', 'Medan', 'Sumatera Utara'],
  ] as const
  const categories = ['Sembako', 'Minuman', 'Perawatan diri', 'Makanan ringan'] as const
  const lines = ['store_code,city,province,sale_date,category,units_sold,revenue_idr,manager_phone']
  for (let day = 1; day <= 6; day += 1) {
    stores.forEach(([code, city, province], index) => {
      const units = 40 + ((day * 17 + index * 29) % 120)
      const category = categories[(day + index) % categories.length]!
      const phone = `0812${String(3_000_000 + index * 111_111).padStart(8, '0')}`
      lines.push(
        `${code},${city},${province},2026-03-${String(day).padStart(2, '0')},${category},${units},${units * 18_500},${phone}`,
      )
    })
  }
  return Buffer.from(`${lines.join('\n')}\n`)
}

/** Monthly outstanding loans per branch, as a consumer keeps it to match against purchased data. */
function branchLoansCsv(): Buffer {
  return Buffer.from(
    [
      'branch_id,branch_name,month,active_borrowers,outstanding_idr',
      'BR-001,Cabang Sudirman,2026-01,1284,18450000000',
      'BR-002,Cabang Dago,2026-01,972,11230000000',
      'BR-003,Cabang Tunjungan,2026-01,1103,15010000000',
      'BR-001,Cabang Sudirman,2026-02,1301,18790000000',
      'BR-002,Cabang Dago,2026-02,988,11405000000',
      'BR-003,Cabang Tunjungan,2026-02,1127,15342000000',
      '',
    ].join('\n'),
  )
}

test.describe('provider catalogue', () => {
  test('the owner adds an API setting and an API dataset whose Try it calls the demo upstream', async ({
    page,
    baseURL,
  }) => {
    const suffix = suffixOf()
    // Two forms and a real upstream call: on a busy two-core machine this outgrows the default budget.
    test.slow()
    const settingName = `Demo upstream key ${suffix}`
    const datasetName = `Cuaca harian ${suffix}`
    await openSignedIn(page, accounts.providerOwner, '/provider/settings/api')
    await page.getByRole('link', { name: 'Add API setting' }).click()
    await expect(page).toHaveURL(/\/provider\/settings\/api\/add$/)
    await page.getByLabel('Name').fill(settingName)
    await page.getByLabel('Description').fill('Built-in demo upstream, authenticated with its API key.')
    await choose(page, 'Auth type', 'API key')
    await page.getByLabel('Header name').fill('X-API-Key')
    await page.getByLabel('API key').fill(demoUpstreamKey())
    await expectAccessible(page, 'API setting form')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page).toHaveURL(/\/provider\/settings\/api\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: settingName })).toBeVisible()
    // The key is stored, but only ever shown masked.
    await expect(page.getByLabel('API key')).not.toHaveValue(demoUpstreamKey())
    await expectAccessible(page, 'API setting detail')

    await openInApp(page, '/provider/data-management/datasets/add-new-datasets/api')
    await expect(page.getByRole('heading', { name: 'Add API dataset' })).toBeVisible()
    await page.getByLabel(/^Name/).fill(datasetName)
    await page.getByLabel('Short description').fill('Daily weather for Indonesian cities.')
    await page
      .getByLabel(/^Description/)
      .fill('Minimum and maximum temperature, humidity, rainfall and wind for one city and day.')
    await page.getByLabel('Base URL').fill(demoUpstreamBaseUrl(baseURL!))
    await page.getByLabel('Path').fill('/weather/daily')
    await choose(page, 'API setting', settingName)
    await page.getByRole('button', { name: 'Add parameter' }).click()
    await page.getByLabel('Parameter name').fill('city')
    await page.getByLabel('Required').check()
    await page.getByLabel('Parameter description').fill('City name, for example Bandung')

    await page.getByLabel('city (query string)').fill('Bandung')
    await page.getByRole('button', { name: 'Send request' }).click()
    const result = page.getByTestId('datasets-try-result')
    await expect(result).toContainText('HTTP 200')
    await expect(result).toContainText('"city": "Bandung"')
    await expect(page.getByLabel('Response sample')).toHaveValue(/"temperature_max_c":/)
    await expectAccessible(page, 'API dataset form')

    await page.getByRole('button', { name: 'Save and activate' }).click()
    await expect(page).toHaveURL(/\/datasets\/detail\/api\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: datasetName })).toBeVisible()
    await expect(badge(page, 'Active')).toBeVisible()
    await expect(page.getByText(settingName)).toBeVisible()
    const sample = page.getByRole('heading', { name: 'Response sample' }).locator('xpath=..')
    await expect(sample).toContainText('"province": "Jawa Barat"')
    await expect(sample).toContainText('"humidity_percent":')
    await expectAccessible(page, 'API dataset detail')
  })

  test('a provider uploads a CSV, corrects its structure, and publishes then archives a product on it', async ({
    page,
  }) => {
    const suffix = suffixOf()
    // Upload, structure, product form, publish and archive: one long journey through five screens.
    test.slow()
    const datasetName = `Penjualan toko harian ${suffix}`
    const productName = `Data penjualan ritel ${suffix}`
    await openSignedIn(page, accounts.providerOwner, '/provider/data-management/datasets')
    await page.getByRole('button', { name: /Add dataset/ }).click()
    await page.getByRole('menuitem', { name: 'File dataset' }).click()
    await expect(page).toHaveURL(/\/add-new-datasets\/file-based$/)
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `store-sales-${suffix}.csv`, mimeType: 'text/csv', buffer: storeSalesCsv() })
    await page.getByLabel(/^Name/).fill(datasetName)
    await page.getByLabel('Short description').fill('Daily sales per store and category.')
    await page
      .getByLabel(/^Description/)
      .fill('Units sold and revenue of four stores in four provinces, one row per store and day.')
    await page.getByRole('button', { name: 'Save and activate' }).click()

    // The upload lands on the detail screen with the structure the server inferred, and Edit corrects it.
    await expect(page).toHaveURL(/\/datasets\/detail\/file-based\/[0-9a-f-]{36}$/)
    await expect(page.getByText('Uploaded 24 rows. Check the inferred data structure.')).toBeVisible()
    await expect(page.getByTestId('datasets-structure').locator('tbody tr')).toHaveCount(8)
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/datasets\/edit\/file-based\/[0-9a-f-]{36}$/)
    const structure = page.getByTestId('datasets-structure')
    await expect(structure.locator('tbody tr')).toHaveCount(8)
    await expect(page.getByRole('combobox', { name: 'Type of units_sold' })).toHaveValue('Whole number')
    await expect(page.getByRole('combobox', { name: 'Type of store_code' })).toHaveValue('Whole number')

    // A store code is an identifier, not a number; the phone number is personal data.
    await choose(page, 'Type of store_code', 'Text')
    await page.getByLabel('Description of revenue_idr').fill('Gross revenue in rupiah, tax included')
    await page.getByLabel('manager_phone is sensitive').check()
    await expectAccessible(page, 'file dataset edit')
    await page.getByRole('button', { name: 'Save changes' }).click()

    await expect(page).toHaveURL(/\/datasets\/detail\/file-based\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: datasetName })).toBeVisible()
    await expect(page.getByText(/· 24 rows$/)).toBeVisible()
    const savedStructure = page.getByTestId('datasets-structure')
    await expect(savedStructure.getByRole('row', { name: /^store_code Text/ })).toBeVisible()
    await expect(savedStructure.getByRole('row', { name: /^revenue_idr/ })).toContainText(
      'Gross revenue in rupiah, tax included',
    )
    await expect(
      badge(savedStructure.getByRole('row', { name: /^manager_phone/ }), 'Sensitive'),
    ).toBeVisible()
    await expect(badge(savedStructure.getByRole('row', { name: /^units_sold/ }), 'Sensitive')).toHaveCount(0)

    await openInApp(page, '/provider/my-products')
    await page.getByRole('link', { name: /Add product/ }).click()
    await expect(page).toHaveURL(/\/provider\/my-products\/add$/)
    await page.getByLabel('Product name').fill(productName)
    await page.getByLabel('Short description').fill('Daily store sales across four provinces.')
    await page
      .getByLabel(/^Description/)
      .fill('Units sold and revenue per store, category and day, refreshed every morning.')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Retail and e-commerce' }).click()
    await page.keyboard.press('Escape')
    await choose(page, 'Data type', 'File')
    await choose(page, 'Dataset source', datasetName)
    await choose(page, 'Pricing model', 'One-time purchase')
    await expect(page.getByRole('combobox', { name: 'Unit', exact: true })).toHaveValue('Per file')
    await choose(page, 'Delivery method', 'Download')
    await page.getByLabel('Price (Rp)').fill('2500000')
    await expect(page.getByLabel('Use the standard data access agreement')).toBeChecked()
    await page.getByLabel('Contains sensitive data').check()
    await page.getByLabel('Mask sensitive fields').check()
    await page.getByRole('button', { name: 'Save as draft' }).click()

    await expect(page).toHaveURL(/\/provider\/my-products\/detail\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: productName })).toBeVisible()
    await expect(badge(page, 'Draft')).toBeVisible()

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const publishDialog = page.getByRole('dialog', { name: 'Publish this product?' })
    await publishDialog.getByRole('button', { name: 'Publish' }).click()
    await expect(publishDialog).toBeHidden()
    await expect(badge(page, 'Published')).toBeVisible()

    await page.getByRole('button', { name: 'Archive' }).click()
    const archiveDialog = page.getByRole('dialog', { name: 'Archive this product?' })
    await archiveDialog.getByRole('button', { name: 'Archive' }).click()
    await expect(archiveDialog).toBeHidden()
    await expect(badge(page, 'Archived')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Publish again' })).toBeVisible()

    await openInApp(page, '/provider/my-products')
    await expect(page.getByRole('row', { name: new RegExp(productName) })).toContainText(/Archived/i)
  })
})

test.describe('file dataset import', () => {
  test('a CSV with bad rows is imported without them, and a workbook of two sheets is read from the chosen one with its dates', async ({
    page,
  }) => {
    const suffix = suffixOf()
    test.slow()
    await openSignedIn(
      page,
      accounts.providerOwner,
      '/provider/data-management/datasets/add-new-datasets/file-based',
    )
    const csv = [
      'province,commodity,price_idr',
      'Aceh,beras,13500',
      'Bali,beras',
      'Banten,jagung,7200',
      'Jambi,"=cmd",1,2',
      'Papua,gula,17000',
      '',
    ].join('\n')
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `harga-${suffix}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByLabel(/^Name/).fill(`Harga komoditas ${suffix}`)
    await page.getByRole('button', { name: 'Upload as draft' }).click()

    // Every bad row is listed with its reason, the report downloads, and the good rows are imported.
    const badRows = page.getByTestId('file-bad-rows')
    await expect(badRows.getByText('2 rows cannot be read')).toBeVisible()
    await expect(badRows.locator('tbody tr')).toHaveCount(2)
    await expect(badRows.locator('tbody tr').first()).toContainText('has 2 columns, but the header has 3')
    await expectAccessible(page, 'file dataset bad rows')
    const download = page.waitForEvent('download')
    await badRows.getByRole('button', { name: 'Download the report' }).click()
    const report = await download
    expect(report.suggestedFilename()).toBe(`bad-rows-harga-${suffix}.csv`)
    await badRows.getByRole('button', { name: 'Import the good rows' }).click()
    await expect(page).toHaveURL(/\/datasets\/detail\/file-based\/[0-9a-f-]{36}$/)
    await expect(page.getByText('Uploaded 3 rows. Check the inferred data structure.')).toBeVisible()

    // A workbook of two sheets asks which one; its date column arrives as dates.
    const { default: ExcelJS } = await import('exceljs')
    const workbook = new ExcelJS.Workbook()
    workbook.addWorksheet('Catatan').addRow(['catatan'])
    const prices = workbook.addWorksheet('Harga')
    prices.addRow(['province', 'observed_on', 'price_idr'])
    prices.addRow(['Aceh', new Date(Date.UTC(2026, 0, 15)), 13500])
    prices.addRow(['Bali', new Date(Date.UTC(2026, 1, 2)), 13900])
    prices.getColumn(2).numFmt = 'dd/mm/yyyy'
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
    await page.goto('/provider/data-management/datasets/add-new-datasets/file-based')
    await page.locator('input[type="file"]').setInputFiles({
      name: `harga-${suffix}.xlsx`,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    })
    await page.getByLabel(/^Name/).fill(`Harga dari buku kerja ${suffix}`)
    await page.getByRole('button', { name: 'Upload as draft' }).click()
    const sheetChoice = page.getByTestId('file-sheet-choice')
    await expect(sheetChoice.getByText('The workbook has 2 sheets.', { exact: false })).toBeVisible()
    await choose(page, 'Sheet', 'Harga')
    await sheetChoice.getByRole('button', { name: 'Import this sheet' }).click()
    await expect(page).toHaveURL(/\/datasets\/detail\/file-based\/[0-9a-f-]{36}$/)
    const structure = page.getByTestId('datasets-structure')
    await expect(structure.locator('tbody tr')).toHaveCount(3)
    await expect(structure.locator('tbody tr').nth(1)).toContainText('Date')
  })
})

test.describe('consumer data management', () => {
  test('the owner connects a LOCAL storage setting and uploads a data asset that becomes ready', async ({
    page,
  }) => {
    const suffix = suffixOf()
    // Two forms and two results, each checked for accessibility: more than one screen's budget.
    test.slow()
    const storageName = `Folder ekspor ${suffix}`
    const assetName = `Pinjaman per cabang ${suffix}`
    await openSignedIn(page, accounts.consumerOwner, '/consumer/settings/storage')
    await page.getByRole('link', { name: /Add storage setting/ }).click()
    await expect(page).toHaveURL(/\/consumer\/settings\/storage\/add$/)
    await page.getByLabel('Name').fill(storageName)
    await page.getByText('Local (on the server)').click()
    await page.getByLabel('Folder').fill(`exports/e2e-${suffix}`)
    await expectAccessible(page, 'storage setting form')
    await page.getByRole('button', { name: 'Save and test connection' }).click()
    await expect(page).toHaveURL(/\/consumer\/settings\/storage\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: storageName })).toBeVisible()
    await expect(badge(page, 'Connected')).toBeVisible()
    await expectAccessible(page, 'storage setting detail')

    await openInApp(page, '/consumer/data-management/data-assets')
    await page.getByRole('link', { name: 'Add data asset' }).click()
    await expect(page).toHaveURL(/\/data-assets\/add-new-assets$/)
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: `branch-loans-${suffix}.csv`, mimeType: 'text/csv', buffer: branchLoansCsv() })
    await page.getByLabel('Name').fill(assetName)
    await page.getByLabel('Description').fill('Active borrowers and outstanding loans per branch and month.')
    await expectAccessible(page, 'data asset form')
    await page.getByRole('button', { name: 'Upload' }).click()

    // The list opens the new asset in a drawer that follows it from PROCESSING to READY.
    await expect(page).toHaveURL(/\/consumer\/data-management\/data-assets\?asset=[0-9a-f-]{36}$/)
    const drawer = page.getByRole('dialog', { name: assetName })
    await expect(badge(drawer, 'Ready')).toBeVisible({ timeout: 20_000 })
    await expect(drawer.getByText('Header (5 columns)')).toBeVisible()
    await expect(drawer.getByTestId('data-asset-header').locator('.mantine-Badge-root')).toHaveText([
      'branch_id',
      'branch_name',
      'month',
      'active_borrowers',
      'outstanding_idr',
    ])
    await expect(drawer.getByRole('row', { name: /Rows/ })).toContainText('6')
    await expectAccessible(page, 'data asset drawer')
    await expect(page.getByRole('row', { name: new RegExp(assetName) })).toContainText(/Ready/i)
  })
})
