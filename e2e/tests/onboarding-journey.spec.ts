import type { Locator, Page } from '@playwright/test'
import { borrowPage, expect, test } from '../support/test'
import { companyDocumentKindLabels } from '@lumbung/contract'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { openSignedIn } from '../support/api-session'
import { samplePdf, signUpVerifiedOwner, uniqueCompany } from '../support/company'
import { mainMenu, openInApp, pathOf, signInThroughFormAs } from '../support/session'

/** Picks an option of a Mantine Select, typing first so long lists need no scrolling. */
async function choose(page: Page, label: string, option: string, typed = option) {
  const input = page.getByRole('combobox', { name: label, exact: true })
  await input.click()
  await input.fill(typed)
  await page.getByRole('option', { name: option, exact: true }).click()
}

function badge(scope: Locator | Page, text: string): Locator {
  return scope.locator('.mantine-Badge-root').filter({ hasText: new RegExp(`^${text}$`, 'i') })
}

function salesCsv(): Buffer {
  const lines = ['store_code,city,sale_date,units_sold']
  for (let day = 1; day <= 5; day += 1) lines.push(`S-0${day},Bandung,2026-03-0${day},${40 + day}`)
  return Buffer.from(`${lines.join('\n')}\n`)
}

test.describe('a new company finds its own way from signup to a published product', () => {
  test.setTimeout(240_000)

  test('checklist, company details, documents, approval, provider subscription, first product', async ({
    page,
  }) => {
    const company = uniqueCompany('onboarding')
    await signUpVerifiedOwner(page.request, company)
    await signInThroughFormAs(page, company.email, company.password)

    // The dashboard is closed until the company is verified: the owner lands on the account page, which
    // leads with the checklist (the email is already done) and reads as no refusal.
    await expect.poll(() => pathOf(page)).toBe('/my-account/account')
    await expect(page.getByTestId('guard-notice')).toHaveCount(0)
    const checklist = page.getByTestId('get-verified-checklist')
    await expect(checklist).toContainText('1 of 4 steps done')
    await expect(page.getByTestId('verification-step-email')).toHaveAttribute('data-state', 'done')
    await expect(page.getByTestId('verification-step-details')).toContainText('Still missing')
    await expectAccessible(page, 'account with the checklist')

    // A closed menu entry stays in the menu and says why; a guard's redirect says why too.
    const purchased = mainMenu(page).getByRole('button', { name: 'Purchased Data' })
    await expect(purchased).toHaveAttribute('aria-disabled', 'true')
    await expect(purchased).toHaveAccessibleDescription('Verify your company to open Purchased Data')
    await page.goto('/consumer/my-transaction/purchased-data')
    await expect.poll(() => pathOf(page)).toBe('/my-account/account')
    await expect(page.getByTestId('guard-notice')).toHaveText('Verify your company to open Purchased Data')

    // Company details, reached from the checklist, start with what signup asked for.
    await openInApp(page, '/my-account/account')
    await checklist.getByRole('link', { name: 'Fill in the company details' }).click()
    await expect.poll(() => pathOf(page)).toBe('/my-account/company-info')
    await expect(page.getByRole('tab', { name: 'Company', selected: true })).toBeVisible()
    await expect(page.getByLabel('Legal name')).toHaveValue(company.legalName)
    await expect(page.getByLabel('Phone number')).toHaveValue('81234500099')
    await page.getByLabel('Brand name').fill('Arunika')
    await page
      .getByRole('textbox', { name: 'Address', exact: true })
      .fill('Jl. Gatot Subroto No. 38, Jakarta Selatan')
    await choose(page, 'Province', 'Daerah Khusus Ibukota Jakarta', 'Jakarta')
    await choose(page, 'District', 'Kota Administrasi Jakarta Selatan', 'Jakarta Selatan')
    await choose(page, 'Sub-district', 'Mampang Prapatan', 'Mampang')
    await expectAccessible(page, 'company info form')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('Company updated')).toBeVisible()

    // The shell's line now points at the documents.
    const banner = page.getByTestId('get-verified-banner')
    await expect(banner).toContainText('Next: send the company documents')
    await banner.getByRole('link', { name: 'Send the documents' }).click()
    await expectAccessible(page, 'company documents')
    const chooser = page.waitForEvent('filechooser')
    await page.getByLabel(companyDocumentKindLabels.NIB).click()
    await (await chooser).setFiles({ name: 'nib.pdf', mimeType: 'application/pdf', buffer: samplePdf })
    await page.getByRole('button', { name: 'Submit for verification' }).click()
    await expect(page.getByTestId('verification-status')).toHaveText('In review')
    await expect(banner).toContainText('Next: review by lumbung')

    // An operator approves, from the operator's own shell.
    const operatorPage = await borrowPage()
    await openSignedIn(operatorPage, accounts.operator)
    await expect.poll(() => pathOf(operatorPage)).toBe('/operator/tenants')
    await expect(operatorPage.getByLabel('User type')).toHaveCount(0)
    await openInApp(operatorPage, `/operator/tenants?search=${encodeURIComponent(company.legalName)}`)
    await operatorPage.getByRole('link', { name: company.legalName }).click()
    const decision = operatorPage.getByTestId('verification-decision')
    await decision.getByRole('button', { name: 'Approve' }).click()
    await operatorPage.getByTestId('confirmation-modal').getByRole('button', { name: 'Approve' }).click()
    await expect(decision.getByTestId('verification-status')).toHaveText('Verified')

    // Verified: no checklist, and the entries closed before open.
    await page.goto('/consumer')
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible()
    await expect(checklist).toHaveCount(0)
    await expect(mainMenu(page).getByRole('link', { name: 'Purchased Data' })).toBeVisible()

    // The owner subscribes as provider and switches from the confirmation.
    await mainMenu(page).getByRole('link', { name: 'Subscription' }).click()
    await page.getByRole('link', { name: 'Become a provider' }).click()
    await page.getByLabel('Bank name').fill('Bank Central Asia')
    await page.getByLabel('Account number').fill('1234567890')
    await page.getByLabel('Account holder').fill(company.legalName)
    await page.getByRole('checkbox', { name: /I accept the provider terms/ }).check()
    await page.getByRole('button', { name: 'Subscribe as provider' }).click()
    const notice = page.getByTestId('notification-modal')
    await expect(notice).toContainText('Your company is now a provider')
    await expectAccessible(page, 'notification dialog')
    await notice.getByRole('button', { name: 'Switch to the provider side' }).click()
    await expect.poll(() => pathOf(page)).toBe('/provider')

    // Its first dataset and product, published.
    const datasetName = `Penjualan ${company.legalName}`
    const productName = `Data penjualan ${company.legalName}`
    await mainMenu(page).getByRole('link', { name: 'Datasets' }).click()
    await page.getByRole('button', { name: /Add dataset/ }).click()
    await page.getByRole('menuitem', { name: 'File dataset' }).click()
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sales.csv', mimeType: 'text/csv', buffer: salesCsv() })
    await page.getByLabel(/^Name/).fill(datasetName)
    await page.getByLabel('Short description').fill('Daily sales per store.')
    await page.getByLabel(/^Description/).fill('Units sold per store and day in Bandung.')
    await expectAccessible(page, 'file dataset form')
    await page.getByRole('button', { name: 'Save and activate' }).click()
    // A saved dataset opens its detail page.
    await expect(page).toHaveURL(/\/datasets\/detail\/file-based\/[0-9a-f-]{36}$/)
    await expectAccessible(page, 'file dataset detail')

    await mainMenu(page).getByRole('link', { name: 'My Products' }).click()
    await page.getByRole('link', { name: /Add product/ }).click()
    await page.getByLabel('Product name').fill(productName)
    await page.getByLabel('Short description').fill('Daily store sales in Bandung.')
    await page.getByLabel(/^Description/).fill('Units sold per store and day, refreshed every morning.')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Retail and e-commerce' }).click()
    await page.keyboard.press('Escape')
    await page.getByRole('combobox', { name: 'Data type', exact: true }).click()
    await page.getByRole('option', { name: 'File' }).click()
    await page.getByRole('combobox', { name: 'Dataset source', exact: true }).click()
    await page.getByRole('option', { name: datasetName }).click()
    await page.getByRole('combobox', { name: 'Pricing model', exact: true }).click()
    await page.getByRole('option', { name: 'One-time purchase' }).click()
    await page.getByRole('combobox', { name: 'Delivery method', exact: true }).click()
    await page.getByRole('option', { name: 'Download' }).click()
    await page.getByLabel('Price (Rp)').fill('1500000')
    await expectAccessible(page, 'product form')
    await page.getByRole('button', { name: 'Save as draft' }).click()
    await expect(page).toHaveURL(/\/provider\/my-products\/detail\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: productName })).toBeVisible()
    await expect(badge(page, 'Draft')).toBeVisible()
    await expectAccessible(page, 'draft product detail')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    const publishDialog = page.getByRole('dialog', { name: 'Publish this product?' })
    await expect(publishDialog).toBeVisible()
    await expectAccessible(page, 'publish dialog')
    await publishDialog.getByRole('button', { name: 'Publish' }).click()
    await expect(publishDialog).toBeHidden()
    await expect(badge(page, 'Published')).toBeVisible()
  })
})

test('the provider owner reaches Manage Users on a 1440×900 screen by scrolling the menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openSignedIn(page, accounts.providerOwner, '/provider')
  const manageUsers = mainMenu(page).getByRole('link', { name: 'Manage Users' })
  await manageUsers.scrollIntoViewIfNeeded()
  await expect(manageUsers).toBeInViewport()
  await expect(page.getByTestId('sidebar-more-below')).toHaveCount(0)
  await manageUsers.click()
  await expect.poll(() => pathOf(page)).toBe('/manage-users')
})

test('a signed-in unknown address keeps the app shell', async ({ page }) => {
  await openSignedIn(page, accounts.consumerOwner)
  await page.goto('/consumer/no-such-screen')
  await expect(page.getByText('This page could not be found')).toBeVisible()
  await expect(mainMenu(page)).toBeVisible()
})
