import { expect, type Page } from '@playwright/test'

/** Picks an option of a select by the select's label and the option's whole name. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** Waits for a heading of exactly this name (and level, when given) to show. */
export async function expectHeading(page: Page, name: string, level?: number): Promise<void> {
  await expect(page.getByRole('heading', { name, exact: true, level })).toBeVisible()
}
