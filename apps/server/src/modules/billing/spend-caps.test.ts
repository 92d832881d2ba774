import { and, eq, like } from 'drizzle-orm'
import { formatRupiah } from '@lumbung/contract'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultGatewayConfig } from '../../config'
import { jobSchedules, mailOutbox, spendCapAlerts } from '../../db/schema'
import { headersFor } from '../../../test/test-app'
import { openGatewaySuite, type GatewaySuite } from '../gateway/gateway.test-helpers'
import { insertCompany } from './billing.test-helpers'
import { addMonths, periodOf, periodStart } from './billing-period'
import {
  createBillingChargesRepository,
  createSpendCapTracker,
  createSpendCapsRepository,
  spendCapCheckQueue,
  spendCapSweepQueue,
} from '.'
import { createBillingCreditsRepository } from './billing-credits.repository'
import { createCompanyCharges } from './company-charges'

type Headers = Record<string, string>
interface CapsBody {
  company_cap: number | null
  is_refusing_at_cap: boolean
  products: { product_id: string; cap: number | null }[]
}

const gateway = { ...defaultGatewayConfig, ratePerSecond: 1000, rateBurst: 1000 }
let suite: GatewaySuite
let owner: Headers
let admin: Headers
let member: Headers
let otherOwner: Headers
let otherCompany: string

beforeAll(async () => {
  suite = await openGatewaySuite({ gateway })
  owner = await headersFor(suite.app, 'owner@consumer.test')
  admin = await headersFor(suite.app, 'admin@consumer.test')
  member = await headersFor(suite.app, 'member@consumer.test')
  otherCompany = await insertCompany(suite.db, 'PT Pembeli Batas', 'owner@batas.test', { isProvider: false })
  otherOwner = await headersFor(suite.app, 'owner@batas.test')
})
afterAll(() => suite?.close())

const getCaps = (headers: Headers) =>
  suite.app.inject({ method: 'GET', url: '/api/billing/spend-caps', headers })
const putCaps = (headers: Headers, payload: CapsBody) =>
  suite.app.inject({ method: 'PUT', url: '/api/billing/spend-caps', headers, payload: { ...payload } })
const getStatus = (headers: Headers) =>
  suite.app.inject({ method: 'GET', url: '/api/billing/spend-status', headers })

/** A pay-per-call product at Rp 1.000 a call, bought by the demo consumer. */
async function pricedProduct() {
  const productId = await suite.apiProduct({ price: 1000 })
  await suite.purchase(productId, { price: 1000 })
  return productId
}

async function callTimes(productId: string, times: number) {
  const statuses: number[] = []
  for (let index = 0; index < times; index += 1) {
    statuses.push((await suite.call(productId, { payload: { phone: '0812' } })).statusCode)
  }
  return statuses
}

/** What the job queue does after calls: the spend check, then the mail it queued. */
async function runCheck() {
  await suite.app.usage.flush()
  await suite.app.jobs.enqueue(spendCapCheckQueue, { tenantId: suite.consumerId })
  await suite.app.jobs.drain([spendCapCheckQueue, 'mail'])
}

const mailsAbout = (text: string) =>
  suite.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, 'owner@consumer.test'), like(mailOutbox.subject, `%${text}%`)))

describe('setting spend caps', () => {
  it('lets the owner set a company cap and product caps, and shows them with the month spend', async () => {
    const productId = await pricedProduct()
    expect(await callTimes(productId, 2)).toEqual([200, 200])
    await suite.app.usage.flush()
    const saved = await putCaps(owner, {
      company_cap: 900_000_000,
      is_refusing_at_cap: false,
      products: [{ product_id: productId, cap: 50_000 }],
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().message).toBe('Spend caps saved')
    const caps = (await getCaps(owner)).json().data
    expect(caps.period).toBe(periodOf(new Date()))
    expect(caps.company_cap).toBe(900_000_000)
    expect(caps.is_refusing_at_cap).toBe(false)
    expect(
      caps.products.find((product: { product_id: string }) => product.product_id === productId),
    ).toMatchObject({ cap: 50_000, spend: 2000 })
    expect(caps.company_spend).toBeGreaterThanOrEqual(2000)
  })

  it('keeps admins and members out of the caps, as of every billing screen (the owner’s alone)', async () => {
    for (const who of [admin, member]) {
      const seen = await getCaps(who)
      expect(seen.statusCode).toBe(403)
      expect(seen.json().code).toBe('ROLE_NOT_ALLOWED')
      expect(
        (await putCaps(who, { company_cap: 1, is_refusing_at_cap: true, products: [] })).statusCode,
      ).toBe(403)
    }
    expect((await getCaps(owner)).json().data.company_cap).toBe(900_000_000)
  })

  it("refuses a cap on a product the company did not buy, and shows no other company's caps", async () => {
    const foreignProduct = await suite.apiProduct({ price: 1000 })
    await suite.purchase(foreignProduct, { consumerTenantId: otherCompany, price: 1000 })
    const refused = await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: false,
      products: [{ product_id: foreignProduct, cap: 10_000 }],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('PRODUCT_NOT_PURCHASED')
    expect((await getCaps(owner)).json().data.company_cap).toBe(900_000_000)

    const other = (await getCaps(otherOwner)).json().data
    expect(other.company_cap).toBeNull()
    expect(other.products.map((product: { product_id: string }) => product.product_id)).toEqual([
      foreignProduct,
    ])
  })

  it('answers odd input with a clear 4xx', async () => {
    // Rupiah have no decimals: each bad form is refused with the field's message, never rounded or clamped.
    for (const [cap, message] of [
      [12.5, 'Cap must be a whole number of rupiah, without decimals or signs'],
      ['12.5', 'Cap must be a whole number of rupiah, without decimals or signs'],
      [-300, 'Cap must be at least Rp 1'],
      ['1e23', 'Cap must be a whole number of rupiah, without decimals or signs'],
      [1e23, 'Cap must be at most Rp 1.000.000.000.000'],
      [1_000_000_000_001, 'Cap must be at most Rp 1.000.000.000.000'],
    ] as const) {
      const response = await putCaps(owner, {
        company_cap: cap as number,
        is_refusing_at_cap: false,
        products: [],
      })
      expect(response.statusCode).toBe(422)
      expect(JSON.stringify(response.json())).toContain(message)
    }
    const repeated = await pricedProduct()
    const twice = await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: false,
      products: [
        { product_id: repeated, cap: 1000 },
        { product_id: repeated.toUpperCase(), cap: 2000 },
      ],
    })
    expect(twice.statusCode).toBe(400)
    expect(twice.json().code).toBe('PRODUCT_REPEATED')
  })
})

describe('warnings at 80 % and 100 %', () => {
  it('mails the owner and shows a notice once for each threshold, and never refuses when the cap only warns', async () => {
    const productId = await pricedProduct()
    await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: false,
      products: [{ product_id: productId, cap: 5000 }],
    })
    await runCheck()
    expect((await getStatus(member)).json().data.notices).toEqual([])

    expect(await callTimes(productId, 4)).toEqual([200, 200, 200, 200])
    await runCheck()
    await runCheck()
    await suite.app.jobs.enqueue(spendCapSweepQueue, {})
    await suite.app.jobs.drain([spendCapSweepQueue, 'mail'])
    const product = (await getCaps(owner))
      .json()
      .data.products.find((entry: { product_id: string }) => entry.product_id === productId)
    const name = product.product_name as string
    expect(await mailsAbout(`80 % of the spend cap used for ${name}`)).toHaveLength(1)
    const status = (await getStatus(member)).json().data
    expect(status.notices).toEqual([
      expect.objectContaining({
        scope: 'PRODUCT',
        product_id: productId,
        threshold: 80,
        cap: 5000,
        spend: 4000,
      }),
    ])

    // Past the cap, calls still pass: the cap only warns.
    expect(await callTimes(productId, 2)).toEqual([200, 200])
    await runCheck()
    await runCheck()
    expect(await mailsAbout(`Spend cap reached for ${name}`)).toHaveLength(1)
    expect(await mailsAbout(`80 % of the spend cap used for ${name}`)).toHaveLength(1)
    const [mail] = await mailsAbout(`Spend cap reached for ${name}`)
    expect(mail!.text).toContain('Rp 6.000')
    expect(mail!.text).toContain('only warn')
    expect((await getStatus(owner)).json().data.notices).toEqual([
      expect.objectContaining({ product_id: productId, threshold: 100, spend: 6000 }),
    ])
    const rows = await suite.db.select().from(spendCapAlerts).where(eq(spendCapAlerts.productId, productId))
    expect(rows.map((row) => row.threshold).sort()).toEqual([100, 80])
  })

  it('tells the dashboard a reached threshold as the caps screen shows it, before any check has run', async () => {
    const productId = await pricedProduct()
    expect(await callTimes(productId, 1)).toEqual([200])
    await suite.app.usage.flush()
    await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: false,
      products: [{ product_id: productId, cap: 1250 }],
    })
    const shown = (await getCaps(owner))
      .json()
      .data.products.find((entry: { product_id: string }) => entry.product_id === productId)
    expect(shown).toMatchObject({ cap: 1250, spend: 1000 })
    expect((await getStatus(member)).json().data.notices).toEqual([
      expect.objectContaining({ product_id: productId, threshold: 80, cap: 1250, spend: 1000 }),
    ])
    await putCaps(owner, { company_cap: null, is_refusing_at_cap: false, products: [] })
    expect((await getStatus(member)).json().data.notices).toEqual([])
  })

  it('checks every capped company on a schedule of every minute', async () => {
    await suite.app.jobs.runSchedules()
    const [schedule] = await suite.db
      .select()
      .from(jobSchedules)
      .where(eq(jobSchedules.queue, spendCapSweepQueue))
    expect(schedule).toMatchObject({ cron: '* * * * *', timeZone: 'Asia/Jakarta' })
    expect(schedule!.nextRunAt.getTime() - Date.now()).toBeLessThanOrEqual(60_000)
  })

  it('shows no notice to another company', async () => {
    expect((await getStatus(otherOwner)).json().data.notices).toEqual([])
  })
})

describe('refusing calls at the cap', () => {
  it('refuses priced calls past a product cap only when refusing is on, and resumes once the cap is raised', async () => {
    const productId = await pricedProduct()
    await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: true,
      products: [{ product_id: productId, cap: 3000 }],
    })
    expect(await callTimes(productId, 4)).toEqual([200, 200, 200, 402])
    const refused = await suite.call(productId, { payload: { phone: '0812' } })
    expect(refused.json()).toMatchObject({
      code: 'SPEND_CAP_REACHED',
      message: expect.stringContaining('the monthly spend cap of Rp 3.000 on this product is reached'),
    })
    const records = await suite.usageOf(productId)
    expect(records.filter((record) => record.errorCode === 'SPEND_CAP_REACHED')).toHaveLength(2)
    expect(records.filter((record) => record.isBillable)).toHaveLength(3)

    await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: true,
      products: [{ product_id: productId, cap: 4000 }],
    })
    expect(await callTimes(productId, 2)).toEqual([200, 402])

    await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: false,
      products: [{ product_id: productId, cap: 4000 }],
    })
    expect(await callTimes(productId, 1)).toEqual([200])
  })

  it('refuses past the company cap, on any priced product', async () => {
    const first = await pricedProduct()
    const second = await pricedProduct()
    await suite.app.usage.flush()
    const spend = (await getCaps(owner)).json().data.company_spend as number
    await putCaps(owner, { company_cap: spend + 2000, is_refusing_at_cap: true, products: [] })
    expect(await callTimes(first, 2)).toEqual([200, 200])
    expect(await callTimes(second, 1)).toEqual([402])
    const refused = await suite.call(second, { payload: { phone: '0812' } })
    expect(refused.json().message).toContain(
      `your company's monthly spend cap of ${formatRupiah(spend + 2000)} is reached`,
    )
    await putCaps(owner, { company_cap: null, is_refusing_at_cap: true, products: [] })
    expect(await callTimes(second, 1)).toEqual([200])
  })

  it('lets calls through again in the next month', async () => {
    const productId = await pricedProduct()
    await putCaps(owner, {
      company_cap: null,
      is_refusing_at_cap: true,
      products: [{ product_id: productId, cap: 1000 }],
    })
    expect(await callTimes(productId, 2)).toEqual([200, 402])
    await suite.app.usage.flush()
    let at = new Date()
    const tracker = createSpendCapTracker({
      repository: createSpendCapsRepository(suite.db),
      charges: createCompanyCharges({
        charges: createBillingChargesRepository(suite.db),
        credits: createBillingCreditsRepository(suite.db),
      }),
      notices: suite.app.notices,
      logger: pino({ level: 'silent' }),
      now: () => at,
    })
    try {
      const call = {
        consumerTenantId: suite.consumerId,
        productId,
        transactionRequestId: 'x',
        unitPrice: 1000,
      }
      expect(await tracker.capRefusalOf(call)).toContain('Rp 1.000 on this product is reached')
      // A subscription's calls add nothing to the bill, so no cap refuses them.
      expect(await tracker.capRefusalOf({ ...call, unitPrice: null })).toBeNull()
      at = new Date(periodStart(addMonths(periodOf(new Date()), 1)).getTime() + 60_000)
      expect(await tracker.capRefusalOf(call)).toBeNull()
    } finally {
      tracker.close()
      await putCaps(owner, { company_cap: null, is_refusing_at_cap: false, products: [] })
    }
  })
})
