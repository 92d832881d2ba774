import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { uniqueCompany } from '../support/company'
import { waitForMail } from '../support/mailbox'
import { pathOf } from '../support/session'
import { chooseOption, expectHeading } from '../support/page-parts'

// A browser whose first language is Indonesian: the app opens in Indonesian without anyone choosing.
test.use({ locale: 'id-ID' })

// Only the browser's language is Indonesian here: no account's saved choice changes, so these run beside
// the other journeys (the owner's saved choice is indonesian.spec.ts's, after them).
test.describe('a company that works in Bahasa Indonesia', () => {
  test.setTimeout(180_000)

  test('signs up, verifies its email, signs in and reads its account and company screens in Indonesian', async ({
    page,
  }) => {
    const company = uniqueCompany('bahasa')

    await page.goto('/signup')
    await expect(page.locator('html')).toHaveAttribute('lang', 'id')
    await expectHeading(page, 'Tentang Anda')
    await expectAccessible(page, 'signup in Indonesian')
    await page.getByLabel('Nama lengkap').fill(company.fullName)
    await page.getByLabel('Jabatan').fill('Kepala Data')
    await page.getByLabel('Email').fill(company.email)
    await page.getByLabel('Nomor telepon').fill('81234500088')
    await page.getByLabel('Kata sandi', { exact: true }).fill(company.password)
    await page.getByLabel('Konfirmasi kata sandi').fill(company.password)
    await page.getByLabel('Nama resmi perusahaan').fill(company.legalName)
    // The industries and sizes are the server's reference lists, named in the page's language.
    await chooseOption(page, 'Industri', 'Pertanian, Kehutanan, dan Perikanan')
    await chooseOption(page, 'Ukuran perusahaan', '1-10 karyawan')
    await page.getByRole('button', { name: 'Buat akun' }).click()
    await expect(page).toHaveURL(/\/thank-you\/signup$/)
    await expectHeading(page, 'Terima kasih telah mendaftar')
    await expect(page.getByRole('link', { name: 'Lanjut ke halaman masuk' })).toBeVisible()
    await expectAccessible(page, 'thank-you after signup in Indonesian')

    // The verification mail, opened from the development mailbox, which speaks Indonesian too.
    await waitForMail(page.request, company.email, (message) => message.text.includes('/email-verification'))
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(company.email)}`)
    await expect(page.getByTestId('mail-subject')).toBeVisible()
    await page.getByRole('tab', { name: 'Teks biasa' }).click()
    await page
      .getByTestId('mail-text')
      .getByRole('link', { name: /\/email-verification\?token=/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/thank-you\/verification$/)
    await expectHeading(page, 'Email Anda telah diverifikasi')
    await expectAccessible(page, 'thank-you after verification in Indonesian')

    // Signing in through the form, in Indonesian.
    await page.goto('/login')
    await expectHeading(page, 'Masuk')
    await page.getByLabel('Email').fill(company.email)
    await page.getByLabel('Kata sandi', { exact: true }).fill(company.password)
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page.getByRole('button', { name: 'Menu akun' })).toBeVisible()

    // A company not verified yet lands on its "Get verified" steps.
    const checklist = page.getByTestId('get-verified-checklist')
    await expect(checklist.getByRole('heading', { name: 'Langkah verifikasi' })).toBeVisible()
    await expect(checklist).toContainText('1 dari 4 langkah selesai')
    await expect(checklist.getByRole('link', { name: 'Isi data perusahaan' })).toBeVisible()

    await page.goto('/my-account/account')
    await expectHeading(page, 'Akun saya')
    await expect(page.getByRole('tab', { name: 'Perusahaan' })).toBeVisible()
    await expect(page.getByText('Email terverifikasi')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ubah kata sandi' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Kirim tautan konfirmasi' })).toBeVisible()
    await expectAccessible(page, 'my account in Indonesian')

    await page.getByRole('tab', { name: 'Perusahaan' }).click()
    await expect.poll(() => pathOf(page)).toBe('/my-account/company-info')
    await expectHeading(page, 'Info perusahaan')
    await expectHeading(page, 'Data perusahaan')
    await expect(page.getByTestId('verification-status')).toHaveText('Belum diverifikasi')
    await expect(page.getByLabel('NPWP perusahaan', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ajukan verifikasi' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Simpan perubahan' })).toBeVisible()
    await expectHeading(page, 'Kunci API')
    await expectAccessible(page, 'company info in Indonesian')

    await page.goto('/subscription')
    await expectHeading(page, 'Langganan')
    await expect(page.getByRole('link', { name: 'Menjadi penyedia' })).toBeVisible()
    await expectAccessible(page, 'subscription in Indonesian')
    await page.getByRole('link', { name: 'Menjadi penyedia' }).click()
    await expect(page.getByText('Verifikasi perusahaan Anda terlebih dahulu')).toBeVisible()
    await expectAccessible(page, 'provider subscription in Indonesian')
  })

  test("tells what a field needs and why a sign-in is refused in Indonesian, from the form's own check and from the server", async ({
    page,
  }) => {
    // The sign-in form's own check, before anyone is signed in.
    await page.goto('/login')
    await expectHeading(page, 'Masuk')
    await page.getByRole('button', { name: 'Masuk' }).click()
    await expect(page.getByText('Email wajib diisi')).toBeVisible()
    await expect(page.getByText('Kata sandi wajib diisi')).toBeVisible()
    await expect(page.getByText(/can not be empty/)).toHaveCount(0)

    // The server's refusal, in the page's language. The server gives one answer to every refusal; an
    // address no account has keeps it out of the demo company's audit trail, which another journey reads.
    await page.getByLabel('Email').fill(uniqueCompany('nobody').email)
    await page.getByLabel('Kata sandi', { exact: true }).fill('Bukan-Sandinya-1!')
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'))
    await page.getByRole('button', { name: 'Masuk' }).click()
    expect((await refused).status()).toBe(401)
    await expect(page.getByTestId('login-error')).toHaveText('Email atau kata sandi salah')
    await expect(page.getByText('Email or password is incorrect')).toHaveCount(0)
    await expectAccessible(page, 'sign-in refused in Indonesian')

    // A form checked with the contract's schema: the change of password, sent empty.
    await openSignedIn(page, accounts.consumerAdmin, '/my-account/account')
    await expectHeading(page, 'Akun saya')
    const change = page.locator('form').filter({ has: page.getByLabel('Kata sandi lama') })
    await change.getByRole('button', { name: 'Ubah kata sandi' }).click()
    await expect(change.getByText('Kata sandi lama wajib diisi')).toBeVisible()
    await expect(change.getByText('Konfirmasi kata sandi wajib diisi')).toBeVisible()
    await expectAccessible(page, 'field errors in Indonesian')

    // The server's own answer about a field: an old password that is not the account's. Being wrong, it
    // changes nothing.
    await change.getByLabel('Kata sandi lama').fill('Bukan-Sandinya-1!')
    await change.getByLabel('Kata sandi', { exact: true }).fill('Sandi-Baru-123!')
    await change.getByLabel('Konfirmasi kata sandi').fill('Sandi-Baru-123!')
    const answer = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/user/change-password'),
    )
    await change.getByRole('button', { name: 'Ubah kata sandi' }).click()
    expect((await answer).status()).toBe(422)
    await expect(change.getByText('Kata sandi lama salah')).toBeVisible()
    await expect(change.getByText('Old password is incorrect')).toHaveCount(0)
  })

  test("the operator reads a company's industry, size, statuses, NPWP and dates in Indonesian, with no English label left", async ({
    page,
  }) => {
    await openSignedIn(page, accounts.operator, '/operator/tenants?search=PT%20Konsumen%20Maju')
    await page.getByRole('link', { name: /^PT Konsumen Maju/ }).click()
    await expectHeading(page, 'PT Konsumen Maju')
    await expectHeading(page, 'Data perusahaan')
    await expect(page.getByText('Jasa Keuangan', { exact: true })).toBeVisible()
    await expect(page.getByText('201-500 karyawan', { exact: true })).toBeVisible()
    await expect(page.getByText('NPWP', { exact: true })).toBeVisible()
    await expect(page.getByText('0017654321428000', { exact: true })).toBeVisible()
    await expect(page.getByText('Terverifikasi', { exact: true }).first()).toBeVisible()
    await expect(page.getByTestId('tenant-users')).toContainText('Pemilik')
    await expect(page.getByTestId('tenant-users')).toContainText('Aktif')

    const text = await page.locator('main').innerText()
    // Dates name their month in Indonesian, day first; no month is written the English way.
    expect(text).toMatch(/\b\d{1,2} (Jan|Feb|Mar|Apr|Mei|Jun|Jul|Agu|Sep|Okt|Nov|Des) \d{4}\b/)
    expect(text).not.toMatch(/\b\d{1,2} (May|Aug|Sept|Oct|Dec) \d{4}\b/)
    // None of the contract's English labels for what this screen shows is left.
    expect(text).not.toMatch(
      /\b(Financial Services|employees|Verified|Unverified|Pending|Rejected|Owner|Member|Active|Deactivated|Invited|Consumer|Provider)\b/,
    )
    await expectAccessible(page, 'operator company view in Indonesian')
  })
})
