import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn, pageSignedInAs, sessionOf } from '../support/api-session'
import { lastMonth } from '../support/billing-periods'
import { callGateway, namedKeyOf } from '../support/delivery'
import { factOf } from '../support/file-delivery'
import { waitForMail } from '../support/mailbox'
import { demoProducts, transactionApiOf } from '../support/transactions'

// The seed writes three months of demo usage before the running one (apps/server/src/seed/demo-usage.ts)
// and closes them as the month close would have (demo-billing.ts): last month is issued and awaits
// payment, its invoice mailed. Closing it again from the operator's screen changes nothing, so the
// journey finds that invoice, and pays it only if it is still unpaid.

const month = lastMonth()
const invoicesPath = '/consumer/billings/billings-history'
const settlementsPath = '/provider/billings/settlement-history'

/** 'Rp 1.234.567' (or '-Rp 1.000') → 1234567 (or -1000). */
function rupiahOf(text: string | null): number {
  const digits = Number((text ?? '').replace(/[^\d]/g, ''))
  return (text ?? '').trim().startsWith('-') ? -digits : digits
}

/** A whole count as the screens print it ('1.234'). */
const countOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''))

/** The amount in the footer row of a money-lines table whose label starts with `label`. */
async function totalOf(scope: Locator, label: string | RegExp): Promise<number> {
  const row = scope.locator('tfoot tr').filter({ has: scope.page().getByRole('rowheader', { name: label }) })
  return rupiahOf(await row.locator('td').last().textContent())
}

/** A page of its own (a browser context of its own) signed in as the account. */

/**
 * The transaction history lists at least one row and every row's cell in the `column`th column (from 1)
 * passes: polled, as the screen may still show the page it replaces while it loads.
 */
async function expectEveryRow(page: Page, column: number, passes: (cell: string) => boolean, what: string) {
  await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible()
  await expect
    .poll(
      async () => {
        const cells = await page.locator(`table tbody tr td:nth-child(${column})`).allTextContents()
        return cells.length > 0 && cells.every(passes)
      },
      { message: what },
    )
    .toBe(true)
}

/** The status badge beside a billing document's title. */
function statusBadge(page: Page): Locator {
  return page.getByRole('main').locator('.mantine-Badge-root').first()
}

/** A data-table's row whose text matches. */
function rowOf(page: Page, text: string | RegExp): Locator {
  return page.locator('table tbody tr').filter({ hasText: text })
}

test.describe('billing journeys', () => {
  test('closing last month invoices the consumer, settles the provider, mails the PDF and takes the payment', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)

    // The three companies sign in side by side: a sign-in mostly waits on the server.
    const [consumer, provider] = await Promise.all([
      pageSignedInAs(accounts.consumerOwner, invoicesPath),
      pageSignedInAs(accounts.providerOwner, settlementsPath),
      openSignedIn(page, accounts.operator, '/operator/billing'),
    ])

    // The operator closes last month from the billing screen: it was closed already, nothing new.
    await expect(page.getByRole('heading', { name: 'Invoices and settlements' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(month.label)
    await page.getByRole('button', { name: 'Close month now' }).click()
    const closeDialog = page.getByRole('dialog', { name: `Close ${month.label}` })
    await closeDialog.getByRole('button', { name: 'Close month' }).click()
    await expect(page.getByText(/\d+ invoices issued, \d+ settlements made/)).toBeVisible()
    await expect(closeDialog).toBeHidden()
    const operatorInvoice = rowOf(page, accounts.consumerOwner.tenant)
    await expect(operatorInvoice).toContainText(new RegExp(`INV-${month.period.replace('-', '')}-\\d{4}`))
    const invoiceNo = /INV-\d{6}-\d{4}/.exec((await operatorInvoice.textContent()) ?? '')![0]
    await expectAccessible(page, 'operator billing')

    // The consumer's owner finds it issued, opens it and downloads its PDF.
    await consumer.reload()
    await expect(consumer.getByRole('heading', { name: 'Billings history' })).toBeVisible()
    const listed = rowOf(consumer, invoiceNo)
    await expect(listed).toContainText(month.label)
    await expect(listed).toContainText('Issued')
    const listedTotal = rupiahOf(await listed.locator('td').nth(2).textContent())
    expect(listedTotal).toBeGreaterThan(0)
    await expectAccessible(consumer, 'billings history')
    await listed.getByRole('link', { name: month.label }).click()
    await expect(consumer).toHaveURL(`${invoicesPath}?period=${month.period}`)
    await expect(consumer.getByRole('heading', { name: `Invoice ${invoiceNo}` })).toBeVisible()
    await expect(statusBadge(consumer)).toHaveText('Issued')
    const lines = consumer.getByRole('table', { name: `Lines of ${invoiceNo}` })
    await expect(lines.locator('tbody tr').first()).toContainText('PT Data Nusantara')
    const subtotal = await totalOf(lines, 'Subtotal')
    const vat = await totalOf(lines, /^VAT \(PPN\) 11 %$/)
    const total = await totalOf(lines, 'Total')
    // VAT is 11 % of the subtotal, rounded once, half up; the lines add up to the total.
    expect(vat).toBe(Math.round((subtotal * 11) / 100))
    expect(total).toBe(subtotal + vat)
    expect(total).toBe(listedTotal)
    let lineSum = 0
    for (const amount of await lines.locator('tbody tr td:last-child').allTextContents()) {
      lineSum += rupiahOf(amount)
    }
    expect(lineSum).toBe(subtotal)
    await expectAccessible(consumer, 'invoice detail')
    const downloading = consumer.waitForEvent('download')
    await consumer.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${invoiceNo}.pdf`)
    const pdf = await readFile((await download.path())!)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')

    // The provider's owner sees the month's settlement: gross, the 10 % fee and the net.
    await provider.reload()
    await expect(provider.getByRole('heading', { name: 'Settlement history' })).toBeVisible()
    const settlement = rowOf(provider, month.label)
    await expect(settlement).toContainText(/Pending|Paid/)
    const [gross, fee, net] = (await settlement.locator('td').allTextContents()).slice(1, 4).map(rupiahOf)
    expect(gross).toBeGreaterThanOrEqual(subtotal)
    expect(fee).toBe(Math.round(gross! / 10))
    expect(net).toBe(gross! - fee!)
    await expectAccessible(provider, 'settlement history')
    await settlement.getByRole('link', { name: month.label }).click()
    await expect(provider).toHaveURL(`${settlementsPath}?period=${month.period}`)
    const settlementLines = provider.locator('table').filter({ has: provider.getByText('Net paid out') })
    expect(await totalOf(settlementLines, 'Gross')).toBe(gross)
    expect(await totalOf(settlementLines, /^Platform fee/)).toBe(-fee!)
    expect(await totalOf(settlementLines, 'Net paid out')).toBe(net)
    await expectAccessible(provider, 'settlement detail')

    // The owner was mailed the invoice with its PDF attached.
    const mail = await waitForMail(request, accounts.consumerOwner.email, (message) =>
      message.subject.includes(invoiceNo),
    )
    expect(mail.subject).toBe(`Invoice ${invoiceNo} for ${month.label}`)
    expect(mail.attachments).toEqual([{ filename: `${invoiceNo}.pdf`, content_type: 'application/pdf' }])
    await consumer.goto(`/dev/mailbox?to=${encodeURIComponent(accounts.consumerOwner.email)}`)
    await consumer.getByTestId('mailbox-item').filter({ hasText: invoiceNo }).click()
    await expect(consumer.getByTestId('mail-subject')).toHaveText(mail.subject)
    await expect(consumer.getByTestId('mail-attachments')).toContainText(`${invoiceNo}.pdf`)

    // The operator records the transfer; the consumer then reads the invoice as paid. (A retry on the
    // same server finds it paid already, its reference in the row.)
    let reference = `BCA-${Date.now().toString(36).toUpperCase()}`
    if ((await operatorInvoice.textContent())?.includes('Paid')) {
      reference = (await operatorInvoice.locator('td').last().textContent()) ?? ''
    } else {
      await page.getByRole('button', { name: `Record payment of ${invoiceNo}` }).click()
      const payDialog = page.getByRole('dialog', { name: `Payment of ${invoiceNo}` })
      await payDialog.getByRole('textbox', { name: 'Payment reference' }).fill(reference)
      await payDialog.getByRole('button', { name: 'Record payment' }).click()
      await expect(payDialog).toBeHidden()
      await expect(page.getByText('Payment recorded')).toBeVisible()
      await expect(operatorInvoice).toContainText(reference)
      await expect(operatorInvoice).toContainText('Paid')
    }
    await consumer.goto(`${invoicesPath}?period=${month.period}`)
    await expect(consumer.getByRole('heading', { name: `Invoice ${invoiceNo}` })).toBeVisible()
    await expect(statusBadge(consumer)).toHaveText('Paid')
    await expect(factOf(consumer.getByRole('main'), 'Payment reference')).toHaveText(reference)
    await consumer.goto(invoicesPath)
    await expect(rowOf(consumer, invoiceNo)).toContainText('Paid')
  })

  test('a chart on the dashboard opens the transaction history filtered to what it shows', async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const history = (side: string) => new RegExp(`/${side}/billings/transaction-history\\?`)

    // Both companies sign in side by side; the provider's owner looks at last month.
    const [consumer] = await Promise.all([
      pageSignedInAs(accounts.consumerOwner, `/consumer?from=${month.from}&to=${month.to}`),
      openSignedIn(page, accounts.providerOwner, '/provider'),
    ])
    await page.getByRole('radiogroup', { name: 'Period' }).getByText('Last month', { exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`from=${month.from}&to=${month.to}`))
    const cards = page.getByTestId('dashboard-number-cards')
    await expect
      .poll(async () => countOf(await factOf(cards, 'Calls').textContent()), { message: 'calls last month' })
      .toBeGreaterThan(0)
    await expect(
      page.getByRole('figure', { name: 'Call status' }).locator('.recharts-pie-sector').first(),
    ).toBeVisible()
    const perProduct = page.getByRole('figure', { name: 'Calls per product' })
    await expect(perProduct.locator('.recharts-bar-rectangle').first()).toBeVisible()
    await expectAccessible(page, 'provider dashboard')
    // Until every chart has last month's answer, some still show the running month's.
    await expect(page.getByRole('status', { name: 'Loading dashboard' })).toHaveCount(0)

    // The most called product's bar opens its transactions of the period.
    const topProduct = (await perProduct
      .locator('table tbody tr')
      .first()
      .locator('td')
      .first()
      .textContent())!
    await perProduct.locator('.recharts-bar-rectangle').first().click()
    await expect(page).toHaveURL(history('provider'))
    const productQuery = new URL(page.url()).searchParams
    expect(productQuery.get('from')).toBe(month.from)
    expect(productQuery.get('to')).toBe(month.to)
    expect(productQuery.get('product')).toMatch(/^[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Transaction history' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Product' })).toHaveValue(topProduct)
    await expectEveryRow(page, 3, (product) => product === topProduct, `only ${topProduct}`)
    await expectAccessible(page, 'provider transaction history')

    // Back on the dashboard, as it was: an outcome of the donut's legend opens only those calls.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/provider\\?from=${month.from}&to=${month.to}$`))
    const upstreamErrors = page
      .getByRole('figure', { name: 'Call status' })
      .getByRole('link', { name: 'Upstream error' })
    await upstreamErrors.click()
    await expect(page).toHaveURL(history('provider'))
    const outcomeQuery = new URL(page.url()).searchParams
    expect(outcomeQuery.get('outcome')).toBe('UPSTREAM_ERROR')
    expect(outcomeQuery.get('from')).toBe(month.from)
    await expectEveryRow(page, 5, (outcome) => outcome === 'Upstream error', 'only upstream errors')

    // The consumer's owner: a day of a product in the table opens that day's transactions of it.
    const dayRow = consumer
      .getByRole('table')
      .filter({ hasText: 'Average latency' })
      .locator('tbody tr')
      .first()
    await expect(dayRow.getByRole('link')).toBeVisible()
    await expectAccessible(consumer, 'consumer dashboard')
    const [day, productName] = await dayRow.locator('td').allTextContents()
    await dayRow.getByRole('link').click()
    await expect(consumer).toHaveURL(history('consumer'))
    const dayQuery = new URL(consumer.url()).searchParams
    expect(dayQuery.get('from')).toBe(dayQuery.get('to'))
    expect(dayQuery.get('product')).toMatch(/^[0-9a-f-]{36}$/)
    await expect(consumer.getByRole('heading', { name: 'Transaction history' })).toBeVisible()
    await expectEveryRow(consumer, 1, (date) => date.startsWith(day!), `only ${day}`)
    await expectEveryRow(consumer, 3, (product) => product === productName, `only ${productName}`)
  })

  test("a buyer's Spent on the dashboard is the invoice estimate after a one-time purchase, a subscription and a call", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    // A chart that measures an unsized box says so in the console; the dashboard must not.
    const sizeWarnings: string[] = []
    page.on('console', (message) => {
      if (/width\(-?\d+\) and height\(-?\d+\)/.test(message.text())) sizeWarnings.push(message.text())
    })

    // PT Konsumen Maju buys the outlet census once and a month of rice prices, and calls the NIK–phone API.
    const buyer = await transactionApiOf(request, accounts.consumerAdmin)
    const seller = await transactionApiOf(request, accounts.providerAdmin)
    const census = await buyer.productIdOf(demoProducts.outletCensus)
    const rice = await buyer.productIdOf(demoProducts.ricePrices)
    for (const [productId, periods] of [
      [census, undefined],
      [rice, 1],
    ] as const) {
      await buyer.withdrawWaiting(productId)
      const transactionNo = await buyer.requestProduct(
        productId,
        'Checking that the dashboard and the invoice agree.',
        periods,
      )
      expect(await seller.approve(transactionNo)).toEqual({ status: 200, code: 'SUCCESS' })
    }
    const nikPhone = await buyer.productIdOf(demoProducts.nikPhone)
    const key = await namedKeyOf(request, accounts.consumerOwner, 'Dashboard reconciliation')
    try {
      const answered = await callGateway(request, nikPhone, key.key, {
        method: 'POST',
        body: { nik: '3171012345670001', phone: '081234567890' },
      })
      expect(answered.status()).toBe(200)
    } finally {
      await key.revoke()
    }

    // The owner's dashboard (this month) and the running month's estimate say the same, to the rupiah.
    await openSignedIn(page, accounts.consumerOwner, '/consumer')
    const cards = page.getByTestId('dashboard-number-cards')
    const subtotalNow = async () => {
      const { access_token: token } = await sessionOf(request, accounts.consumerOwner)
      const response = await request.get('/api/billing/invoice/consumer', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(response.ok(), await response.text()).toBe(true)
      return ((await response.json()) as { data: { subtotal: number } }).data.subtotal
    }
    // Other journeys may buy at the same time: the figures are read again until both agree.
    await expect
      .poll(
        async () => {
          const spent = rupiahOf(await factOf(cards, 'Spent').textContent())
          if (spent > 0 && spent === (await subtotalNow())) return true
          await page.reload()
          return false
        },
        { message: 'Spent equals the invoice estimate', timeout: 30_000, intervals: [1000, 2000] },
      )
      .toBe(true)
    const spent = rupiahOf(await factOf(cards, 'Spent').textContent())
    expect(spent).toBeGreaterThanOrEqual(15_000_000 + 24_000_000 + 1_500)

    // The estimate on the billing screen shows the same subtotal.
    await page.goto(invoicesPath)
    await expect(page.getByRole('heading', { name: 'Billings history' })).toBeVisible()
    await expect(rowOf(page, 'Estimate (month running)')).toBeVisible()

    // Filtered to the file product, the dashboard shows its sale rather than an empty period.
    await page.goto(`/consumer?product=${census}`)
    await expect(page.getByTestId('dashboard-number-cards')).toBeVisible()
    await expect
      .poll(async () =>
        rupiahOf(await factOf(page.getByTestId('dashboard-number-cards'), 'Spent').textContent()),
      )
      .toBeGreaterThanOrEqual(15_000_000)
    await expect(page.getByTestId('dashboard-quiet')).toBeHidden()
    expect(sizeWarnings).toEqual([])
  })
})
