import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataDeliveries } from '../../../db/schema'
import { openDeliverySuite, type DeliverySuite } from './delivery.test-helpers'

// A subscription to a file, its period started a minute ago: Rp 2.500.000 in this month's spend.
let suite: DeliverySuite
let transactionNo: string
let settingId: string
const base = '/api/transaction/consumer'

const putCaps = (payload: Record<string, unknown>) =>
  suite.send('PUT', '/api/billing/spend-caps', suite.people.consumerOwner, payload)
const linkOf = (headers = suite.people.consumerMember) =>
  suite.send('POST', `${base}/purchased/download-link/${transactionNo}`, headers)
const deliver = () =>
  suite.send('POST', `${base}/data-delivery/proceed`, suite.people.consumerAdmin, {
    transaction_no: transactionNo,
    storage_setting_id: settingId,
    path: '',
  })

/** Refuses at the company cap, set to exactly what the company spent this month. */
async function capAtSpend() {
  const caps = (await suite.send('GET', '/api/billing/spend-caps', suite.people.consumerOwner)).json().data
  await putCaps({ company_cap: caps.company_spend, is_refusing_at_cap: true, products: [] })
  return caps.company_spend as number
}
const stopRefusing = () => putCaps({ company_cap: null, is_refusing_at_cap: false, products: [] })

beforeAll(async () => {
  suite = await openDeliverySuite()
  const datasetId = await suite.addFileDataset('Retail outlets')
  const productId = await suite.publishFileProduct(datasetId, 'Retail outlets feed', 'CLOUD_STORAGE')
  transactionNo = await suite.purchase(productId, 'Retail outlets feed', {
    deliveryMethod: 'CLOUD_STORAGE',
    periodStart: new Date(Date.now() - 60_000),
  })
  const setting = await suite.send(
    'POST',
    '/api/data/consumer/settings/storage/add',
    suite.people.consumerOwner,
    {
      name: 'Landing folder',
      cloud_provider: 'LOCAL',
      storage_config: { folder: 'landing' },
    },
  )
  expect(setting.statusCode, setting.body).toBe(200)
  settingId = setting.json().data.id as string
}, 60_000)
afterAll(async () => suite?.close())

describe('a refusing spend cap and purchased files', () => {
  it('refuses a download link and the bytes of a link made before the cap was reached', async () => {
    const link = await linkOf()
    expect(link.statusCode, link.body).toBe(200)
    const spend = await capAtSpend()
    try {
      const refused = await linkOf()
      expect(refused.statusCode).toBe(402)
      expect(refused.json()).toMatchObject({
        code: 'SPEND_CAP_REACHED',
        message: expect.stringContaining(
          `your company's monthly spend cap of Rp ${spend.toLocaleString('id-ID')} is reached`,
        ),
      })
      const bytes = await suite.app.inject({ method: 'GET', url: link.json().data.url })
      expect(bytes.statusCode).toBe(402)
      const records = await suite.usageOf(transactionNo)
      expect(records.find((record) => record.errorCode === 'SPEND_CAP_REACHED')).toMatchObject({
        kind: 'DOWNLOAD',
        outcome: 'REJECTED',
        isBillable: false,
      })
    } finally {
      await stopRefusing()
    }
    expect((await linkOf()).statusCode).toBe(200)
  })

  it('refuses a delivery before it is queued, and fails one queued before the cap was reached', async () => {
    const queued = await deliver()
    expect(queued.statusCode, queued.body).toBe(200)
    await capAtSpend()
    try {
      const refused = await deliver()
      expect(refused.statusCode).toBe(402)
      expect(refused.json().code).toBe('SPEND_CAP_REACHED')

      await suite.app.jobs.drain(['data-delivery'])
      const [delivery] = await suite.db
        .select()
        .from(dataDeliveries)
        .where(eq(dataDeliveries.id, queued.json().data.id as string))
      expect(delivery).toMatchObject({ status: 'FAILED', errorCode: 'SPEND_CAP_REACHED' })
      expect(delivery!.errorMessage).toContain("your company's monthly spend cap of")
    } finally {
      await stopRefusing()
    }
    expect((await deliver()).statusCode).toBe(200)
  })
})
