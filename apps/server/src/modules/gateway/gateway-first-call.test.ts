import { join } from 'node:path'
import { gatewayProductPath } from '@lumbung/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { createLocalFileStorage } from '../../lib/file-storage'
import { seedDemoCatalogue, seedDemoRequests } from '../../seed'
import { createTestApp, freshen, headersFor, type TestApp } from '../../../test/test-app'
import { readMailbox } from '../../../test/mailbox'
import { freePort } from '../../../test/ports'
import { productIdByName } from '../../../test/builders'

/**
 * From a request to the first call over real sockets (docs/decisions/0068): a gateway that has just
 * refused the consumer a product serves it on the very next call once the purchase is approved, by a
 * person or by the product's rule, instead of refusing it until its memory expires.
 */
let testApp: TestApp
let base: string
let key: string
let consumer: Record<string, string>
let provider: Record<string, string>

const productIdOf = (name: string) => productIdByName(testApp.database.db, name)

/** The demo postal-code upstream behind every product of this file. */
const lookUp = (productId: string) =>
  fetch(`${base}${gatewayProductPath(productId)}?postal_code=12110`, { headers: { 'x-api-key': key } })

const inject = (headers: Record<string, string>, method: 'POST' | 'PUT', url: string, payload: object) =>
  testApp.app.inject({ method, url, headers, payload })

const requestProduct = (productId: string) =>
  inject(consumer, 'POST', '/api/transaction/consumer/request/add', {
    product_id: productId,
    purpose_of_usage: 'Checking the postal codes of loan applicants’ addresses',
    is_data_access_agreement: true,
  })

beforeAll(async () => {
  // The server listens on a known port, the one the demo datasets' base URL names.
  const port = await freePort()
  testApp = await createTestApp({ config: { port } })
  await testApp.app.listen({ port, host: '127.0.0.1' })
  base = `http://127.0.0.1:${port}`
  const files = createLocalFileStorage(join(testApp.config.dataDir, 'files'))
  await seedDemoCatalogue({ db: testApp.database.db, config: testApp.config, files })
  expect(await seedDemoRequests({ db: testApp.database.db, config: testApp.config })).toBe('seeded')
  consumer = await headersFor(testApp.app, 'owner@consumer.test')
  provider = await headersFor(testApp.app, 'admin@provider.test')
  // A named key, made as the purchase page makes it: after a fresh sign-in, shown once.
  await freshen(testApp.app, consumer)
  const made = await inject(consumer, 'POST', '/api/auth/tenant/api-keys', { label: 'Postal checks' })
  expect(made.statusCode, made.body).toBe(200)
  key = made.json().data.key
}, 60_000)

afterAll(() => testApp?.close())

describe('the first call after an approval', () => {
  it('serves a purchase the provider approves by hand on the very next call', async () => {
    const productId = await productIdOf('Postal Code Look-up for Konsumen Maju')
    const requested = await requestProduct(productId)
    expect(requested.statusCode, requested.body).toBe(200)
    expect(requested.json().data.status).toBe('WAITING_APPROVAL')
    // The refusal is now in the gateway's memory.
    const refused = await lookUp(productId)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 'NO_ACTIVE_PURCHASE' })

    const approved = await inject(provider, 'PUT', '/api/transaction/provider/request/approve', {
      transaction_no: requested.json().data.transaction_no,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const served = await lookUp(productId)
    expect(served.status, await served.clone().text()).toBe(200)
    expect(await served.json()).toMatchObject({ postal_code: '12110' })
  })

  it('approves the demo’s automatic product for the verified consumer at once, and serves it at once', async () => {
    const productId = await productIdOf('Postal Code Check API')
    const before = await lookUp(productId)
    expect(before.status).toBe(403)
    expect(await before.json()).toMatchObject({ code: 'NO_ACTIVE_PURCHASE' })

    const requested = await requestProduct(productId)
    expect(requested.statusCode, requested.body).toBe(200)
    const { data, message } = requested.json()
    expect(message).toBe('Your request has been approved: the purchase is ready to use')
    expect(data).toMatchObject({
      status: 'APPROVED',
      access_status: 'ACTIVE',
      approval_metadata: {
        action: 'APPROVED',
        full_name: 'Automatic approval',
        legal_name: 'PT Data Nusantara',
      },
    })
    const served = await lookUp(productId)
    expect(served.status, await served.clone().text()).toBe(200)

    const [mail] = await readMailbox(testApp.app, 'owner@consumer.test')
    expect(mail?.subject).toBe('Your request for Postal Code Check API was approved')
    expect(mail?.text).toContain(`/consumer/my-transaction/purchased-data/${data.transaction_no}`)
    const actions = await testApp.database.db
      .select({ action: auditLog.action, tenantId: auditLog.tenantId, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'transaction_request'),
          eq(auditLog.action, 'transaction_request.auto_approved'),
        ),
      )
    // Recorded as the provider's decision, taken by no person.
    expect(actions).toEqual([
      {
        action: 'transaction_request.auto_approved',
        tenantId: data.transaction_metadata.owner_id,
        actor: null,
      },
    ])
  })
})
