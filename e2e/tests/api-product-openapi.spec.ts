import { readFile } from 'node:fs/promises'
import { expect, test } from '../support/test'
import { apiProductMessages } from '@lumbung/contract'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { pageSignedInAs } from '../support/api-session'
import { namedKeyOf, purchaseOf, purchasedDetail } from '../support/delivery'
import { demoProducts } from '../support/transactions'

// The journey makes (then revokes) a key of its own, named uniquely, and changes nothing else.

test.describe('an API product described by its OpenAPI document', () => {
  test('the product page shows parameters and terms before buying, the document downloads, and Try it answers 200 with a pasted key', async ({
    request,
  }) => {
    test.slow()
    const purchase = await purchaseOf(request, accounts.consumerOwner, demoProducts.nikPhone)

    // Before buying: what the API takes, with examples, and the gateway's terms.
    const page = await pageSignedInAs(
      accounts.consumerOwner,
      `/consumer/marketplace/products/${purchase.product_id}`,
    )
    const terms = page.getByTestId('api-product-terms')
    await expect(terms).toBeVisible()
    await expect(terms.getByRole('cell', { name: 'nik', exact: true })).toBeVisible()
    await expect(terms.getByRole('cell', { name: '3171012345670001' })).toBeVisible()
    await expect(terms).toContainText(apiProductMessages.rateLimit)
    await expect(terms).toContainText(apiProductMessages.monthlyQuota)
    await expect(terms).toContainText(apiProductMessages.operationalHours)
    await expect(terms).toContainText('00:00–23:59 (Asia/Jakarta)')
    await expect(terms).toContainText(apiProductMessages.availabilityTarget)
    await expectAccessible(page, 'product page with API terms')

    const downloading = page.waitForEvent('download')
    await terms.getByRole('button', { name: apiProductMessages.downloadOpenApi }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('nik-phone-match-api-openapi.json')
    const document = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
      openapi: string
      components: { securitySchemes: { apiKey: { name: string } } }
    }
    expect(document.openapi).toBe('3.1.0')
    expect(document.components.securitySchemes.apiKey.name).toBe('X-API-Key')

    // After buying: Try it, with a key pasted in, calls the product through the gateway.
    const key = await namedKeyOf(request, accounts.consumerOwner, `Try it ${Date.now().toString(36)}`)
    try {
      await page.goto(purchasedDetail(purchase.transaction_no))
      const panel = page.getByTestId('api-try-panel')
      await expect(panel.getByRole('heading', { name: apiProductMessages.tryTitle })).toBeVisible()
      await expect(panel.getByRole('button', { name: apiProductMessages.downloadOpenApi })).toBeVisible()
      await expect(panel.getByRole('textbox', { name: 'nik' })).toHaveValue('3171012345670001')
      await expect(panel.getByRole('textbox', { name: 'phone' })).toHaveValue('081234567890')
      await panel.getByLabel(apiProductMessages.keyLabel).fill(key.key)
      const called = page.waitForRequest((sent) => sent.url().includes('/gateway/v1/products/'))
      await panel.getByRole('button', { name: apiProductMessages.send }).click()
      const sent = await called
      // The key travels in its header only.
      expect(sent.url()).not.toContain(key.key)
      expect(await sent.headerValue('x-api-key')).toBe(key.key)
      const result = page.getByTestId('api-try-result')
      await expect(result).toContainText('200')
      await expect(result).toContainText('"match"')
      await expect(result).toContainText(apiProductMessages.latency)
      await expectAccessible(page, 'purchase page with Try it')
      // Nothing of the key is kept by the page.
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))
      expect(stored).not.toContain(key.key)
      // The snippets send the provider's examples.
      await expect(page.getByTestId('snippet-curl')).toContainText('3171012345670001')
    } finally {
      await key.revoke()
    }
  })
})
