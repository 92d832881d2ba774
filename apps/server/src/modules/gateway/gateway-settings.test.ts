import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { defaultGatewayConfig } from '../../config'
import { products } from '../../db/schema'
import { createAudit } from '../../lib/audit'
import { createChangeNotices, type ChangeNotices } from '../../lib/change-notices'
import { headersFor } from '../../../test/test-app'
import { createApiSettingsServices } from '../data/api-settings'
import { openGatewaySuite, upstreamToken, type GatewaySuite } from './gateway.test-helpers'
import { createGatewayServices, type GatewayCall } from '.'

/**
 * A provider's change to an API setting or an API dataset applies to the very next gateway call, on
 * this instance and on every other (docs/decisions/0062-exact-gateway-paths.md). On PostgreSQL the app
 * publishes its notices through LISTEN/NOTIFY, as a deployed instance does, so a second gateway on
 * another connection hears them.
 */
const serverUrl = inject('postgresUrl')
const silent = pino({ level: 'silent' })
let notices: ChangeNotices | undefined
let suite: GatewaySuite
let provider: { owner: Record<string, string>; admin: Record<string, string> }
beforeAll(async () => {
  notices = serverUrl ? createChangeNotices({ databaseUrl: serverUrl, logger: silent }) : undefined
  suite = await openGatewaySuite(
    { gateway: { ...defaultGatewayConfig, ratePerSecond: 1000, rateBurst: 1000 } },
    notices ? { notices } : {},
  )
  provider = {
    owner: await headersFor(suite.app, 'owner@provider.test'),
    admin: await headersFor(suite.app, 'admin@provider.test'),
  }
})
afterAll(async () => {
  await suite?.close()
  await notices?.close()
})

/** The setting's secret replaced through the provider's API settings screen. */
async function rotateSecret(token: string) {
  const response = await suite.app.inject({
    method: 'PUT',
    url: '/api/data/provider/settings/api/update',
    headers: provider.owner,
    payload: {
      id: suite.apiSettingId,
      name: 'Fake upstream',
      status: 'ACTIVE',
      auth_type: 'BEARER',
      auth_config: { token },
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}

/** The product's API dataset saved through the provider's dataset form with the fields given. */
async function saveDataset(productId: string, fields: Record<string, unknown>) {
  const [product] = await suite.db
    .select({ datasetId: products.datasetId })
    .from(products)
    .where(eq(products.id, productId))
  const response = await suite.app.inject({
    method: 'PUT',
    url: '/api/data/provider/datasets/api/update',
    headers: provider.admin,
    payload: {
      id: product!.datasetId,
      name: `Upstream of ${productId}`,
      base_url: suite.upstream.url,
      path: '/echo',
      method: 'POST',
      request_params: [],
      headers: [],
      api_setting_id: suite.apiSettingId,
      response_time: 'UNDER_500_MS',
      operational_hour_from: null,
      operational_hour_to: null,
      tag: [],
      description: 'Echoes the call',
      short_description: 'Echo',
      status: 'ACTIVE',
      ...fields,
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}

const lastSeen = () => suite.upstream.seen.at(-1)!

/** A Jakarta wall-clock hour `hoursAhead` from now, as `HH:00`. */
const jakartaHour = (hoursAhead: number) =>
  `${String((new Date().getUTCHours() + 7 + hoursAhead) % 24).padStart(2, '0')}:00`

describe('a provider’s change to how its upstream is called', () => {
  it('sends a rotated secret from the very next call', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    expect((await suite.call(productId)).statusCode).toBe(200)
    expect(lastSeen().headers.authorization).toBe(`Bearer ${upstreamToken}`)
    try {
      await rotateSecret('rotated-bearer-secret-9Xk4')
      expect((await suite.call(productId)).statusCode).toBe(200)
      expect(lastSeen().headers.authorization).toBe('Bearer rotated-bearer-secret-9Xk4')
    } finally {
      await rotateSecret(upstreamToken)
    }
  })

  it('refuses, unbilled and without calling, a dataset set inactive from the very next call', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    expect((await suite.call(productId)).statusCode).toBe(200)
    await saveDataset(productId, { status: 'INACTIVE' })
    const heardBefore = suite.upstream.seen.length
    const refused = await suite.call(productId)
    expect(refused.statusCode, refused.body).toBe(502)
    expect(refused.json().code).toBe('UPSTREAM_ERROR')
    expect(suite.upstream.seen.length).toBe(heardBefore)
    const records = await suite.usageOf(productId)
    expect(records.map((record) => [record.outcome, record.isBillable])).toEqual([
      ['SUCCESS', true],
      ['UPSTREAM_ERROR', false],
    ])
    await saveDataset(productId, { status: 'ACTIVE' })
    expect((await suite.call(productId)).statusCode).toBe(200)
  })

  it('calls a changed path and keeps changed operational hours from the very next call', async () => {
    const productId = await suite.apiProduct()
    await suite.purchase(productId)
    expect((await suite.call(productId)).statusCode).toBe(200)
    expect(lastSeen().url).toBe('/echo')
    await saveDataset(productId, { path: '/echo/v2' })
    expect((await suite.call(productId)).statusCode).toBe(200)
    expect(lastSeen().url).toBe('/echo/v2')
    await saveDataset(productId, {
      operational_hour_from: jakartaHour(2),
      operational_hour_to: jakartaHour(3),
    })
    const closed = await suite.call(productId)
    expect(closed.statusCode, closed.body).toBe(503)
    expect(closed.json().code).toBe('OUTSIDE_OPERATIONAL_HOURS')
  })
})

describe('several instances on PostgreSQL', () => {
  it.runIf(serverUrl)('hear a rotated secret and an inactive dataset on their very next call', async () => {
    // Another server process: its own notice channel, its own gateway and caches, the same database.
    const listener = createChangeNotices({ databaseUrl: serverUrl, logger: silent })
    const { config } = suite.test
    const audit = createAudit(suite.db)
    const apiSettings = createApiSettingsServices({
      db: suite.db,
      audit,
      config,
      notices: listener,
      logger: silent,
    })
    const other = createGatewayServices({
      config,
      db: suite.db,
      usage: suite.app.usage,
      notices: listener,
      logger: silent,
      credentialsOf: (tenantId, id) => apiSettings.credentialsOf(tenantId, id),
    })
    const platformCall = (productId: string): GatewayCall => ({
      consumerTenantId: suite.consumerId,
      apiKeyId: null,
      productId,
      method: 'POST',
      subPath: '',
      query: {},
      headers: { 'content-type': 'application/json' },
      body: Buffer.from('{}'),
    })
    try {
      const productId = await suite.apiProduct()
      await suite.purchase(productId)
      // The first call waits until the other instance listens, and fills its caches.
      expect((await other.caller.call(platformCall(productId))).httpStatus).toBe(200)
      expect(lastSeen().headers.authorization).toBe(`Bearer ${upstreamToken}`)
      try {
        await rotateSecret('rotated-elsewhere-3Lq8')
        // NOTIFY arrives within milliseconds; the first call after it sends the new secret.
        await expect
          .poll(
            async () => {
              await other.caller.call(platformCall(productId))
              return lastSeen().headers.authorization
            },
            { timeout: 2000, interval: 20 },
          )
          .toBe('Bearer rotated-elsewhere-3Lq8')
      } finally {
        await rotateSecret(upstreamToken)
      }
      await saveDataset(productId, { status: 'INACTIVE' })
      await expect
        .poll(async () => (await other.caller.call(platformCall(productId))).httpStatus, {
          timeout: 2000,
          interval: 20,
        })
        .toBe(502)
    } finally {
      await other.close()
      await listener.close()
    }
  })
})
