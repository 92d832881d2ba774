import { expect, test } from '../support/test'
import { accounts, demoPassword } from '../support/accounts'
import { openSignedIn, sessionOf } from '../support/api-session'

// A storage setting of the journey's own, named uniquely, added and then deleted: nothing another journey
// reads changes.

test.describe('the password prompt', () => {
  test('a delete that needs the password again asks for it over its confirmation, with the focus in the field', async ({
    page,
    request,
  }) => {
    const name = `Prompt check ${Date.now().toString(36)}`
    const { access_token: token } = await sessionOf(request, accounts.consumerOwner)
    const added = await request.post('/api/data/consumer/settings/storage/add', {
      headers: { authorization: `Bearer ${token}` },
      data: { name, cloud_provider: 'LOCAL', storage_config: { folder: 'prompt-check' } },
    })
    expect(added.ok(), await added.text()).toBe(true)
    const { id } = ((await added.json()) as { data: { id: string } }).data

    // A new sign-in is not a fresh one, so the delete's call asks for the password. The modal host shows
    // one modal at a time: the prompt takes the confirmation's place, and must still take the focus.
    await openSignedIn(page, accounts.consumerOwner, `/consumer/settings/storage/${id}`)
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Delete' }).click()
    const confirmation = page.getByRole('dialog', { name: 'Delete this storage setting?' })
    await confirmation.getByRole('button', { name: 'Delete' }).click()
    const passwordDialog = page.getByRole('dialog', { name: 'Confirm your password' })
    const password = passwordDialog.getByRole('textbox', { name: 'Password' })
    await expect(password).toBeFocused()
    await page.keyboard.type(demoPassword)
    await page.keyboard.press('Enter')

    // Confirmed, the delete goes on: back to the list, without the setting.
    await expect(page).toHaveURL(/\/consumer\/settings\/storage$/)
    await expect(passwordDialog).toBeHidden()
    await expect(page.getByRole('cell', { name })).toHaveCount(0)
    const gone = await request.get(`/api/data/consumer/settings/storage/detail/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(gone.status()).toBe(404)
  })
})
