import type { Page } from '@playwright/test'
import { expect, test } from '../support/test'
import {
  accessTokenOf,
  addActiveMember,
  signUpVerifiedOwner,
  submitCompanyDocuments,
  uniqueCompany,
} from '../support/company'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { waitForMail } from '../support/mailbox'
import { openInApp, signInThroughFormAs } from '../support/session'

// One company goes through review and suspension in order; the demo tenants are left as they were.
test.describe.configure({ mode: 'serial' })

const company = uniqueCompany('console')

test.beforeAll(async ({ request }) => {
  await signUpVerifiedOwner(request, company)
  await submitCompanyDocuments(request, company)
})

function operatorMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Operator menu' })
}

async function companyIsVerified(page: Page) {
  const token = await accessTokenOf(page.request, company.email, company.password)
  const response = await page.request.get('/api/auth/user/information', {
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await response.json()) as { data: { company_is_verified: boolean } }).data.company_is_verified
}

test('the console does not exist for a company owner', async ({ page }) => {
  await openSignedIn(page, accounts.providerOwner)
  await expect(operatorMenu(page)).toHaveCount(0)
  for (const path of ['/operator/tenants', '/operator/users']) {
    await openInApp(page, path)
    await expect(page.getByText('This page could not be found')).toBeVisible()
  }
})

test('an operator rejects with a reason, then approves the resubmitted documents', async ({ page }) => {
  await openSignedIn(page, accounts.operator)
  await operatorMenu(page).getByRole('link', { name: 'Tenants' }).click()
  await expect(page).toHaveURL(/\/operator\/tenants$/)

  // Companies waiting for review come first; the status filter narrows to them.
  const firstRow = page.getByTestId('tenants-table').locator('tbody tr').first()
  await expect(firstRow).toContainText(company.legalName)
  await expect(firstRow).toContainText('Pending')
  await page.getByRole('combobox', { name: 'Verification status' }).click()
  await page.getByRole('option', { name: 'Verified', exact: true }).click()
  await expect(page).toHaveURL(/verification_status=VERIFIED/)
  await expect(page.getByTestId('tenants-table')).not.toContainText(company.legalName)
  await page.getByLabel('Search companies').fill(company.legalName)
  await expect(page.getByText('No tenant matches these filters.')).toBeVisible()
  await openInApp(page, '/operator/tenants?verification_status=PENDING')
  await page.getByRole('link', { name: company.legalName }).click()

  await expect(page.getByRole('heading', { name: company.legalName })).toBeVisible()
  await expect(page.getByTestId('tenant-documents')).toContainText('nib.pdf')
  await expect(page.getByTestId('tenant-users')).toContainText(company.email)
  await expectAccessible(page, 'operator tenant detail')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download nib.pdf' }).click()
  expect((await download).suggestedFilename()).toBe('nib.pdf')

  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Reject verification' })
  await dialog.getByRole('button', { name: 'Reject verification' }).click()
  await expect(dialog.getByText('Reason can not be empty')).toBeVisible()
  await expectAccessible(page, 'reject dialog with an error')
  const reason = 'The NIB scan is unreadable; please upload a sharper copy.'
  await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Reject verification' }).click()
  await expect(dialog).toBeHidden()
  const decision = page.getByTestId('verification-decision')
  await expect(decision.getByTestId('verification-status')).toHaveText('Rejected')
  await expect(decision).toContainText(reason)
  await waitForMail(page.request, company.email, (message) => message.text.includes(reason))
  expect(await companyIsVerified(page)).toBe(false)

  await submitCompanyDocuments(page.request, company)
  await page.reload()
  await expect(decision.getByTestId('verification-status')).toHaveText('Pending')
  await decision.getByRole('button', { name: 'Approve' }).click()
  await page.getByTestId('confirmation-modal').getByRole('button', { name: 'Approve' }).click()
  await expect(decision.getByTestId('verification-status')).toHaveText('Verified')
  await waitForMail(page.request, company.email, (message) => message.subject.includes('is verified'))
  expect(await companyIsVerified(page)).toBe(true)
})

test('an operator deactivates a user, who can no longer sign in, and reactivates them', async ({
  page,
  browser,
  request,
}) => {
  const person = await addActiveMember(request, company)
  const signedIn = await browser.newPage()
  await signInThroughFormAs(signedIn, person.email, person.password)

  await openSignedIn(page, accounts.operator)
  await operatorMenu(page).getByRole('link', { name: 'Users' }).click()
  await page.getByLabel('Search users').fill(company.email.replace(/^[^.]+\./, ''))
  await expect(page.getByText('1–2 of 2 users')).toBeVisible()
  // Operators are out of reach: the operator's own row offers no actions.
  await expect(page.getByRole('button', { name: `Actions for ${accounts.operator.email}` })).toHaveCount(0)

  // The company's owner stays until ownership moves: the console says so before anything is tried.
  const ownerRow = page.locator(`tr[data-email="${company.email}"]`)
  await ownerRow.getByRole('button', { name: `Actions for ${company.email}` }).click()
  await page.getByRole('menuitem', { name: 'Deactivate' }).click()
  const refusal = page.getByTestId('confirmation-modal')
  await expect(refusal).toContainText('Transfer ownership')
  await expect(refusal.getByRole('button', { name: 'Deactivate' })).toHaveCount(0)
  await refusal.getByRole('button', { name: 'Close' }).click()
  await expect(ownerRow.getByTestId('user-status')).toHaveText('Active')

  const row = page.locator(`tr[data-email="${person.email}"]`)
  await row.getByRole('button', { name: `Actions for ${person.email}` }).click()
  await expect(page.getByRole('menuitem', { name: 'Deactivate' })).toBeVisible()
  await expectAccessible(page, 'users with a row menu open')
  await page.getByRole('menuitem', { name: 'Deactivate' }).click()
  await expectAccessible(page, 'deactivate confirmation')
  await page.getByTestId('confirmation-modal').getByRole('button', { name: 'Deactivate' }).click()
  await expect(row.getByTestId('user-status')).toHaveText('Deactivated')

  // The member's open session ends at once: the next navigation needs a sign-in that no longer works.
  await signedIn.reload()
  await expect(signedIn).toHaveURL(/\/login(\?|$)/)
  await signedIn.getByLabel('Email').fill(person.email)
  await signedIn.getByLabel('Password', { exact: true }).fill(person.password)
  await signedIn.getByRole('button', { name: 'Sign in' }).click()
  await expect(signedIn.getByTestId('login-error')).toBeVisible()

  await row.getByRole('button', { name: `Actions for ${person.email}` }).click()
  await page.getByRole('menuitem', { name: 'Reactivate' }).click()
  await page.getByTestId('confirmation-modal').getByRole('button', { name: 'Reactivate' }).click()
  await expect(row.getByTestId('user-status')).toHaveText('Active')
  await signInThroughFormAs(signedIn, person.email, person.password)
  await signedIn.close()
})
