import type { Page } from '@playwright/test'
import { expect, retirePage, test } from '../support/test'
import { Secret, TOTP } from 'otpauth'
import { expectAccessible } from '../support/accessibility'
import { signUpVerifiedOwner, uniqueCompany, type NewCompany } from '../support/company'
import { sidebar, signInThroughFormAs } from '../support/session'

/** A code of the authenticator app holding `secret`, `stepsAhead` 30-second steps from now. */
function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 })
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click()
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login(\?|$)/)
}

/** The password step, which for this account leads to the second step. */
async function enterPassword(page: Page, company: NewCompany) {
  await page.getByLabel('Email').fill(company.email)
  await page.getByLabel('Password', { exact: true }).fill(company.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible()
}

async function signInWithCode(page: Page, company: NewCompany, code: string) {
  await enterPassword(page, company)
  await page.getByLabel('Code', { exact: true }).fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(sidebar(page)).toBeVisible()
}

test.describe('a second factor', () => {
  test.describe.configure({ mode: 'serial' })
  // Enrolling, four sign-ins and a passkey: longer than one screen's journey.
  test.setTimeout(90_000)

  test('an owner adds an authenticator app and a passkey, and signs in with each and a recovery code', async ({
    page,
    request,
  }) => {
    const company = uniqueCompany('mfa')
    await signUpVerifiedOwner(request, company)
    await signInThroughFormAs(page, company.email, company.password)

    await page.goto('/my-account/security')
    await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible()
    await expectAccessible(page, 'My Account › Security')

    // Setting the app up asks for the password again first.
    await page.getByRole('button', { name: 'Set up authenticator app' }).click()
    const freshLogin = page.getByTestId('fresh-login-modal')
    await freshLogin.getByLabel('Password', { exact: true }).fill(company.password)
    await freshLogin.getByRole('button', { name: 'Continue' }).click()
    const secret = (await page.getByTestId('totp-secret').innerText()).trim()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    await expectAccessible(page, 'Authenticator app set-up')
    await page.getByTestId('totp-enrolment').getByLabel('Code').fill(totpCode(secret))
    await page.getByRole('button', { name: 'Confirm' }).click()

    const shown = page.getByRole('list', { name: 'Your recovery codes' })
    await expect(shown.getByRole('listitem')).toHaveCount(10)
    const recoveryCodes = (await shown.getByRole('listitem').allInnerTexts()).map((code) => code.trim())
    await expectAccessible(page, 'Recovery codes')
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()
    await expect(page.getByText('On', { exact: true })).toBeVisible()

    // Signing in now asks for a code; the confirmation's code is spent, so the next one is used.
    await signOut(page)
    await enterPassword(page, company)
    await expectAccessible(page, 'Sign-in second step')
    await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await expect(sidebar(page)).toBeVisible()

    // A recovery code signs in once.
    await signOut(page)
    await signInWithCode(page, company, recoveryCodes[0]!)
    await page.goto('/my-account/security')
    await expect(page.getByTestId('recovery-codes-left')).toHaveText('9 of 10 recovery codes left')

    // A passkey, held by Chromium's virtual authenticator.
    // The authenticator outlives the journey in this tab: the page is not lent again.
    retirePage(page)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('WebAuthn.enable')
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    })
    await page.getByLabel('Passkey name').fill('Work laptop')
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    // The fresh login asks for the second factor too: a recovery code here.
    await freshLogin.getByLabel('Password', { exact: true }).fill(company.password)
    await freshLogin.getByRole('button', { name: 'Continue' }).click()
    await freshLogin.getByLabel('Code', { exact: true }).fill(recoveryCodes[1]!)
    await freshLogin.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByTestId('passkey-list').getByText('Work laptop')).toBeVisible()
    await expectAccessible(page, 'My Account › Security with a passkey')

    await signOut(page)
    await enterPassword(page, company)
    await page.getByRole('button', { name: 'Use a passkey' }).click()
    await expect(sidebar(page)).toBeVisible()
  })
})

test('a member of a company that requires a second factor is sent to add one before anything else', async ({
  page,
  request,
}) => {
  const company = uniqueCompany('mfarule')
  await signUpVerifiedOwner(request, company)
  const signedIn = await request.post('/api/auth/login', {
    data: { email: company.email, password: company.password },
  })
  const { access_token } = (await signedIn.json()).data as { access_token: string }
  const rule = await request.put('/api/auth/tenant/second-factor', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { is_required: true },
  })
  expect(rule.ok(), await rule.text()).toBe(true)

  await page.goto('/login')
  await page.getByLabel('Email').fill(company.email)
  await page.getByLabel('Password', { exact: true }).fill(company.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/my-account\/security$/)
  await expect(page.getByText('Your company requires a second factor.', { exact: false })).toBeVisible()
  await expectAccessible(page, 'Security, a second factor required')

  // Another screen sends them back until a factor is added; the password was just typed, so no prompt.
  await page.goto('/my-account/account')
  await expect(page).toHaveURL(/\/my-account\/security$/)
  await page.getByRole('button', { name: 'Set up authenticator app' }).click()
  const secret = (await page.getByTestId('totp-secret').innerText()).trim()
  await page.getByTestId('totp-enrolment').getByLabel('Code').fill(totpCode(secret))
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click()

  await page.goto('/my-account/account')
  await expect(page).toHaveURL(/\/my-account\/account$/)
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible()
})
