import { expect, test } from '../support/test'
import { accounts } from '../support/accounts'
import { signedInPage } from '../support/api-session'
import { approvalDetail, callGateway, namedKeyOf, purchasedDetail, refusalOf } from '../support/delivery'
import { demoProducts, transactionApiOf } from '../support/transactions'

// Suspending a purchase stops every call of the company to that product, and the gateway lets an
// active purchase win over a suspended one. So the journey buys a product of its own first (the
// postal-code offer, which the seed leaves unrequested) rather than suspend the demo NIK–phone
// purchase that other journeys call, and it resumes what it suspends.

const postalCall = { method: 'GET', query: { postal_code: '12110' } } as const

test.describe('suspending and resuming a purchase', () => {
  test('the provider suspends a purchase with a reason, the buyer reads it and is refused, then access resumes', async ({
    request,
  }) => {
    // Two companies in two browsers: longer than one screen's budget.
    test.slow()
    const consumerApi = await transactionApiOf(request, accounts.consumerAdmin)
    const productId = await consumerApi.productIdOf(demoProducts.postal)
    await consumerApi.withdrawWaiting(productId)
    const transactionNo = await consumerApi.requestProduct(
      productId,
      'Cleaning the addresses of our branch customers before the annual mailing.',
    )
    const providerApi = await transactionApiOf(request, accounts.providerAdmin)
    expect(await providerApi.approve(transactionNo)).toEqual({ status: 200, code: 'SUCCESS' })
    const { key, revoke } = await namedKeyOf(
      request,
      accounts.consumerOwner,
      `Address cleaning ${Date.now().toString(36)}`,
    )
    expect((await callGateway(request, productId, key, postalCall)).status()).toBe(200)

    // The provider suspends the purchase from its request-approval detail.
    const reason = `Addresses are being resold to a third party, against the agreement (${transactionNo}).`
    const provider = await signedInPage(accounts.providerAdmin, approvalDetail(transactionNo))
    await provider.getByRole('button', { name: 'Suspend access' }).click()
    const suspendDialog = provider.getByRole('dialog', { name: 'Suspend access to this purchase?' })
    await suspendDialog.getByRole('textbox', { name: 'Reason' }).fill(reason)
    await suspendDialog.getByRole('button', { name: 'Suspend access' }).click()
    await expect(suspendDialog).toBeHidden()
    await expect(provider.getByTestId('purchase-access-notice')).toContainText('Access suspended')
    await expect(provider.getByRole('button', { name: 'Resume access' })).toBeVisible()
    await expect(provider.getByRole('button', { name: 'Suspend access' })).toHaveCount(0)

    // The buyer reads why on its purchase, and its calls are refused.
    const consumer = await signedInPage(accounts.consumerAdmin, purchasedDetail(transactionNo))
    await expect(consumer.getByRole('heading', { name: demoProducts.postal })).toBeVisible()
    const notice = consumer.getByTestId('purchase-access-notice')
    await expect(notice).toContainText('Access suspended by the provider')
    await expect(notice).toContainText(reason)
    expect(await refusalOf(await callGateway(request, productId, key, postalCall))).toEqual({
      status: 403,
      code: 'PURCHASE_SUSPENDED',
    })

    // Resumed, the same call works again and the buyer sees that access is back.
    await provider.getByRole('button', { name: 'Resume access' }).click()
    const resumeDialog = provider.getByRole('dialog', { name: 'Resume access to this purchase?' })
    await resumeDialog.getByRole('textbox', { name: 'Note' }).fill('The buyer has confirmed in writing.')
    await resumeDialog.getByRole('button', { name: 'Resume access' }).click()
    await expect(resumeDialog).toBeHidden()
    await expect(provider.getByTestId('purchase-access-notice')).toContainText('Access resumed')
    await expect(provider.getByRole('button', { name: 'Suspend access' })).toBeVisible()
    const answered = await callGateway(request, productId, key, postalCall)
    expect(answered.status(), await answered.text()).toBe(200)
    expect(await answered.json()).toMatchObject({ postal_code: '12110' })
    await consumer.reload()
    await expect(notice).toContainText('Access resumed by the provider')
    await expect(notice).toContainText('The buyer has confirmed in writing.')

    await revoke()
  })
})
