import { expect, retirePage, test } from '../support/test'
import { accounts } from '../support/accounts'
import { pageSignedInAs } from '../support/api-session'
import { mainMenu } from '../support/session'
import { demoProducts } from '../support/transactions'

test('a list’s search box shows the search the list is filtered by, also after the menu opens the list anew', async () => {
  const page = await pageSignedInAs(accounts.providerAdmin, '/provider/my-products')
  const searchBox = page.getByRole('textbox', { name: 'Search' })
  const ricePrices = page.getByRole('row', { name: new RegExp(demoProducts.ricePrices) })
  await expect(ricePrices).toBeVisible()

  await searchBox.fill('census')
  await expect(page).toHaveURL(/[?&]search=census(&|$)/)
  await expect(page.getByRole('row', { name: new RegExp(demoProducts.outletCensus) })).toBeVisible()
  await expect(ricePrices).toHaveCount(0)

  // The same screen, opened from the menu without a search: the box empties with the list's filter.
  await mainMenu(page).getByRole('link', { name: 'My Products' }).click()
  await expect(page).toHaveURL(/\/provider\/my-products$/)
  await expect(ricePrices).toBeVisible()
  await expect(searchBox).toHaveValue('')

  // Typing the menu cuts short is dropped: it is not searched for once the list has opened anew, also
  // when the pause the box waits for ends before the list has: at a slow computer's pace (the page's
  // scripts three times slower) opening the list outlasts that pause.
  await searchBox.fill('census')
  await expect(page).toHaveURL(/[?&]search=census(&|$)/)
  // A failure would leave the tab slowed: the page is not lent again.
  retirePage(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 3 })
  await searchBox.fill('census jabodetabek')
  await mainMenu(page).getByRole('link', { name: 'My Products' }).click()
  await expect(searchBox).toHaveValue('')
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  // Longer than the pause the box waits for before it searches.
  await page.waitForTimeout(600)
  await expect(page).toHaveURL(/\/provider\/my-products$/)
  await expect(searchBox).toHaveValue('')
  await expect(ricePrices).toBeVisible()
})
