import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { billingDocumentTexts, documentPeriodLabel, formatNpwp } from '@lumbung/contract'
import { pdfText } from '../../apps/server/test/pdf-text'
import { expectAccessible } from '../support/accessibility'
import { accounts, type DemoAccount } from '../support/accounts'
import { openSignedIn, pageSignedInAs, sessionOf } from '../support/api-session'
import { lastMonth } from '../support/billing-periods'
import { saveLanguage } from '../support/language'
import { demoProducts, transactionApiOf } from '../support/transactions'
import { expectHeading } from '../support/page-parts'

// Browsers whose first language is Indonesian: the consumer's admin and the provider's admin have chosen
// no language, so the app opens in Indonesian for them. The consumer's owner, who receives the company's
// invoices, picks Indonesian in the top bar: the invoice's PDF follows that saved choice.
test.use({ locale: 'id-ID' })

// The demo company holds the outlet census already (the seed's purchase), as in the English request
// journey: the request form asks why a second purchase, which its notice and field say in the contract's
// words (English until the contract's texts are translated), so the journey fills the field by its place.

const invoicesPath = '/consumer/billings/billings-history'
const approvalList = '/provider/my-transaction/request-approval'
const purchasedList = '/consumer/my-transaction/purchased-data'
const transactionNoPattern = /TRX-\d{8}-[0-9A-Z]{6}/
const month = lastMonth()
const words = billingDocumentTexts.id

function badge(scope: Locator | Page, text: string): Locator {
  return scope.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${text}$`) })
}

/** Searches a list (its search box is "Cari") for a transaction number and answers its one row. */
async function rowOf(page: Page, transactionNo: string): Promise<Locator> {
  await page.getByRole('textbox', { name: 'Cari', exact: true }).fill(transactionNo)
  await expect(page).toHaveURL(new RegExp(`search=${transactionNo}`))
  await expect(page.locator('.mantine-datatable-loader-fetching')).toHaveCount(0)
  const row = page.getByRole('row', { name: new RegExp(transactionNo) })
  await expect(row).toHaveCount(1)
  return row
}

/** The company's NPWP as its profile holds it (digits only). */
async function npwpOf(request: APIRequestContext, account: DemoAccount): Promise<string> {
  const { access_token: token } = await sessionOf(request, account)
  const response = await request.get('/api/auth/tenant/detail', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { npwp } = ((await response.json()) as { data: { npwp: string | null } }).data
  expect(npwp, `${account.tenant}'s NPWP`).toMatch(/^\d{15,16}$/)
  return npwp!
}

// English again, saved the same way, so the owner reads as the other journeys expect (even after a failure).
test.afterEach(async ({ request }) => saveLanguage(request, accounts.consumerOwner, 'en'))

test('in Bahasa Indonesia, a consumer requests a data product, the provider approves it, and the owner downloads the month’s invoice as an Indonesian PDF with both NPWPs', async ({
  browser,
  request,
}) => {
  // Two companies, eleven screens checked with axe and a PDF: longer than one screen's budget.
  test.setTimeout(150_000)
  const consumerApi = await transactionApiOf(request, accounts.consumerAdmin)
  const productId = await consumerApi.productIdOf(demoProducts.outletCensus)
  await consumerApi.withdrawWaiting(productId)
  const purpose = `Memetakan apotek dan warung di Bekasi dan Depok (${Date.now().toString(36)}).`

  // The consumer's admin finds the product in the marketplace and asks for it.
  const consumer = await pageSignedInAs(accounts.consumerAdmin, '/consumer/marketplace/products')
  await expect(consumer.locator('html')).toHaveAttribute('lang', 'id')
  await expectHeading(consumer, 'Produk', 1)
  await expect(consumer.getByRole('link', { name: 'Data yang Dibeli' })).toBeVisible()
  await consumer.getByRole('textbox', { name: 'Cari produk' }).fill('outlet')
  await consumer.getByRole('button', { name: 'Cari', exact: true }).click()
  await expect(consumer).toHaveURL(/[?&]search=outlet(&|$)/)
  const card = consumer.getByRole('link', { name: demoProducts.outletCensus, exact: true })
  await expect(card).toBeVisible()
  await expectAccessible(consumer, 'marketplace in Indonesian')
  await card.click()
  await expectHeading(consumer, demoProducts.outletCensus, 1)
  await expectHeading(consumer, 'Deskripsi', 2)
  await expectAccessible(consumer, 'marketplace product in Indonesian')
  await consumer.getByRole('link', { name: 'Ajukan permintaan', exact: true }).click()

  await expect(consumer).toHaveURL(new RegExp(`/consumer/marketplace/products/${productId}/request$`))
  await expectHeading(consumer, 'Minta produk', 1)
  await consumer
    .getByTestId('live-purchase-notice')
    .locator('xpath=following-sibling::*[1]')
    .getByRole('textbox')
    .fill('Cabang Depok kami merencanakan pembukaan gerai sendiri dan memerlukan salinannya sendiri.')
  await consumer.getByRole('textbox', { name: 'Tujuan penggunaan' }).fill(purpose)
  await consumer
    .getByRole('checkbox', {
      name: 'Saya telah membaca dan menyetujui perjanjian akses data atas nama perusahaan saya.',
    })
    .check()
  await expectAccessible(consumer, 'request form in Indonesian')
  await consumer.getByRole('button', { name: 'Kirim permintaan' }).click()

  await expect(consumer).toHaveURL(
    new RegExp(`/consumer/my-transaction/my-request/detail/${transactionNoPattern.source}$`),
  )
  const transactionNo = transactionNoPattern.exec(consumer.url())![0]
  await expectHeading(consumer, demoProducts.outletCensus, 1)
  await expect(badge(consumer.getByRole('main'), 'Menunggu persetujuan')).toBeVisible()
  await expect(consumer.getByRole('button', { name: 'Tarik' })).toBeVisible()
  await expect(consumer.getByText(purpose)).toBeVisible()
  await expect(
    consumer.getByRole('main').getByRole('link', { name: 'Permintaan saya', exact: true }),
  ).toBeVisible()
  await expectAccessible(consumer, 'request detail in Indonesian')

  // The provider's admin finds the request among those waiting and approves it.
  const provider = await pageSignedInAs(accounts.providerAdmin, approvalList)
  await expectHeading(provider, 'Persetujuan permintaan', 1)
  const waiting = await rowOf(provider, transactionNo)
  await expect(waiting).toContainText(accounts.consumerAdmin.tenant)
  await expect(badge(waiting, 'Menunggu persetujuan')).toBeVisible()
  await expect(provider.getByRole('button', { name: 'Halaman berikutnya' })).toBeVisible()
  await expectAccessible(provider, 'request approval list in Indonesian')
  await waiting.getByRole('link', { name: transactionNo }).click()
  await expect(provider).toHaveURL(new RegExp(`${approvalList}/detail/${transactionNo}$`))
  await expectHeading(provider, demoProducts.outletCensus, 1)
  await expectHeading(provider, 'Perusahaan pemohon', 2)
  await expect(provider.getByText(purpose)).toBeVisible()
  await expect(
    provider.getByRole('main').getByRole('link', { name: 'Persetujuan permintaan', exact: true }),
  ).toBeVisible()
  await expectAccessible(provider, 'approval detail in Indonesian')
  await provider.getByRole('button', { name: 'Setujui', exact: true }).click()
  const approveDialog = provider.getByRole('dialog', { name: 'Setujui permintaan ini?' })
  await expect(approveDialog).toContainText(accounts.consumerAdmin.tenant)
  await expect(approveDialog.getByRole('button', { name: 'Tutup' })).toBeVisible()
  await expectAccessible(provider, 'approve dialog in Indonesian')
  await approveDialog.getByRole('button', { name: 'Setujui', exact: true }).click()
  await expect(approveDialog).toBeHidden()
  await expect(provider.getByText('Permintaan telah disetujui')).toBeVisible()
  await expect(badge(provider.getByRole('main'), 'Disetujui').first()).toBeVisible()
  await expect(provider.getByRole('button', { name: 'Setujui', exact: true })).toHaveCount(0)

  // The consumer finds the purchase among its purchased data and opens it.
  await consumer.getByRole('link', { name: 'Data yang Dibeli' }).click()
  await expectHeading(consumer, 'Data yang dibeli', 1)
  const purchase = await rowOf(consumer, transactionNo)
  await expect(purchase).toContainText(demoProducts.outletCensus)
  await expect(purchase).toContainText('Aktif')
  await expectAccessible(consumer, 'purchased data in Indonesian')
  await purchase.getByRole('link').click()
  await expect(consumer).toHaveURL(new RegExp(`${purchasedList}/${transactionNo}$`))
  await expectHeading(consumer, demoProducts.outletCensus, 1)
  await expectHeading(consumer, 'Unduh', 2)
  await expect(consumer.getByRole('button', { name: /^Unduh .+\.csv$/ })).toBeVisible()
  await expect(consumer.getByRole('button', { name: 'Unduh profil Delta Sharing' })).toBeVisible()
  await expect(consumer.getByRole('tablist', { name: 'Cara memakainya' })).toBeVisible()
  await expectAccessible(consumer, 'purchased detail in Indonesian')

  // Last month is closed (the seed closed it already; closing again issues nothing new): its invoice is
  // issued, and mailed to the company's owner.
  const operator = await sessionOf(request, accounts.operator)
  const closed = await request.post('/api/operator/billing/month-close', {
    headers: { authorization: `Bearer ${operator.access_token}` },
    data: { period: month.period },
  })
  expect(closed.ok(), await closed.text()).toBe(true)
  const [sellerNpwp, buyerNpwp] = await Promise.all([
    npwpOf(request, accounts.operator),
    npwpOf(request, accounts.consumerOwner),
  ])

  // The owner reads English until choosing Bahasa Indonesia in the top bar, which the account keeps.
  const owner = await (await browser.newContext({ locale: 'en-US' })).newPage()
  await openSignedIn(owner, accounts.consumerOwner, invoicesPath)
  await expectHeading(owner, 'Billings history', 1)
  const saved = owner.waitForResponse(
    (response) => response.url().endsWith('/api/auth/user/language') && response.ok(),
  )
  await owner.getByRole('combobox', { name: 'Language' }).selectOption('id')
  await saved
  await expect(owner.locator('html')).toHaveAttribute('lang', 'id')
  await expectHeading(owner, 'Riwayat tagihan', 1)
  const monthLabel = documentPeriodLabel(words, month.period)
  const listed = owner.locator('table tbody tr').filter({ hasText: monthLabel })
  await expect(listed).toContainText(new RegExp(`INV-${month.period.replace('-', '')}-\\d{4}`))
  const invoiceNo = /INV-\d{6}-\d{4}/.exec((await listed.textContent()) ?? '')![0]
  const total = ((await listed.locator('td').nth(2).textContent()) ?? '').trim()
  expect(total).toMatch(/^Rp [\d.]+$/)
  // The billing journey may have recorded the payment already: the invoice is then paid.
  await expect(listed).toContainText(/Diterbitkan|Lunas/)
  const isPaid = (await listed.textContent())!.includes('Lunas')
  await expectAccessible(owner, 'billings history in Indonesian')

  await listed.getByRole('link', { name: monthLabel }).click()
  await expect(owner).toHaveURL(`${invoicesPath}?period=${month.period}`)
  await expectHeading(owner, `Faktur ${invoiceNo}`, 2)
  const lines = owner.getByRole('table', { name: `Rincian ${invoiceNo}` })
  await expect(lines.getByRole('rowheader', { name: 'Subtotal', exact: true })).toBeVisible()
  await expect(lines.getByRole('rowheader', { name: /^PPN 11 %$/ })).toBeVisible()
  await expectAccessible(owner, 'invoice in Indonesian')

  const downloading = owner.waitForEvent('download')
  await owner.getByRole('button', { name: 'Unduh PDF' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`)
  const text = pdfText(await readFile((await download.path())!))
  expect(text).toContain(words.invoiceTitle(invoiceNo))
  expect(text).toContain(words.seller.toUpperCase())
  expect(text).toContain(words.buyer.toUpperCase())
  expect(text).toContain(accounts.consumerOwner.tenant)
  expect(text).toContain(`${words.npwp}: ${formatNpwp(sellerNpwp)}`)
  expect(text).toContain(`${words.npwp}: ${formatNpwp(buyerNpwp)}`)
  expect(text).toContain(`${words.invoiceNo}: ${invoiceNo}`)
  expect(text).toContain(`${words.month}: ${monthLabel}`)
  expect(text).toContain(words.vatBase)
  expect(text).toContain(words.vat(11))
  expect(text).toMatch(new RegExp(`${words.due}: \\d{2}/\\d{2}/\\d{4}`))
  if (isPaid) {
    // A paid invoice says when it was paid instead of how to pay.
    expect(text).toMatch(new RegExp(`${words.paid}: \\d{2}/\\d{2}/\\d{4}`))
  } else {
    // How to pay: the amount, by when and with which reference, to the platform's bank account.
    const dueDate = new RegExp(`${words.due}: (\\d{2}/\\d{2}/\\d{4})`).exec(text)![1]!
    expect(text).toContain(words.howToPay)
    expect(text).toContain(words.payInstruction({ total, dueDate, invoiceNo }))
    expect(text).toMatch(new RegExp(`${words.bank}: \\S+`))
    expect(text).toMatch(new RegExp(`${words.accountNumber}: \\d+`))
  }
  expect(text).not.toContain(billingDocumentTexts.en.buyer.toUpperCase())
  expect(text).not.toContain(billingDocumentTexts.en.vatBase)
})
