import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import type { Database } from '../../src/db/database'
import { apiSettings } from '../../src/db/schema'
import { createSecrets } from '../../src/lib/secrets'
import { demoPassword } from '../../src/seed'
import { completeApiProduct } from '../../src/modules/data/products/products.test-helpers'
import {
  insertPurchaseRow,
  type PurchaseValues,
} from '../../src/modules/transaction/purchased/purchased.test-helpers'
import { insertDataset, insertProduct, tenantIdOf, userIdOf } from '../builders'
import { multipartBody, type MultipartPart } from '../multipart'

export type Headers = Record<string, string>

export interface Answer {
  status: number
  body: { data?: unknown; code?: string; message?: string } & Record<string, unknown>
  /** The instance nginx sent the request to. */
  upstream: string | null
}

/** Requests as a browser or an integration sends them, to one base address (nginx or one instance). */
export function clientOf(baseUrl: string) {
  async function answerOf(response: Response): Promise<Answer> {
    const text = await response.text()
    let body: Answer['body'] = {}
    try {
      body = JSON.parse(text) as Answer['body']
    } catch {
      body = { text }
    }
    return { status: response.status, body, upstream: response.headers.get('x-upstream') }
  }
  return {
    async send(method: string, path: string, headers: Headers = {}, json?: unknown): Promise<Answer> {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...headers, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      })
      return answerOf(response)
    },
    async upload(path: string, parts: MultipartPart[], headers: Headers): Promise<Answer> {
      const body = multipartBody(parts)
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...headers, ...body.headers },
        body: new Uint8Array(body.payload),
      })
      return answerOf(response)
    },
    /** Signs in through the form; answers the Authorization header and the refresh token. */
    async signIn(email: string) {
      const answer = await this.send('POST', '/api/auth/login', {}, { email, password: demoPassword })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const data = answer.body.data as { access_token: string; refresh_token: string }
      return {
        headers: { authorization: `Bearer ${data.access_token}` },
        refreshToken: data.refresh_token,
        upstream: answer.upstream,
      }
    },
  }
}

export type Client = ReturnType<typeof clientOf>

/**
 * A provider's NIK–phone API on this machine that answers each call after `delayMs`: a long file makes
 * a file-to-API run take seconds, long enough to stop an instance in the middle of it.
 */
export async function startSlowUpstream(delayMs: number) {
  const calls: string[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      let nik = ''
      try {
        nik = String((JSON.parse(Buffer.concat(chunks).toString()) as { nik?: string }).nik ?? '')
      } catch {
        // A body that is not JSON is answered like any other.
      }
      calls.push(nik)
      setTimeout(() => {
        const text = JSON.stringify({ nik, is_match: nik.endsWith('1') })
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        })
        response.end(text)
      }, state.delayMs)
    })
  })
  const state = { delayMs }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/**
 * An S3-compatible store reached through a slow link: while `delayMs` is set, every write waits that
 * long before it is passed on, so a delivery into the bucket is caught half-way.
 */
export async function startSlowStoreLink(target: string) {
  const state = { delayMs: 0, writes: 0 }
  const { hostname, port } = new URL(target)
  const server = createServer((incoming, outgoing) => {
    const isWrite = incoming.method === 'PUT' || incoming.method === 'POST'
    if (isWrite) state.writes += 1
    incoming.pause()
    setTimeout(
      () => {
        if (incoming.destroyed) return
        const forwarded = httpRequest(
          // A connection per request: nothing kept alive holds the store open when the test ends.
          {
            hostname,
            port,
            method: incoming.method,
            path: incoming.url,
            headers: incoming.headers,
            agent: false,
          },
          (answer) => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(outgoing)
          },
        )
        forwarded.on('error', () => outgoing.destroy())
        // A writer killed half-way must not leave the store waiting for the rest of its body.
        incoming.once('close', () => {
          if (!incoming.complete) forwarded.destroy()
        })
        incoming.pipe(forwarded)
        incoming.resume()
      },
      isWrite ? state.delayMs : 0,
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** The demo companies and the API setting their products call the slow upstream with. */
export async function demoParties(db: Database, masterKeyText: string) {
  const consumerId = await tenantIdOf(db, 'PT Konsumen Maju')
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  const requestedBy = await userIdOf(db, 'admin@consumer.test')
  const [setting] = await db
    .insert(apiSettings)
    .values({
      tenantId: providerId,
      name: 'NIK service',
      status: 'ACTIVE',
      authType: 'BEARER',
      sealedSecret: createSecrets(Buffer.from(masterKeyText, 'base64')).seal('upstream-token-5Xq'),
      secretHint: '••••5Xq',
    })
    .returning({ id: apiSettings.id })

  /** An approved purchase by the consumer of one of the provider's products; its transaction number. */
  async function purchase(productId: string, values: Partial<PurchaseValues> = {}) {
    const purchased = await insertPurchaseRow(db, {
      productId,
      productName: 'Multi-instance product',
      consumerTenantId: consumerId,
      providerTenantId: providerId,
      providerLegalName: 'PT Data Nusantara',
      requestedBy,
      status: 'APPROVED',
      ...values,
    })
    return purchased
  }

  /** The provider's NIK–phone API product on the upstream at `baseUrl`, not yet bought. */
  async function nikPhoneProduct(baseUrl: string, name: string) {
    const datasetId = await insertDataset(db, providerId, {
      name,
      dataType: 'API',
      baseUrl,
      method: 'POST',
      path: '/match',
      apiSettingId: setting!.id,
      requestParams: [
        { name: 'nik', type: 'STRING', is_required: true, location: 'BODY', description: null },
        { name: 'phone', type: 'STRING', is_required: true, location: 'BODY', description: null },
      ],
    })
    return insertProduct(db, { tenantId: providerId, name, datasetId, price: 1000 })
  }

  /** The provider's NIK–phone API product on the upstream at `baseUrl`, bought by the consumer. */
  async function nikPhonePurchase(baseUrl: string, name: string) {
    const productId = await nikPhoneProduct(baseUrl, name)
    return { productId, ...(await purchase(productId, { productName: name })) }
  }

  return { consumerId, providerId, purchase, nikPhoneProduct, nikPhonePurchase }
}

/** The parts of a provider's product form for a file product sold by download or cloud delivery. */
export function fileProductParts(
  datasetId: string,
  name: string,
  deliveryMethod: 'DOWNLOAD' | 'CLOUD_STORAGE',
) {
  return Object.entries(
    completeApiProduct(datasetId, {
      name,
      data_type: 'FILE',
      pricing_model: 'SUBSCRIPTION',
      unit: 'MONTH',
      price: '2500000',
      delivery_method: deliveryMethod,
    }),
  ).flatMap(([field, value]) =>
    Array.isArray(value) ? value.map((item) => ({ field, value: item })) : [{ field, value }],
  )
}

/** A CSV of `count` customers with a NIK and a mobile number. */
export function customersCsv(count: number) {
  const lines = ['customer_nik,mobile']
  for (let row = 1; row <= count; row += 1) {
    lines.push(`3171${String(row).padStart(12, '0')},0812${String(row).padStart(8, '0')}`)
  }
  return `${lines.join('\n')}\n`
}

/** Polls until `check` answers a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * The statuses another instance answers, called again every 20 ms, until it answers `next`; fails after
 * two seconds, well within the 30 seconds after which its cache would have reloaded on its own. A
 * change made through one instance reaches the others' caches by a PostgreSQL notice within
 * milliseconds of the change's own answer, not before it: on a busy machine another instance can take
 * a call sent the moment that answer arrives before it has read the notice (decision 0054).
 */
export async function answersUntil(call: () => Promise<{ status: number }>, next: number) {
  const statuses: number[] = []
  const deadline = Date.now() + 2000
  for (;;) {
    const { status } = await call()
    statuses.push(status)
    if (status === next || Date.now() > deadline) return statuses
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
