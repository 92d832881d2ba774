import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { purchaseOf } from '../support/delivery'
import { chooseIn, dataDeliveryPath, factOf, fileDeliveryApiOf } from '../support/file-delivery'
import { demoProducts } from '../support/transactions'

// The journey delivers the demo rice subscription into a folder of its own in the demo delivery folder:
// it adds a delivery and a file, and changes nothing another journey relies on.

const deliveryFolder = 'Local delivery folder'

test.describe('delivery to cloud storage', () => {
  test('the consumer admin delivers a purchased file into its storage and reads the receipt', async ({
    page,
    request,
  }) => {
    const path = `journeys/rice-${Date.now().toString(36)}`
    const { transaction_no: transactionNo } = await purchaseOf(
      request,
      accounts.consumerAdmin,
      demoProducts.ricePrices,
    )
    const consumerApi = await fileDeliveryApiOf(request, accounts.consumerAdmin)
    const file = await consumerApi.downloadInfo(transactionNo)

    await openSignedIn(page, accounts.consumerAdmin, dataDeliveryPath)
    await expect(page.getByRole('heading', { name: 'Data delivery', level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('Data delivery · Lumbung')
    await expect(page.getByRole('heading', { name: 'Auto-delivery', level: 2 })).toBeVisible()

    await page.getByRole('button', { name: 'New delivery' }).click()
    const form = page.getByRole('dialog', { name: 'New delivery' })
    await chooseIn(page, form, 'Purchase', new RegExp(`\\(${transactionNo}\\)$`))
    await expect(form).toContainText(`Sends ${file.file_name}`)
    await chooseIn(page, form, 'Storage setting', new RegExp(`^${deliveryFolder} \\(`))
    await form.getByRole('textbox', { name: 'Path' }).fill(path)
    await expectAccessible(page, 'new delivery dialog')
    const [proceeded] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/data-delivery/proceed')),
      form.getByRole('button', { name: 'Start delivery' }).click(),
    ])
    // The server answers at once with the delivery waiting for its job; the list follows it to the end.
    expect(((await proceeded.json()) as { data: { status: string } }).data.status).toBe('QUEUED')
    await expect(form).toBeHidden()
    await expect(page.getByRole('alert').filter({ hasText: 'Delivery queued' })).toBeVisible()

    const objectPath = `${path}/${file.file_name}`
    const row = page.getByRole('row', { name: new RegExp(objectPath) })
    await expect(row).toContainText(demoProducts.ricePrices)
    await expect(row).toContainText(`${transactionNo} · v${file.version_no}`)
    await expect(row).toContainText(deliveryFolder)
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible()

    // The row opens its receipt from the keyboard as well as with a click: its first cell is a button.
    await row.getByRole('button').first().press('Enter')
    const receipt = page.getByRole('dialog', { name: `${demoProducts.ricePrices} · v${file.version_no}` })
    await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible()
    await expect(factOf(receipt, 'Delivered')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} WIB$/)
    await expect(receipt.getByText(new RegExp(`^local://.+/${objectPath}$`))).toBeVisible()
    await expect(factOf(receipt, 'Rows')).toHaveText(file.row_count.toLocaleString('id-ID'))
    await expect(factOf(receipt, 'Storage setting')).toHaveText(deliveryFolder)
    // The copy is the purchased file, byte for byte.
    await expect(receipt.getByText(file.sha256, { exact: true })).toBeVisible()
    await expectAccessible(page, 'delivery receipt')
    await receipt.getByRole('button', { name: 'Close' }).click()
    await expect(receipt).toBeHidden()

    // And it is there, in the company's folder, beside nothing else of this journey.
    const { storage_settings: settings } = await consumerApi.options()
    const folder = settings.find((setting) => setting.name === deliveryFolder)!
    // The storage settings are the owner's: the admin may deliver into them, not look inside.
    const ownerApi = await fileDeliveryApiOf(request, accounts.consumerOwner)
    expect(await ownerApi.filesIn(folder.id, folder.bucket, path)).toEqual([objectPath])
  })
})
