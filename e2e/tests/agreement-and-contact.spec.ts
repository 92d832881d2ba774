import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn, pageSignedInAs, sessionOf } from '../support/api-session'
import { waitForMail } from '../support/mailbox'
import { demoProducts, transactionApiOf } from '../support/transactions'

const agreementTitle = 'Lumbung standard data access agreement'
const shaPattern = /^[0-9a-f]{64}$/

test.describe('the data access agreement', () => {
  test('opens from the request form before the box that accepts it, and the request shows the version accepted', async ({
    page,
    request,
  }) => {
    const api = await transactionApiOf(request, accounts.consumerAdmin)
    const productId = await api.productIdOf(demoProducts.ricePrices)
    await openSignedIn(page, accounts.consumerAdmin, `/consumer/marketplace/products/${productId}/request`)

    const link = page.getByRole('link', { name: `Read the data access agreement: ${agreementTitle}` })
    const checkbox = page.getByRole('checkbox', { name: /I have read and accept the data access agreement/ })
    await expect(link).toBeVisible()
    await expect(checkbox).not.toBeChecked()
    const [linkBox, checkboxBox] = [await link.boundingBox(), await checkbox.boundingBox()]
    expect(linkBox!.y).toBeLessThan(checkboxBox!.y)

    // The agreement opens beside the form, which keeps what was typed.
    const [agreementPage] = await Promise.all([page.waitForEvent('popup'), link.click()])
    await expect(agreementPage).toHaveURL(/\/agreement\/2026-11$/)
    await expect(agreementPage.getByRole('heading', { name: agreementTitle, level: 1 })).toBeVisible()
    await expect(agreementPage.getByRole('heading', { name: '3. Personal data', level: 2 })).toBeVisible()
    await expect(agreementPage.getByText('Version: 2026-11')).toBeVisible()
    const sha = (await agreementPage.getByTestId('agreement-sha256').textContent())?.trim() ?? ''
    expect(sha).toMatch(shaPattern)
    const pdfLink = agreementPage.getByRole('link', { name: 'Download PDF' })
    const pdf = await agreementPage.request.get((await pdfLink.getAttribute('href'))!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    await expectAccessible(agreementPage, 'data access agreement')
    await agreementPage.close()

    // The seeded weather request (waiting for the consumer to accept revised terms) was sent with the
    // agreement accepted: its detail names the version.
    const weatherId = await api.productIdOf(demoProducts.weather)
    const { access_token: token } = await sessionOf(request, accounts.consumerAdmin)
    const list = await request.get('/api/transaction/consumer/request/list', {
      headers: { authorization: `Bearer ${token}` },
      params: { status: 'WAITING_CONSUMER_ACCEPTANCE', product_id: weatherId, limit: 10 },
    })
    const waiting = ((await list.json()) as { data: { data: { transaction_no: string }[] } }).data.data[0]
      ?.transaction_no
    expect(waiting, 'the seeded waiting weather request').toBeDefined()
    await page.goto(`/consumer/my-transaction/my-request/detail/${waiting}`)
    const accepted = page.getByTestId('accepted-agreement')
    await expect(accepted.getByRole('link', { name: agreementTitle })).toBeVisible()
    await expect(accepted).toContainText('Version 2026-11')
    await expect(accepted).toContainText(sha)
  })
})

test.describe('the contact form', () => {
  test('is linked from the public pages and the help menu, and mails the operators', async ({
    page,
    request,
  }) => {
    await page.goto('/login')
    await page
      .getByRole('navigation', { name: 'About Lumbung' })
      .getByRole('link', { name: 'Contact us' })
      .click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible()

    const message = `Is there rainfall data per sub-district? (${Date.now()})`
    await page.getByRole('textbox', { name: 'Name' }).fill('Sari Wulandari')
    await page.getByRole('textbox', { name: 'Email' }).fill('sari@koperasi-tani.test')
    await page.getByRole('textbox', { name: 'Company' }).fill('Koperasi Tani Makmur')
    await page.getByRole('textbox', { name: 'Message' }).fill(message)
    await expectAccessible(page, 'contact form')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByRole('status')).toContainText('Your message has reached the Lumbung team')

    const mail = await waitForMail(request, accounts.operator.email, (candidate) =>
      candidate.text.includes(message),
    )
    expect(mail.subject).toBe('New message from the Lumbung contact form')
    expect(mail.text).toContain('From: Sari Wulandari <sari@koperasi-tani.test>, Koperasi Tani Makmur')

    // Signed in, the same form is one click away in the help menu.
    const signedIn = await pageSignedInAs(accounts.consumerAdmin, '/consumer')
    await signedIn.getByRole('button', { name: 'Help' }).click()
    await signedIn.getByRole('menuitem', { name: 'Contact us' }).click()
    await expect(signedIn).toHaveURL(/\/contact$/)
    await expect(signedIn.getByRole('button', { name: 'Send message' })).toBeVisible()
  })
})
