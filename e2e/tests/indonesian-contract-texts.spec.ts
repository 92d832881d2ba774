import { expect, test } from '../support/test'
import { formatDate, privacyBudgetMonthOf } from '@lumbung/contract'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { purchasedDetail, purchaseOf } from '../support/delivery'
import { demoProducts } from '../support/transactions'

// A browser whose first language is Indonesian: the consumer's and the provider's admins have chosen no
// language, so the app opens in Indonesian for them. The journeys only read; nothing is changed (a file
// with a bad row is refused and not kept until its provider chooses).
test.use({ locale: 'id-ID' })

test.describe('the contract’s screen words in Bahasa Indonesia', () => {
  test('a secret-share purchase states its privacy budget, and an API purchase offers its key, in Indonesian', async ({
    page,
    request,
  }) => {
    const spending = await purchaseOf(request, accounts.consumerAdmin, demoProducts.spending)
    await openSignedIn(page, accounts.consumerAdmin, purchasedDetail(spending.transaction_no))
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    await expect(page.getByRole('heading', { name: 'Anggaran privasi', exact: true })).toBeVisible()
    const renewsOn = formatDate(privacyBudgetMonthOf(new Date()).renewsOn, '—', { language: 'id' })
    const budget = page.getByTestId('privacy-budget')
    await expect(budget).toContainText(`Diperbarui pada ${renewsOn}`)
    await expect(budget).toContainText(/Terpakai\s*\d+\.\d{3}/)
    await expect(page.getByRole('combobox', { name: 'Biaya privasi kueri ini' })).toBeVisible()
    await expect(page.getByText(/^Sebuah kueri memakai \d+\.\d{3} dari anggaran/)).toBeVisible()
    await expectAccessible(page, 'secret-share purchase in Indonesian')

    const nikPhone = await purchaseOf(request, accounts.consumerAdmin, demoProducts.nikPhone)
    await page.goto(purchasedDetail(nikPhone.transaction_no))
    const panel = page.getByTestId('purchased-key-panel')
    await expect(panel.getByRole('heading', { name: 'Kunci API Anda' })).toBeVisible()
    await expect(panel.getByRole('textbox', { name: 'Label' })).toHaveValue(
      `Integrasi ${demoProducts.nikPhone}`,
    )
    await expect(panel.getByRole('button', { name: 'Buat kunci API' })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Kelola kunci di Akun Saya' })).toBeVisible()
  })

  test("a provider reads its secret-share product's monthly privacy budget in Indonesian", async ({
    page,
    request,
  }) => {
    const { product_id: productId } = await purchaseOf(request, accounts.consumerAdmin, demoProducts.spending)
    await openSignedIn(page, accounts.providerAdmin, `/provider/my-products/detail/${productId}`)
    const section = page.locator('.mantine-Paper-root').filter({
      has: page.getByRole('heading', { name: 'Anggaran privasi bulanan per perusahaan pembeli' }),
    })
    await expect(section.getByText(/^ε = \d+\.\d{2} pada δ = 10⁻⁶$/)).toBeVisible()
    // Whether a buyer has queried yet this month depends on the journeys run before.
    await expect(
      section
        .getByRole('table', { name: 'Pemakaian pembeli bulan ini' })
        .or(section.getByText('Belum ada pembeli yang menggunakan produk ini bulan ini.')),
    ).toBeVisible()
    await expect(section).toContainText('Diperbarui pada')
    await expectAccessible(page, 'provider product detail with its privacy budget in Indonesian')
  })

  test("a provider's CSV with a bad row or an unclosed quote reads its reason in Indonesian", async ({
    page,
  }) => {
    await openSignedIn(
      page,
      accounts.providerAdmin,
      '/provider/data-management/datasets/add-new-datasets/file-based',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    const upload = async (name: string, lines: string[]) => {
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from([...lines, ''].join('\n')) })
      await page.getByRole('button', { name: 'Unggah sebagai draf' }).click()
    }
    await page.getByLabel(/^Nama/).first().fill('Harga beras bermasalah')
    await upload('harga-bermasalah.csv', ['province,commodity,price_idr', 'Aceh,beras,13500', 'Bali,beras'])
    const badRows = page.getByTestId('file-bad-rows')
    await expect(badRows.getByText('1 baris tidak dapat dibaca')).toBeVisible()
    await expect(badRows.locator('tbody tr').first()).toContainText(
      '3memiliki 2 kolom, sedangkan baris judul memiliki 3 kolom',
    )
    await expectAccessible(page, 'file dataset bad rows in Indonesian')

    // A quote that never closes leaves nothing after it to read: the file is refused at its row.
    await upload('kutip-terbuka.csv', [
      'province,commodity,price_idr',
      'Aceh,"beras,13500',
      'Bali,beras,13900',
    ])
    await expect(
      page.getByText('Baris 2: nilai bertanda kutip dibuka di baris ini dan tidak pernah ditutup'),
    ).toBeVisible()
  })
})
