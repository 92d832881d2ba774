import { expect, test } from '../support/test'
import { productLockMessages } from '@lumbung/contract'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { pageSignedInAs } from '../support/api-session'
import { demoProducts, transactionApiOf } from '../support/transactions'

test.describe('a product buyers hold', () => {
  test('its edit screen locks data type, dataset and delivery method with the reason, and members only read it', async ({
    request,
  }) => {
    // The demo seed approves PT Konsumen Maju's request for the NIK–phone API: a live purchase.
    const consumer = await transactionApiOf(request, accounts.consumerAdmin)
    const productId = await consumer.productIdOf(demoProducts.nikPhone)

    const admin = await pageSignedInAs(accounts.providerAdmin, `/provider/my-products/edit/${productId}`)
    await expect(admin.getByRole('heading', { name: `Edit ${demoProducts.nikPhone}` })).toBeVisible()
    const reason = admin.getByTestId('product-lock-reason')
    await expect(reason).toContainText(productLockMessages.lockedTitle)
    await expect(reason).toContainText(productLockMessages.lockedReason)
    for (const label of ['Data type', 'Dataset source', 'Delivery method']) {
      const field = admin.getByRole('combobox', { name: label, exact: true })
      await expect(field).toBeDisabled()
      await expect(field).toHaveAccessibleDescription(productLockMessages.lockedField)
    }
    // The price stays open, with what a change means for existing buyers.
    await expect(admin.getByRole('textbox', { name: 'Price (Rp)' })).toBeEnabled()
    await expect(admin.getByText(productLockMessages.priceNotice)).toBeVisible()
    await expectAccessible(admin, 'product edit form with locked terms')

    const member = await pageSignedInAs(accounts.providerMember, `/provider/my-products/detail/${productId}`)
    await expect(member.getByText(productLockMessages.readOnly)).toBeVisible()
    await expect(member.getByRole('link', { name: 'Edit' })).toHaveCount(0)
    await expect(member.getByRole('button', { name: 'Archive' })).toHaveCount(0)
  })
})
