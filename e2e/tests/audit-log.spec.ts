import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { accounts, demoPassword } from '../support/accounts'
import { expectAccessible } from '../support/accessibility'
import { newSession, openSignedIn } from '../support/api-session'

test.describe('the audit trail', () => {
  test("a company's owner sees a refused sign-in and a key change, filters them and exports the trail", async ({
    page,
  }) => {
    // Someone tries a member's account with a wrong password (one failure costs the account nothing).
    const refused = await page.request.post('/api/auth/login', {
      headers: { 'user-agent': 'Audit journey browser' },
      data: { email: accounts.consumerMember.email, password: 'Not-The-Password-1!' },
    })
    expect(refused.status()).toBe(401)

    // The owner makes a named gateway key after entering the password again.
    const tokens = await newSession(page.request, accounts.consumerOwner)
    const headers = { authorization: `Bearer ${tokens.access_token}` }
    const fresh = await page.request.post('/api/auth/fresh-login', {
      headers,
      data: { password: demoPassword },
    })
    expect(fresh.ok(), await fresh.text()).toBe(true)
    const label = `Audit journey key ${Date.now()}`
    const created = await page.request.post('/api/auth/tenant/api-keys', { headers, data: { label } })
    expect(created.ok(), await created.text()).toBe(true)
    const key = ((await created.json()) as { data: { key: string } }).data.key

    // The trail is one tab of My Account, its owner's alone.
    await openSignedIn(page, accounts.consumerOwner, '/my-account/account')
    await page.getByRole('tab', { name: 'Audit log' }).click()
    await expect(page).toHaveURL('/my-account/audit-log')
    await expect(page).toHaveTitle('Audit log · Lumbung')
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible()

    const table = page.getByTestId('audit-log-table')
    const refusal = table.locator('tr[data-action="auth.login_failed"]').first()
    await expect(refusal).toContainText('Sign-in refused')
    await expect(refusal).toContainText('Refused')
    await expect(refusal).toContainText('Putri Ayu Lestari')
    await expect(refusal).toContainText('wrong password')
    const keyChange = table.locator('tr[data-action="tenant.named_api_key_created"]').first()
    await expect(keyChange).toContainText('Created an API key')
    await expect(keyChange).toContainText(label)
    // The date reads day first, in 24 hours, Jakarta time.
    await expect(keyChange).toContainText(/\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} WIB/)
    await expect(table).not.toContainText(key)
    await expectAccessible(page, 'audit log')

    // Filtered to refused sign-ins, the key change goes and the address keeps the filter.
    await page.getByRole('combobox', { name: 'Action' }).fill('Sign-in refused')
    await page.getByRole('option', { name: 'Sign-in refused', exact: true }).click()
    await expect(page).toHaveURL(/action=auth\.login_failed/)
    await expect(table.locator('tr[data-action="tenant.named_api_key_created"]')).toHaveCount(0)
    await expect(table.locator('tr[data-action="auth.login_failed"]').first()).toBeVisible()

    // The export carries the same filter, as CSV.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await download.path())!, 'utf8')
    const [header, ...rows] = csv.split('\r\n').filter(Boolean)
    expect(header).toBe(
      'When (WIB),Last time (WIB),Company,Who,What,Outcome,Times,Target,Details,IP address,Browser',
    )
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.includes('Sign-in refused'))).toBe(true)
    expect(csv).not.toContain(key)

    // A day is typed and shown day first (never the browser's month-first form); the address keeps YYYY-MM-DD.
    const today = new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const [year, month, day] = today.split('-')
    const from = page.getByRole('textbox', { name: 'From' })
    await from.fill(`${day}/${month}/${year}`)
    await expect(page).toHaveURL(new RegExp(`from=${today}`))
    await from.blur()
    await expect(from).toHaveValue(`${day}/${month}/${year}`)
    await expect(table.locator('tr[data-action="auth.login_failed"]').first()).toBeVisible()
  })
})
