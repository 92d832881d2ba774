import type { Page } from '@playwright/test'
import { borrowPage, expect, test } from '../support/test'
import { companyDocumentKindLabels, companySizes, industries } from '@lumbung/contract'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { samplePdf, signUpVerifiedOwner, uniqueCompany } from '../support/company'
import { waitForMail } from '../support/mailbox'
import { mainMenu, openInApp, pathOf, signInThroughFormAs } from '../support/session'
import { chooseOption } from '../support/page-parts'

const accountPage = '/my-account/account'

/** Opens the newest mail to the address in the development mailbox and follows its link to `path`. */
async function followMailedLink(page: Page, address: string, path: string) {
  await waitForMail(page.request, address, (message) => message.text.includes(path))
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(address)}`)
  await expect(page.getByTestId('mail-subject')).toBeVisible()
  await page.getByRole('tab', { name: 'Plain text' }).click()
  await page
    .getByTestId('mail-text')
    .getByRole('link', { name: new RegExp(`${path}\\?token=`) })
    .first()
    .click()
  await expect.poll(() => pathOf(page)).toBe(path)
}

test.describe('a new company, from signup to a working team', () => {
  test.describe.configure({ mode: 'serial' })
  test.setTimeout(240_000)

  const company = uniqueCompany('journey')
  const admin = { fullName: 'Bayu Pradana', email: company.email.replace('journey.', 'admin.') }
  const member = { fullName: 'Citra Maharani', email: company.email.replace('journey.', 'member.') }
  const memberPassword = 'Granary#2026'

  test('signs up, verifies its email, is reviewed, subscribes as provider and invites its team', async ({
    page,
  }) => {
    // Signup
    await page.goto('/signup')
    await page.getByLabel('Full name').fill(company.fullName)
    await page.getByLabel('Employee position').fill('Chief Data Officer')
    await page.getByLabel('Email').fill(company.email)
    await page.getByLabel('Phone number').fill('81234500077')
    await page.getByLabel('Password', { exact: true }).fill(company.password)
    await page.getByLabel('Password confirmation').fill(company.password)
    await page.getByLabel('Company legal name').fill(company.legalName)
    await chooseOption(page, 'Industry', industries[0].description)
    await chooseOption(page, 'Company size', companySizes[0].description)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/thank-you\/signup$/)
    await expect(page.getByText('Thank you for signing up')).toBeVisible()
    await expectAccessible(page, 'thank-you after signup')

    // The verification mail, opened in the development mailbox
    await followMailedLink(page, company.email, '/email-verification')
    await expect(page).toHaveURL(/\/thank-you\/verification$/)
    await expect(page.getByText('Your email is verified')).toBeVisible()
    await expectAccessible(page, 'thank-you after verification')

    // An unverified company reaches only index, marketplace, my-account and subscription
    await signInThroughFormAs(page, company.email, company.password)
    for (const path of [
      '/consumer/my-transaction/purchased-data',
      '/manage-users',
      '/consumer/settings/storage',
    ]) {
      await openInApp(page, path)
      await expect.poll(() => pathOf(page), path).toBe(accountPage)
    }
    for (const path of ['/consumer/marketplace', '/subscription', '/my-account/company-info']) {
      await page.goto(path)
      await expect(page.getByTestId('sidebar')).toBeVisible()
      expect(pathOf(page), path).toBe(path)
    }

    // Company documents go in for review
    const chooser = page.waitForEvent('filechooser')
    await page.getByLabel(companyDocumentKindLabels.NIB).click()
    await (await chooser).setFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: samplePdf })
    await page.getByRole('button', { name: 'Submit for verification' }).click()
    await expect(page.getByTestId('verification-status')).toHaveText('In review')

    // The operator approves
    const operatorPage = await borrowPage()
    await openSignedIn(operatorPage, accounts.operator)
    await openInApp(operatorPage, `/operator/tenants?search=${encodeURIComponent(company.legalName)}`)
    await operatorPage.getByRole('link', { name: company.legalName }).click()
    const decision = operatorPage.getByTestId('verification-decision')
    await decision.getByRole('button', { name: 'Approve' }).click()
    await operatorPage.getByTestId('confirmation-modal').getByRole('button', { name: 'Approve' }).click()
    await expect(decision.getByTestId('verification-status')).toHaveText('Verified')

    // The owner is fully verified: the screens closed before open now
    await page.goto('/consumer/my-transaction/purchased-data')
    await expect(page.getByTestId('sidebar')).toBeVisible()
    expect(pathOf(page)).toBe('/consumer/my-transaction/purchased-data')
    await page.goto('/my-account/company-info')
    await expect(page.getByTestId('verification-status')).toHaveText('Verified')

    // The owner subscribes as provider
    await openInApp(page, '/subscription/provider')
    await page.getByLabel('Bank name').fill('Bank Central Asia')
    await page.getByLabel('Account number').fill('1234567890')
    await page.getByLabel('Account holder').fill(company.legalName)
    await page.getByRole('checkbox', { name: /I accept the provider terms/ }).check()
    await expectAccessible(page, 'provider subscription form')
    await page.getByRole('button', { name: 'Subscribe as provider' }).click()
    await expect(page.getByRole('button', { name: 'Change payout account' })).toBeVisible()
    // The confirmation comes once the app knows the company as a provider.
    const notice = page.getByTestId('notification-modal')
    await expect(notice).toContainText('Your company is now a provider')
    await notice.getByRole('button', { name: 'Stay here' }).click()
    await openInApp(page, '/provider')
    await expect(mainMenu(page).getByRole('link', { name: 'My Products' })).toBeVisible()
    expect(pathOf(page)).toBe('/provider')

    // ... and invites an admin and a member
    for (const [person, role] of [
      [admin, 'Admin'],
      [member, 'Member'],
    ] as const) {
      await openInApp(page, '/manage-users/add')
      await page.getByLabel('Full name').fill(person.fullName)
      await page.getByLabel('Email').fill(person.email)
      await chooseOption(page, 'Application role', role)
      if (role === 'Admin') await expectAccessible(page, 'invite form')
      await page.getByRole('button', { name: 'Send invitation' }).click()
      await expect(page).toHaveURL(/\/manage-users\/detail\/[0-9a-f-]{36}$/)
      if (role === 'Member') await expectAccessible(page, 'member detail')
    }

    // The member activates through the invitation mail and sees the member menu
    const memberPage = await borrowPage()
    await followMailedLink(memberPage, member.email, '/account-activation')
    await expectAccessible(memberPage, 'account activation')
    // The activation form marks both fields required, so their labels end with an asterisk.
    await memberPage.getByLabel(/^Password\s*\*?$/).fill(memberPassword)
    await memberPage.getByLabel(/^Password confirmation/).fill(memberPassword)
    await memberPage.getByRole('button', { name: 'Activate account' }).click()
    // Activation signs the member in and lands on the home page of their side.
    await expect(memberPage.getByTestId('sidebar')).toBeVisible()
    await openInApp(memberPage, '/consumer')
    await expect(mainMenu(memberPage).getByRole('link')).toHaveText([
      'Dashboard',
      'Purchased Data',
      'Marketplace',
      'My Account',
    ])
  })

  test('the owner makes the member an admin after a confirmation, and the member is told by mail', async ({
    page,
    request,
  }) => {
    await signInThroughFormAs(page, company.email, company.password)
    await openInApp(page, '/manage-users')
    await page.getByText(member.email).click()
    await expect(page).toHaveURL(/\/manage-users\/detail\/[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: 'Make admin' }).click()
    const confirmation = page.getByTestId('confirmation-modal')
    await expect(confirmation).toContainText('They are mailed about the change')
    await expectAccessible(page, 'role change confirmation')
    await confirmation.getByRole('button', { name: 'Make admin' }).click()
    await expect(page.getByText(`${member.fullName} is now an Admin.`)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Make member' })).toBeVisible()
    const mail = await waitForMail(request, member.email, (message) =>
      message.subject.includes('is now Admin'),
    )
    expect(mail.text).toContain('from Member to Admin')
  })

  test('a deactivated member cannot sign in', async ({ page }) => {
    await signInThroughFormAs(page, company.email, company.password)
    await openInApp(page, '/manage-users')
    await page.getByText(member.email).click()
    await expect(page).toHaveURL(/\/manage-users\/detail\/[0-9a-f-]{36}$/)
    await page.getByRole('button', { name: 'Deactivate' }).click()
    await page.getByTestId('confirmation-modal').getByRole('button', { name: 'Deactivate' }).click()
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible()

    const memberPage = await borrowPage()
    await memberPage.goto('/login')
    await memberPage.getByLabel('Email').fill(member.email)
    await memberPage.getByLabel('Password', { exact: true }).fill(memberPassword)
    await memberPage.getByRole('button', { name: 'Sign in' }).click()
    await expect(memberPage.getByTestId('login-error')).toBeVisible()
    await expect(memberPage).toHaveURL(/\/login$/)
  })
})

test('forgot and reset password', async ({ page, request }) => {
  const company = uniqueCompany('reset')
  await signUpVerifiedOwner(request, company)
  const newPassword = 'Lumbung#Baru9'

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/)
  await page.getByLabel('Email').fill(company.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page).toHaveURL(/\/thank-you\/forgot-password$/)
  await expectAccessible(page, 'thank-you after forgot password')

  await followMailedLink(page, company.email, '/reset-password')
  await expectAccessible(page, 'reset password')
  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  await page.getByLabel('Password confirmation').fill(newPassword)
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page).toHaveURL(/\/thank-you\/reset-password$/)

  const oldPassword = await request.post('/api/auth/login', {
    data: { email: company.email, password: company.password },
  })
  expect(oldPassword.status()).toBe(401)
  await signInThroughFormAs(page, company.email, newPassword)
})
