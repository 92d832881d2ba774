import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { signedInPage } from '../support/api-session'
import { waitForMail } from '../support/mailbox'
import { mainMenu, openInApp, pathOf } from '../support/session'
import { demoProducts, transactionApiOf } from '../support/transactions'

// Each journey asks for its own demo product and first withdraws what a failed earlier run left
// waiting for it (the server refuses a second waiting request for one product), so the journeys
// neither depend on their order nor on a fresh server. None uses the weather API the seed leaves waiting.

const accountPage = '/my-account/account'
const approvalList = '/provider/my-transaction/request-approval'
const myRequestList = '/consumer/my-transaction/my-request'
const purchasedList = '/consumer/my-transaction/purchased-data'
const notAdmin = "Only your company's owner and admins can request products"
const transactionNoPattern = /TRX-\d{8}-[0-9A-Z]{6}/

function badge(scope: Locator | Page, text: string): Locator {
  return scope.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${text}$`, 'i') })
}

/** The header card of a request's detail, on either side: number, product, status and the actions. */
function requestHeader(page: Page, transactionNo: string): Locator {
  return page.locator('.mantine-Paper-root').filter({ hasText: transactionNo }).first()
}

async function tableSettled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-datatable-loader-fetching')).toHaveCount(0)
}

/** Searches a list for a transaction number and answers its row once the filtered list has settled. */
async function rowOf(page: Page, listPath: string, transactionNo: string): Promise<Locator> {
  if (pathOf(page) !== listPath) await page.goto(listPath)
  await page.getByLabel('Search').fill(transactionNo)
  // The search is debounced into the address; clicking a row of the unfiltered list would be lost.
  await expect(page).toHaveURL(new RegExp(`search=${transactionNo}`))
  await tableSettled(page)
  const row = page.getByRole('row', { name: new RegExp(transactionNo) })
  await expect(row).toHaveCount(1)
  return row
}

/** A product's card in the marketplace results: a link named after the product. */
function productCard(page: Page, name: string): Locator {
  return page.getByRole('link', { name, exact: true })
}

/**
 * Searches the marketplace for a word several data types share, narrows the results to files, opens
 * the product and asks for it.
 */
async function requestFromMarketplace(page: Page, productId: string): Promise<void> {
  const productsPath = '/consumer/marketplace/products'
  if (pathOf(page) !== productsPath) await page.goto(productsPath)
  await page.getByLabel('Search products').fill('city')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/[?&]search=city(&|$)/)
  await expect(productCard(page, demoProducts.weather)).toBeVisible()
  await expect(productCard(page, demoProducts.outletCensus)).toBeVisible()

  // The filters live in the address: the box shows ticked once the navigation has happened.
  const fileType = page.getByRole('group', { name: 'Data type' }).getByRole('checkbox', { name: /^File/ })
  await fileType.click()
  await expect(fileType).toBeChecked()
  await expect(page).toHaveURL(/[?&]data_type=FILE(&|$)/)
  await expect(productCard(page, demoProducts.weather)).toHaveCount(0)
  await productCard(page, demoProducts.outletCensus).click()

  await expect(page).toHaveURL(new RegExp(`/consumer/marketplace/products/${productId}$`))
  await expect(page.getByRole('heading', { name: demoProducts.outletCensus, level: 1 })).toBeVisible()
  await expectAccessible(page, 'marketplace product detail')
  await page.getByRole('link', { name: 'Request', exact: true }).click()
}

test.describe('marketplace transactions', () => {
  test('the marketplace finds an English product by its Indonesian word, and a misspelt search by what was meant', async () => {
    const page = await signedInPage(accounts.consumerAdmin, '/consumer/marketplace/products?search=beras')
    await expect(productCard(page, demoProducts.ricePrices)).toBeVisible()
    await page.getByLabel('Search products').fill('wether')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/[?&]search=wether(&|$)/)
    // Nothing is spelt "wether": the results are those of what was meant, which is offered as a link.
    await expect(productCard(page, demoProducts.weather)).toBeVisible()
    const didYouMean = page.getByRole('link', { name: 'Search for “weather”' })
    await expect(page.getByText('Did you mean')).toBeVisible()
    await expectAccessible(page, 'marketplace did you mean')
    await didYouMean.click()
    await expect(page).toHaveURL(/[?&]search=weather(&|$)/)
    await expect(productCard(page, demoProducts.weather)).toBeVisible()
    await expect(didYouMean).toHaveCount(0)
  })

  test('the consumer requests a product it holds; the provider revises the price, the consumer accepts, the provider approves', async ({
    request,
  }) => {
    // Two companies, two browsers and eight screens checked with axe: longer than one screen's budget.
    test.setTimeout(120_000)
    const consumerApi = await transactionApiOf(request, accounts.consumerAdmin)
    const productId = await consumerApi.productIdOf(demoProducts.outletCensus)
    await consumerApi.withdrawWaiting(productId)
    const purpose = `Choosing where to open new pharmacies in Bekasi and Depok (${Date.now().toString(36)}).`

    const consumer = await signedInPage(accounts.consumerAdmin, '/consumer/marketplace/products')
    await requestFromMarketplace(consumer, productId)
    await expect(consumer).toHaveURL(new RegExp(`/consumer/marketplace/products/${productId}/request$`))
    await expect(consumer.getByRole('heading', { name: 'Request product' })).toBeVisible()
    await expect(consumer.getByTestId('request-product-summary')).toContainText(demoProducts.outletCensus)
    // The demo company bought the census already: the form says so, links to it, and asks why again.
    const livePurchase = consumer.getByTestId('live-purchase-notice')
    await expect(livePurchase).toContainText('Your company already has this product')
    await expect(livePurchase.getByRole('link', { name: 'Open the purchase' })).toHaveAttribute(
      'href',
      new RegExp(`${purchasedList}/${transactionNoPattern.source}$`),
    )
    await consumer.getByLabel('Purpose of usage').fill(purpose)
    await consumer.getByRole('checkbox', { name: /I have read and accept/ }).check()
    await consumer.getByRole('button', { name: 'Send request' }).click()
    const repeatReason = consumer.getByLabel('Reason for a second purchase')
    await expect(repeatReason).toHaveAttribute('aria-invalid', 'true')
    await repeatReason.fill('Our Depok branch plans its own openings and needs its own copy.')
    await expectAccessible(consumer, 'request form')
    await consumer.getByRole('button', { name: 'Send request' }).click()

    await expect(consumer).toHaveURL(new RegExp(`${myRequestList}/detail/${transactionNoPattern.source}$`))
    const transactionNo = transactionNoPattern.exec(pathOf(consumer))![0]
    await expect(badge(requestHeader(consumer, transactionNo), 'Waiting approval')).toBeVisible()
    await expect(consumer.getByText(purpose)).toBeVisible()
    await expect(consumer.getByTestId('revisions-empty')).toBeVisible()
    await expectAccessible(consumer, 'request detail')

    // The provider finds the request in its approval list and offers a lower price.
    const provider = await signedInPage(accounts.providerAdmin, approvalList)
    const row = await rowOf(provider, approvalList, transactionNo)
    await expect(row).toContainText(demoProducts.outletCensus)
    await expect(row).toContainText(accounts.consumerAdmin.tenant)
    await expect(badge(row, 'Waiting approval')).toBeVisible()
    await expectAccessible(provider, 'request approval list')
    await row.click()
    await expect(provider).toHaveURL(new RegExp(`${approvalList}/detail/${transactionNo}$`))
    await expect(provider.getByText(purpose)).toBeVisible()
    await expectAccessible(provider, 'approval detail')
    await expect(provider.getByText('Our Depok branch plans its own openings')).toBeVisible()
    await provider.getByRole('button', { name: 'Update terms' }).click()
    const termsDialog = provider.getByRole('dialog', { name: 'Update the terms' })
    // A zero price on this public product is sent only once confirmed.
    await termsDialog.getByLabel(/^Price/).fill('0')
    const zeroPrice = termsDialog.getByRole('checkbox', { name: /I confirm a price of Rp 0/ })
    await termsDialog.getByRole('button', { name: 'Send new terms' }).click()
    // The refusal is said on the box itself (its description names the error).
    await expect(zeroPrice).toHaveAccessibleDescription(/confirm the zero price to send these terms/)
    await termsDialog.getByLabel(/^Price/).fill('12500000')
    await expect(zeroPrice).toHaveCount(0)
    await termsDialog.getByLabel('Note').fill('A launch discount for a first purchase.')
    await expectAccessible(provider, 'update terms dialog')
    await termsDialog.getByRole('button', { name: 'Send new terms' }).click()
    await expect(termsDialog).toBeHidden()
    await expect(provider.getByTestId('revisions')).toContainText('Revision 1')

    // The consumer sees the revision: the old price struck through beside the new one, and the note.
    await consumer.reload()
    const revisions = consumer.getByTestId('revisions')
    await expect(revisions).toContainText('Revision 1')
    await expect(revisions).toContainText('Rp 15.000.000')
    await expect(revisions).toContainText('Rp 12.500.000')
    await expect(revisions).toContainText('A launch discount for a first purchase.')
    const consumerHeader = requestHeader(consumer, transactionNo)
    await expect(badge(consumerHeader, "Waiting for consumer's acceptance")).toBeVisible()
    await expect(consumer.getByTestId('awaiting-acceptance')).toContainText('revision 1')
    await expectAccessible(consumer, 'request detail awaiting acceptance')

    // Until the consumer accepts, the provider's Approve is disabled with the reason, and the server
    // refuses an approval all the same.
    const approveButton = provider.getByRole('button', { name: 'Approve', exact: true })
    await expect(approveButton).toBeDisabled()
    await expect(provider.getByTestId('approve-waiting-reason')).toHaveText(
      `Approval waits for ${accounts.consumerAdmin.tenant} to accept the latest terms.`,
    )
    await expect(
      badge(requestHeader(provider, transactionNo), "Waiting for consumer's acceptance"),
    ).toBeVisible()
    await expectAccessible(provider, 'approval detail awaiting the consumer')
    const providerApi = await transactionApiOf(request, accounts.providerAdmin)
    expect(await providerApi.approve(transactionNo)).toEqual({ status: 409, code: 'TERMS_NOT_ACCEPTED' })

    // The consumer accepts revision 1; the request waits for approval again.
    await consumerHeader.getByRole('button', { name: 'Accept revision 1' }).click()
    const acceptDialog = consumer.getByRole('dialog', { name: 'Accept the new terms?' })
    await acceptDialog.getByRole('button', { name: 'Accept revision 1' }).click()
    await expect(acceptDialog).toBeHidden()
    await expect(badge(consumerHeader, 'Waiting approval')).toBeVisible()
    await expect(consumer.getByTestId('accepted-revision')).toContainText('Revision 1')
    await expect(consumer.getByRole('button', { name: /^Accept revision/ })).toHaveCount(0)

    await provider.reload()
    await provider.getByRole('button', { name: 'Approve', exact: true }).click()
    const approveDialog = provider.getByRole('dialog', { name: 'Approve this request?' })
    await expectAccessible(provider, 'approve dialog')
    await approveDialog.getByRole('button', { name: 'Approve' }).click()
    await expect(approveDialog).toBeHidden()
    await expect(badge(requestHeader(provider, transactionNo), 'Approved')).toBeVisible()
    for (const action of ['Approve', 'Reject', 'Update terms']) {
      await expect(provider.getByRole('button', { name: action, exact: true })).toHaveCount(0)
    }
    // The requester is told by mail (the new terms were mailed too, so the subject picks the approval).
    const approvedMail = await waitForMail(
      request,
      accounts.consumerAdmin.email,
      (message) =>
        message.subject === `Your request for ${demoProducts.outletCensus} was approved` &&
        message.text.includes(transactionNo),
    )
    expect(approvedMail.text).toContain('Agreed price: Rp 12.500.000')
    expect(approvedMail.text).toContain(`${purchasedList}/${transactionNo}`)

    // Purchased data lists it at the revised price.
    await consumer.goto(purchasedList)
    await expect(consumer.getByRole('heading', { name: 'Purchased data' })).toBeVisible()
    const purchase = await rowOf(consumer, purchasedList, transactionNo)
    await expect(purchase).toContainText(demoProducts.outletCensus)
    await expect(purchase).toContainText('Rp 12.500.000')
    await expectAccessible(consumer, 'purchased data list')
    await purchase.click()
    await expect(consumer).toHaveURL(new RegExp(`${purchasedList}/${transactionNo}$`))
    await expect(consumer.getByRole('heading', { name: demoProducts.outletCensus })).toBeVisible()
    await expectAccessible(consumer, 'purchased detail (file)')
  })

  test('a rejected request shows the consumer the reason', async ({ request }) => {
    const consumerApi = await transactionApiOf(request, accounts.consumerAdmin)
    const productId = await consumerApi.productIdOf(demoProducts.ricePrices)
    await consumerApi.withdrawWaiting(productId)
    const transactionNo = await consumerApi.requestProduct(
      productId,
      'Budgeting rice purchases for our staff canteens in three provinces.',
      3,
    )
    const reason = `Licensed for agricultural planning only, not for procurement budgets (${transactionNo}).`

    const provider = await signedInPage(accounts.providerAdmin, `${approvalList}/detail/${transactionNo}`)
    await provider.getByRole('button', { name: 'Reject', exact: true }).click()
    const rejectDialog = provider.getByRole('dialog', { name: 'Reject this request?' })
    await rejectDialog.getByRole('button', { name: 'Reject request' }).click()
    // The reason is required: without one nothing is sent.
    await expect(rejectDialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true')
    await expect(rejectDialog).toBeVisible()
    await expectAccessible(provider, 'reject dialog with an error')
    await rejectDialog.getByLabel('Reason').fill(reason)
    await rejectDialog.getByRole('button', { name: 'Reject request' }).click()
    await expect(rejectDialog).toBeHidden()
    await expect(badge(requestHeader(provider, transactionNo), 'Rejected')).toBeVisible()
    await expect(provider.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0)

    const consumer = await signedInPage(accounts.consumerAdmin, myRequestList)
    const row = await rowOf(consumer, myRequestList, transactionNo)
    await expect(badge(row, 'Rejected')).toBeVisible()
    await row.click()
    await expect(consumer).toHaveURL(new RegExp(`${myRequestList}/detail/${transactionNo}$`))
    await expect(consumer.getByTestId('reject-reason')).toHaveText(reason)
    await expect(consumer.getByRole('button', { name: 'Withdraw' })).toHaveCount(0)
  })

  test('a withdrawn request can no longer be decided by the provider', async ({ request }) => {
    const consumerApi = await transactionApiOf(request, accounts.consumerAdmin)
    const productId = await consumerApi.productIdOf(demoProducts.nikPhone)
    await consumerApi.withdrawWaiting(productId)
    const transactionNo = await consumerApi.requestProduct(
      productId,
      'Checking that applicants for a staff loan own the phone number they give.',
    )

    const consumer = await signedInPage(accounts.consumerAdmin, `${myRequestList}/detail/${transactionNo}`)
    await expect(badge(requestHeader(consumer, transactionNo), 'Waiting approval')).toBeVisible()
    await consumer.getByRole('button', { name: 'Withdraw' }).click()
    const withdrawDialog = consumer.getByRole('dialog', { name: 'Withdraw this request?' })
    await withdrawDialog.getByRole('button', { name: 'Withdraw' }).click()
    await expect(withdrawDialog).toBeHidden()
    await expect(badge(requestHeader(consumer, transactionNo), 'Withdrawn')).toBeVisible()
    await expect(consumer.getByRole('button', { name: 'Withdraw' })).toHaveCount(0)

    const provider = await signedInPage(accounts.providerAdmin, approvalList)
    const row = await rowOf(provider, approvalList, transactionNo)
    await expect(badge(row, 'Withdrawn')).toBeVisible()
    await row.click()
    await expect(provider).toHaveURL(new RegExp(`${approvalList}/detail/${transactionNo}$`))
    await expect(badge(requestHeader(provider, transactionNo), 'Withdrawn')).toBeVisible()
    await expect(provider.getByText('The requester withdrew this request')).toBeVisible()
    for (const action of ['Approve', 'Reject', 'Update terms']) {
      await expect(provider.getByRole('button', { name: action, exact: true })).toHaveCount(0)
    }
    // Nor does the server take a decision on it.
    const providerApi = await transactionApiOf(request, accounts.providerAdmin)
    expect(await providerApi.approve(transactionNo)).toEqual({ status: 409, code: 'REQUEST_NOT_WAITING' })
  })

  test('members can neither request products nor approve requests', async ({ request }) => {
    const consumerApi = await transactionApiOf(request, accounts.consumerAdmin)
    const productId = await consumerApi.productIdOf(demoProducts.outletCensus)

    const consumerMember = await signedInPage(
      accounts.consumerMember,
      `/consumer/marketplace/products/${productId}`,
    )
    await expect(
      consumerMember.getByRole('heading', { name: demoProducts.outletCensus, level: 1 }),
    ).toBeVisible()
    await expect(consumerMember.getByRole('button', { name: 'Request' })).toBeDisabled()
    await expect(consumerMember.getByRole('note')).toHaveText(notAdmin)
    // Its address still opens, and says why instead of showing the form.
    await openInApp(consumerMember, `/consumer/marketplace/products/${productId}/request`)
    const blocked = consumerMember.getByTestId('request-blocked')
    await expect(blocked).toContainText(notAdmin)
    await expect(blocked).toContainText("ask one of your company's admins or its owner")
    await expect(consumerMember.getByLabel('Purpose of usage')).toHaveCount(0)
    await expect(consumerMember.getByRole('button', { name: 'Send request' })).toHaveCount(0)
    await expectAccessible(consumerMember, 'request blocked')

    // A provider member has no approval screens: the menu lacks them and their addresses lead away.
    const providerMember = await signedInPage(accounts.providerMember, '/provider')
    await expect(mainMenu(providerMember).getByRole('link', { name: 'My Products' })).toBeVisible()
    await expect(mainMenu(providerMember).getByRole('link', { name: 'Request Approval' })).toHaveCount(0)
    for (const path of [approvalList, `${approvalList}/detail/TRX-20260101-AAAAAA`]) {
      await openInApp(providerMember, path)
      await expect.poll(() => pathOf(providerMember), path).toBe(accountPage)
    }
    const memberApi = await transactionApiOf(request, accounts.providerMember)
    expect((await memberApi.approve('TRX-20260101-AAAAAA')).status).toBe(403)
  })
})
