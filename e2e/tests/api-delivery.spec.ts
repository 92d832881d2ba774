import { expect, test } from '../support/test'
import { expectAccessible } from '../support/accessibility'
import { accounts, demoPassword } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { callGateway, purchasedList, refusalOf } from '../support/delivery'
import { demoProducts } from '../support/transactions'

// The journey reads the demo NIK–phone purchase and makes (then revokes) a key of its own, named
// uniquely, so it changes nothing another journey relies on.

const nikPhoneCall = { nik: '3171012345670001', phone: '081234567890' }

test.describe('API delivery', () => {
  test('the consumer reads the documentation, makes a named key, calls the gateway with it and revokes it', async ({
    page,
    request,
  }) => {
    // Four screens and three dialogs, each checked for accessibility: more than one screen's budget.
    test.slow()
    const label = `Loan onboarding ${Date.now().toString(36)}`

    // From purchased data to the API purchase and its documentation page.
    await openSignedIn(page, accounts.consumerOwner, purchasedList)
    await expect(page.getByRole('heading', { name: 'Purchased data' })).toBeVisible()
    await page.getByRole('row', { name: new RegExp(demoProducts.nikPhone) }).click()
    await expect(page).toHaveURL(new RegExp(`${purchasedList}/TRX-\\d{8}-[0-9A-Z]{6}$`))
    await expect(page.getByRole('heading', { name: demoProducts.nikPhone })).toBeVisible()
    await expectAccessible(page, 'purchased detail (API)')
    await page.getByRole('link', { name: 'Open documentation page' }).click()
    await expect(
      page.getByRole('heading', { name: `${demoProducts.nikPhone}: API documentation` }),
    ).toBeVisible()
    const documentation = page.getByTestId('purchased-documentation')
    await expect(documentation.getByRole('heading', { name: 'Authentication' })).toBeVisible()
    await expect(documentation).toContainText('X-API-Key')
    await expectAccessible(page, 'API documentation')
    await expect(documentation.getByRole('cell', { name: 'API_KEY_INVALID', exact: true })).toBeVisible()
    // The address the documentation gives is the one the consumer's system calls.
    const endpoint = new URL((await documentation.locator('code').first().textContent()) ?? '')
    const productId = /\/gateway\/v1\/products\/([0-9a-f-]{36})$/.exec(endpoint.pathname)?.[1]
    expect(productId, endpoint.href).toBeDefined()

    // Company info: a named key, shown whole this once, after the password is entered again.
    await documentation.getByRole('link', { name: 'My Account › Company info' }).click()
    await expect(page).toHaveURL(/\/my-account\/company-info$/)
    await page.getByRole('button', { name: 'Create key' }).click()
    const createDialog = page.getByRole('dialog', { name: 'Create an API key' })
    await createDialog.getByLabel('Label').fill(label)
    await expectAccessible(page, 'create key dialog')
    await createDialog.getByRole('button', { name: 'Create key' }).click()
    const passwordDialog = page.getByRole('dialog', { name: 'Confirm your password' })
    await passwordDialog.getByRole('textbox', { name: 'Password' }).fill(demoPassword)
    await passwordDialog.getByRole('button', { name: 'Continue' }).click()
    const keyDialog = page.getByRole('dialog', { name: 'Copy the new key' })
    const shownKey = keyDialog.getByTestId('named-key-value')
    await expect(shownKey).toHaveText(/^lmb_live_[A-Za-z0-9_-]{43}$/)
    await expectAccessible(page, 'new key dialog')
    const key = (await shownKey.textContent())!
    await keyDialog.getByRole('button', { name: 'I have copied the key' }).click()
    await expect(keyDialog).toBeHidden()
    const keyRow = page.getByRole('row', { name: new RegExp(label) })
    await expect(keyRow).toContainText('Live')
    await expect(keyRow).toContainText(`lmb_live_••••${key.slice(-4)}`)
    // Shown once: the list holds only its last four characters.
    await expect(page.getByText(key)).toHaveCount(0)

    // The consumer's system calls the product with the key and gets the provider's answer.
    const answered = await callGateway(request, productId!, key, { method: 'POST', body: nikPhoneCall })
    expect(answered.status(), await answered.text()).toBe(200)
    expect(await answered.json()).toEqual({ match: expect.any(Boolean), score: expect.any(Number) })

    // Revoked on the screen, the key is refused at once.
    await page.getByRole('button', { name: `Actions for the key ${label}` }).click()
    await page.getByRole('menuitem', { name: 'Revoke key' }).click()
    const revokeDialog = page.getByRole('dialog', { name: `Revoke the key “${label}”?` })
    await revokeDialog.getByRole('button', { name: 'Revoke key' }).click()
    await expect(revokeDialog).toBeHidden()
    await expect(keyRow).toContainText('Revoked')
    await expect(keyRow.getByRole('button', { name: /Revoke/ })).toHaveCount(0)
    const refused = await callGateway(request, productId!, key, { method: 'POST', body: nikPhoneCall })
    expect(await refusalOf(refused)).toEqual({ status: 401, code: 'API_KEY_INVALID' })
  })
})
