import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { compileErrors, validate } from '@readme/openapi-parser'
import { gatewayProductPath, snippetsOf, type ApiProductOpenApi } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasets, transactionRequests } from '../../../db/schema'
import { createLocalFileStorage } from '../../../lib/file-storage'
import { seedDemoCatalogue, seedDemoRequests } from '../../../seed'
import { createTestApp, freshen, headersFor, type TestApp } from '../../../../test/test-app'
import { freePort } from '../../../../test/ports'
import { productIdByName } from '../../../../test/builders'

/**
 * The OpenAPI document of the demo API products, read as a buyer reads it, and the copied curl run as
 * copied: over real sockets, through the gateway, with the demo consumer's real key, to the server's
 * own demo upstream.
 */
const run = promisify(execFile)
let testApp: TestApp
let base: string
let key: string
let consumer: Record<string, string>

const productIdOf = (name: string) => productIdByName(testApp.database.db, name)

const documentOf = (id: string, headers = consumer) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/data/consumer/marketplace/detail/${id}/openapi.json`,
    headers,
  })

beforeAll(async () => {
  // The server listens on a known port, the one the demo datasets' base URL and the public URL name.
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  testApp = await createTestApp({ config: { port, publicUrl: base } })
  const { db } = testApp.database
  await testApp.app.listen({ port, host: '127.0.0.1' })
  const files = createLocalFileStorage(join(testApp.config.dataDir, 'files'))
  await seedDemoCatalogue({ db, config: testApp.config, files })
  expect(await seedDemoRequests({ db, config: testApp.config })).toBe('seeded')
  consumer = await headersFor(testApp.app, 'owner@consumer.test')
  await freshen(testApp.app, consumer)
  const shown = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/tenant/show-key',
    headers: consumer,
  })
  key = shown.json().data.key
}, 60_000)

afterAll(async () => {
  await testApp?.close()
})

describe('the OpenAPI document of an API product', () => {
  it('validates as OpenAPI 3.1 and says how to call the product through the gateway', async () => {
    const id = await productIdOf('NIK–Phone Match API')
    const response = await documentOf(id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('application/json')
    const document = response.json<ApiProductOpenApi>()
    const result = await validate(structuredClone(document))
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true)

    expect(document.openapi).toBe('3.1.0')
    expect(document.servers[0]!.url).toBe(base)
    expect(document.components.securitySchemes).toEqual({
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
    })
    expect(document.security).toEqual([{ apiKey: [] }])
    const operation = document.paths[gatewayProductPath(id)]!.post!
    const json = operation.requestBody!.content['application/json']
    expect(operation.requestBody!.required).toBe(true)
    expect(json.schema.required).toEqual(['nik', 'phone'])
    expect(json.schema.properties.nik).toEqual({
      type: 'string',
      description: '16-digit national identity number',
    })
    expect(json.example).toEqual({ nik: '3171012345670001', phone: '081234567890' })
    // The masked product's sample, as the product page shows it.
    const [dataset] = await testApp.database.db
      .select({ sample: datasets.responseSample })
      .from(datasets)
      .where(eq(datasets.name, 'NIK–phone match'))
    const success = operation.responses['200'] as { content: { 'application/json': { example: unknown } } }
    expect(success.content['application/json'].example).toEqual(JSON.parse(dataset!.sample!))
  })

  it("lists the gateway's refusals by status, with every code the product can meet", async () => {
    const document = (await documentOf(await productIdOf('Daily City Weather API'))).json<ApiProductOpenApi>()
    const operation = Object.values(Object.values(document.paths)[0]!)[0]!
    const codesOf = (status: string) =>
      Object.keys(
        (operation.responses[status] as { content: { 'application/json': { examples: object } } }).content[
          'application/json'
        ].examples,
      )
    expect(codesOf('401')).toEqual(['API_KEY_MISSING', 'API_KEY_INVALID'])
    expect(codesOf('429')).toEqual(['QUOTA_EXCEEDED', 'RATE_LIMITED'])
    expect(codesOf('503')).toEqual(['OUTSIDE_OPERATIONAL_HOURS'])
    expect(codesOf('504')).toEqual(['UPSTREAM_TIMEOUT'])
    expect(operation.parameters).toEqual([
      expect.objectContaining({ name: 'city', in: 'query', required: true, example: 'Jakarta' }),
      expect.objectContaining({
        name: 'date',
        in: 'query',
        required: false,
        schema: { type: 'string', format: 'date' },
        example: '2026-01-15',
      }),
    ])
    expect(document.info.description).toContain('Monthly quota: 50000 successful calls.')
    expect(document.info.description).toContain('Rate limit: 20 calls a second per key, bursts of 40.')
  })

  it('has the product page show, before buying, the parameters and the gateway terms', async () => {
    const id = await productIdOf('Daily City Weather API')
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/data/consumer/marketplace/detail/${id}`,
      headers: await headersFor(testApp.app, 'owner@unverified.test'),
    })
    const data = response.json().data
    expect(data.rate_limit).toEqual({ per_second: 20, burst: 40 })
    expect(data.monthly_quota).toBe(50000)
    expect(data.dataset_source_data.request_params).toEqual([
      {
        name: 'city',
        type: 'STRING',
        is_required: true,
        location: 'QUERY',
        description: 'City name, such as Jakarta or Surabaya',
        example: 'Jakarta',
      },
      expect.objectContaining({ name: 'date', type: 'DATE', is_required: false, example: '2026-01-15' }),
    ])
    const file = await testApp.app.inject({
      method: 'GET',
      url: `/api/data/consumer/marketplace/detail/${await productIdOf('Retail Outlet Census Jabodetabek')}`,
      headers: consumer,
    })
    expect(file.json().data).toMatchObject({ rate_limit: null, dataset_source_data: { request_params: [] } })
  })

  it('answers only those who may see the product, and only for API products', async () => {
    const privateOffer = await productIdOf('Postal Code Look-up for Konsumen Maju')
    expect((await documentOf(privateOffer)).statusCode).toBe(200)
    const stranger = await headersFor(testApp.app, 'owner@unverified.test')
    const refused = await documentOf(privateOffer, stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().message).toBe('Product not found')
    const file = await documentOf(await productIdOf('Retail Outlet Census Jabodetabek'))
    expect(file.statusCode).toBe(404)
    expect(file.json().message).toBe('Only API products have an OpenAPI document')
  })
})

describe('the snippets a buyer copies', () => {
  const purchased = async (name: string) => {
    const [row] = await testApp.database.db
      .select({ transactionNo: transactionRequests.transactionNo })
      .from(transactionRequests)
      .where(eq(transactionRequests.productId, await productIdOf(name)))
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/transaction/consumer/purchased/detail/${row!.transactionNo}`,
      headers: consumer,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.documentation
  }

  it('are read from the OpenAPI document and send the example values, never a placeholder', async () => {
    const id = await productIdOf('NIK–Phone Match API')
    const documentation = await purchased('NIK–Phone Match API')
    expect(documentation.snippets).toEqual(snippetsOf((await documentOf(id)).json()))
    expect(documentation.example_request).toBe(documentation.snippets.curl)
    for (const snippet of Object.values<string>(documentation.snippets)) {
      expect(snippet).toContain('3171012345670001')
      expect(snippet).not.toContain('"example"')
      expect(snippet).not.toContain(key)
    }
  })

  it('the copied curl answers 200 through the gateway as copied, with a real key', async () => {
    const { curl } = (await purchased('NIK–Phone Match API')).snippets
    const { stdout } = await run('sh', ['-c', `${curl} -sS -w '\\n%{http_code}'`], {
      env: { PATH: process.env.PATH, LUMBUNG_API_KEY: key },
    })
    const [body, status] = [
      stdout.slice(0, stdout.lastIndexOf('\n')),
      stdout.slice(stdout.lastIndexOf('\n') + 1),
    ]
    expect(status, body).toBe('200')
    expect(JSON.parse(body)).toEqual(
      expect.objectContaining({ match: expect.any(Boolean), score: expect.any(Number) }),
    )
  })
})
