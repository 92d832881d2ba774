import { expect, test } from '../support/test'
import { formatCount, measuredQualityMessages, trialMessages, type MeasuredQuality } from '@lumbung/contract'
import { expectAccessible } from '../support/accessibility'
import { accounts } from '../support/accounts'
import { pageSignedInAs, sessionOf } from '../support/api-session'
import { demoProducts, transactionApiOf } from '../support/transactions'

test.describe('a free trial and measured quality', () => {
  test('the product page offers the trial before the request, and the card shows the last 30 days', async ({
    request,
  }) => {
    // A new pay-per-call product with a trial of 50 calls, on the dataset of the NIK–phone API.
    const consumer = await transactionApiOf(request, accounts.consumerAdmin)
    const nikPhone = await consumer.productIdOf(demoProducts.nikPhone)
    const provider = {
      authorization: `Bearer ${(await sessionOf(request, accounts.providerAdmin)).access_token}`,
    }
    const model = await request.get(`/api/data/provider/products/detail/${nikPhone}`, { headers: provider })
    expect(model.ok(), await model.text()).toBe(true)
    const datasetId = ((await model.json()) as { data: { dataset_source_id: string } }).data.dataset_source_id
    const name = `Trial Journey API ${Date.now()}`
    const added = await request.post('/api/data/provider/products/add?draft=false', {
      headers: provider,
      multipart: {
        name,
        short_description: 'Checks that a phone number belongs to a NIK',
        description: 'Answers whether the phone number is registered to the holder of the NIK.',
        category: 'IDENTITY_VERIFICATION',
        data_type: 'API',
        dataset_source_id: datasetId,
        pricing_model: 'PAY_PER_CALL',
        unit: 'CALL',
        price: '1500',
        delivery_method: 'API',
        is_default_data_access_agreement: 'true',
        trial_calls: '50',
      },
    })
    expect(added.ok(), await added.text()).toBe(true)
    const productId = ((await added.json()) as { data: { id: string } }).data.id

    const page = await pageSignedInAs(accounts.consumerAdmin, `/consumer/marketplace/products/${productId}`)
    const offer = page.getByTestId('trial-offer')
    await expect(offer).toContainText(trialMessages.terms({ calls: 50, days: null })!)
    await expect(offer).toContainText(trialMessages.productPageNote)
    await expect(page.getByRole('link', { name: 'Request', exact: true })).toBeVisible()
    await expectAccessible(page, 'product page with a free trial')

    // The NIK–phone API's card shows its measured figures as the marketplace answers them.
    const detail = await request.get(`/api/data/consumer/marketplace/detail/${nikPhone}`, {
      headers: { authorization: `Bearer ${(await sessionOf(request, accounts.consumerAdmin)).access_token}` },
    })
    const quality = ((await detail.json()) as { data: { measured_quality: MeasuredQuality } }).data
      .measured_quality
    expect(quality).not.toBeNull()
    await page.goto(`/consumer/marketplace/products?search=${encodeURIComponent(demoProducts.nikPhone)}`)
    const card = page.getByRole('link', { name: demoProducts.nikPhone })
    const figures = card.getByTestId('measured-quality')
    if (quality.is_new) await expect(figures).toContainText(measuredQualityMessages.newBadge)
    else {
      await expect(figures).toContainText(measuredQualityMessages.successRate(quality.success_rate!))
      await expect(figures).toContainText(`${formatCount(quality.latency_p50_ms!)} ms median`)
    }
    await expectAccessible(page, 'marketplace cards with measured quality')

    // The journey's product leaves the catalogue as it found it.
    const archived = await request.put(`/api/data/provider/products/archive/${productId}?data_type=API`, {
      headers: provider,
    })
    expect(archived.ok(), await archived.text()).toBe(true)
  })
})
