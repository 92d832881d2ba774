import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { saveLanguage } from '../support/language'
import { expectHeading } from '../support/page-parts'

// A browser whose first language is Indonesian: the app opens in Indonesian without anyone choosing.
test.use({ locale: 'id-ID' })

test.describe('a company that works in Bahasa Indonesia', () => {
  test.setTimeout(180_000)
  // The demo owner's saved choice back at English, even after a failure, as the other journeys expect.
  test.afterEach(async ({ request }) => saveLanguage(request, accounts.consumerOwner, 'en'))

  test("a verified company's owner manages users and storage in Indonesian", async ({ page, request }) => {
    // Another journey may have left the owner's choice at English, which wins over the browser's language.
    await saveLanguage(request, accounts.consumerOwner, 'id')
    await openSignedIn(page, accounts.consumerOwner, '/manage-users')
    await expectHeading(page, 'Kelola pengguna')
    await expect(page.getByRole('link', { name: 'Undang pengguna' })).toBeVisible()
    await expect(page.getByText('Pemilik', { exact: true }).first()).toBeVisible()
    await expectAccessible(page, 'manage users in Indonesian')

    await page.getByRole('link', { name: 'Undang pengguna' }).click()
    await expectHeading(page, 'Undang pengguna')
    await page.getByRole('combobox', { name: 'Peran aplikasi' }).click()
    await expect(page.getByRole('option', { name: 'Anggota', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: 'Kirim undangan' })).toBeVisible()
    await expectAccessible(page, 'invite user in Indonesian')

    await page.goto('/consumer/settings/storage')
    await expectHeading(page, 'Pengaturan penyimpanan')
    await expectAccessible(page, 'storage settings in Indonesian')
    await page.getByRole('link', { name: 'Tambah pengaturan penyimpanan' }).click()
    await expectHeading(page, 'Tambah pengaturan penyimpanan')
    await expect(page.getByRole('button', { name: 'Simpan dan uji koneksi' })).toBeVisible()
    await expectAccessible(page, 'add storage setting in Indonesian')
  })
})
