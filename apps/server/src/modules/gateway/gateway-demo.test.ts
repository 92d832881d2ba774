import { join } from 'node:path'
import { Writable } from 'node:stream'
import { gatewayProductPath } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usageRecords } from '../../db/schema'
import { createLocalFileStorage } from '../../lib/file-storage'
import { seedDemoCatalogue, seedDemoRequests } from '../../seed'
import { insertDataset, insertProduct, tenantIdOf, userIdOf } from '../../../test/builders'
import { createTestApp, freshen, headersFor, type TestApp } from '../../../test/test-app'
import { matchNikPhone } from '../demo-upstream'
import { insertPurchase } from '../transaction/purchased/purchased.test-helpers'
import { freePort } from '../../../test/ports'
import { productIdByName } from '../../../test/builders'

/**
 * The whole way, over real sockets: a consumer shows its key, calls the demo NIK–phone product through
 * the gateway, and the gateway calls the server's own demo upstream with the provider's key. Internal
 * addresses other than the demo upstream stay refused, and the log never holds a key.
 */
const lines: string[] = []
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

let testApp: TestApp
let base: string
let key: string

const productIdOf = (name: string) => productIdByName(testApp.database.db, name)

const post = (productId: string, body: unknown, headers: Record<string, string> = {}, query = '') =>
  fetch(`${base}${gatewayProductPath(productId)}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers },
    body: JSON.stringify(body),
  })

beforeAll(async () => {
  // The server listens on a known port, the one the demo datasets' base URL names.
  const port = await freePort()
  testApp = await createTestApp({
    config: { port, logLevel: 'trace' },
    logger: pino({ level: 'trace' }, capture),
  })
  const { db } = testApp.database
  await testApp.app.listen({ port, host: '127.0.0.1' })
  base = `http://127.0.0.1:${port}`
  const files = createLocalFileStorage(join(testApp.config.dataDir, 'files'))
  await seedDemoCatalogue({ db, config: testApp.config, files })
  expect(await seedDemoRequests({ db, config: testApp.config })).toBe('seeded')
  const owner = await headersFor(testApp.app, 'owner@consumer.test')
  await freshen(testApp.app, owner)
  const shown = await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/show-key', headers: owner })
  expect(shown.json().data.is_masked).toBe(false)
  key = shown.json().data.key
}, 60_000)

afterAll(() => testApp?.close())

describe('the gateway over the demo catalogue', () => {
  it('answers the NIK–phone match from the demo upstream, with the provider’s key kept out of sight', async () => {
    const productId = await productIdOf('NIK–Phone Match API')
    const nik = '3171012345670001'
    const response = await post(productId, { nik, phone: '081234567890' })
    const text = await response.text()
    expect(response.status, text).toBe(200)
    expect(JSON.parse(text)).toEqual(matchNikPhone(nik, '6281234567890'))
    expect(text + JSON.stringify([...response.headers])).not.toContain(testApp.config.demoUpstream.apiKey)
    expect(response.headers.get('set-cookie')).toBeNull()

    const refused = await post(productId, { phone: '081234567890' })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      code: 'INVALID_PARAMETERS',
      message: 'nik can not be empty',
    })

    await testApp.app.usage.flush()
    const records = await testApp.database.db
      .select()
      .from(usageRecords)
      .where(eq(usageRecords.productId, productId))
    expect(records.map((record) => [record.outcome, record.isBillable, record.unitPrice]).sort()).toEqual([
      ['REJECTED', false, 1500],
      ['SUCCESS', true, 1500],
    ])
  })

  it('refuses the weather subscription, which is still waiting for approval', async () => {
    const response = await fetch(
      `${base}${gatewayProductPath(await productIdOf('Daily City Weather API'))}?city=Bandung`,
      {
        headers: { 'x-api-key': key },
      },
    )
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'NO_ACTIVE_PURCHASE' })
  })

  it('never reaches an internal address other than the demo upstream', async () => {
    const { db } = testApp.database
    const providerId = await tenantIdOf(db, 'PT Data Nusantara')
    const consumerId = await tenantIdOf(db, 'PT Konsumen Maju')
    const requestedBy = await userIdOf(db, 'admin@consumer.test')
    for (const baseUrl of [`${base}/api`, 'http://169.254.169.254/latest', 'http://localhost:1']) {
      const datasetId = await insertDataset(db, providerId, {
        name: 'Internal',
        dataType: 'API',
        baseUrl,
        path: '/health',
        method: 'POST',
        requestParams: [],
      })
      const productId = await insertProduct(db, { tenantId: providerId, name: 'Internal', datasetId })
      await insertPurchase(db, {
        productId,
        productName: 'Internal',
        consumerTenantId: consumerId,
        providerTenantId: providerId,
        providerLegalName: 'PT Data Nusantara',
        requestedBy,
        status: 'APPROVED',
      })
      const response = await post(productId, {})
      expect(response.status, baseUrl).toBe(502)
      const text = await response.text()
      expect(JSON.parse(text)).toMatchObject({ status: 'ERROR', code: 'UPSTREAM_ERROR', data: null })
      expect(text).not.toContain('169.254')
      await testApp.app.usage.flush()
      const [record] = await testApp.database.db
        .select()
        .from(usageRecords)
        .where(eq(usageRecords.productId, productId))
      expect(record).toMatchObject({
        outcome: 'UPSTREAM_ERROR',
        errorCode: 'UPSTREAM_ERROR',
        isBillable: false,
      })
    }
  })

  it('keeps keys out of the log, in the header or in the address', async () => {
    const productId = await productIdOf('NIK–Phone Match API')
    const inAddress = await post(productId, {}, {}, `?api_key=${key}&nik=1`)
    expect(inAddress.status).toBe(400)
    expect(await inAddress.json()).toMatchObject({ code: 'API_KEY_IN_QUERY' })
    await testApp.app.usage.flush()
    const log = lines.join('')
    expect(log).toContain(gatewayProductPath(productId))
    expect(log).not.toContain(key)
    expect(log).not.toContain(key.slice(-12))
    expect(log).not.toContain('api_key=')
  })
})
