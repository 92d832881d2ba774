import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { apiKeyPrefix, gatewayProductPath } from '@lumbung/contract'
import { eq } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import {
  apiSettings,
  consumerApiKeys,
  tenantApiKeys,
  usageRecords,
  type StoredRequestParameter,
} from '../../db/schema'
import type { ChangeNotices } from '../../lib/change-notices'
import { sha256Hex } from '../../lib/crypto'
import { createSecrets } from '../../lib/secrets'
import { insertDataset, insertProduct, tenantIdOf, userIdOf } from '../../../test/builders'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { insertPurchaseRow, type PurchaseValues } from '../transaction/purchased/purchased.test-helpers'

/** What the fake upstream saw of a call. */
export interface SeenCall {
  method: string
  url: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** The bearer token the provider's API setting holds; it must reach the upstream and nobody else. */
export const upstreamToken = 'upstream-bearer-secret-7Qm2'

/** A JSON answer with fields that usually hold personal data, and a few that do not. */
export const personAnswer = {
  full_name: 'Budi Santoso',
  phone: '081234567890',
  score: 97,
  is_match: true,
  contact: { email: 'budi@example.co.id', city: 'Bandung' },
  loyalty_tier: 'GOLD',
}

/**
 * A provider's API on this machine, with the faults a real one has: it echoes what it received, answers
 * any status, hangs, sends more than it declares or more than the gateway passes on, redirects, and
 * drops the connection. It also sends what must not reach the consumer: cookies, its own name, its
 * Location.
 */
export async function startFakeUpstream() {
  const seen: SeenCall[] = []
  const sockets = new Set<Socket>()
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://upstream.test')
      const body = Buffer.concat(chunks).toString('utf8')
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body })
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        const text = JSON.stringify(value)
        response.writeHead(status, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
          ...headers,
        })
        response.end(text)
      }
      const segments = url.pathname.split('/').filter(Boolean)
      const [first, second] = segments
      switch (first) {
        case 'hang':
          return // never answers
        case 'status':
          return json(Number(second), { error: `status ${second}` })
        case 'person':
          return json(200, personAnswer)
        case 'people': {
          // Written by hand: "__proto__" is a plain key in JSON, which an object literal cannot hold.
          const text = `{"__proto__":{"phone":"081234567890"},"people":[{"nik":"3171012345670001","city":"Bandung"}],"phone_numbers":["081234567890"]}`
          response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
          return void response.end(text)
        }
        case 'text':
          response.writeHead(200, { 'content-type': 'text/plain' })
          return void response.end('plain words')
        case 'typed': {
          // Answers with the type and caching the call asks for, as a provider's page or image would.
          const headers: Record<string, string> = {
            'content-type': url.searchParams.get('type') ?? 'text/html',
            expires: 'Thu, 01 Jan 2099 00:00:00 GMT',
          }
          const cache = url.searchParams.get('cache')
          if (cache) headers['cache-control'] = cache
          response.writeHead(200, headers)
          return void response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
        }
        case 'redirect':
          response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' })
          return void response.end()
        case 'reset':
          return void request.socket.destroy()
        case 'declared': {
          // Declares its length up front, as a file server does.
          const size = Number(url.searchParams.get('bytes') ?? '1000')
          response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size })
          return void response.end(Buffer.alloc(size, 0x61))
        }
        case 'chunked': {
          // No length up front: the gateway learns the size only by reading.
          const size = Number(url.searchParams.get('bytes') ?? '1000')
          response.writeHead(200, { 'content-type': 'application/octet-stream' })
          for (let sent = 0; sent < size; sent += 16 * 1024) {
            response.write(Buffer.alloc(Math.min(16 * 1024, size - sent), 0x62))
          }
          return void response.end()
        }
        default:
          return json(
            200,
            {
              method: request.method,
              path: url.pathname,
              query: Object.fromEntries(url.searchParams),
              body,
            },
            {
              'set-cookie': 'upstream_session=abc; HttpOnly',
              server: 'internal-api/1.2',
              'x-powered-by': 'Express',
              location: 'http://10.0.0.7/internal/records/1',
              'cache-control': 'no-store',
            },
          )
      }
    })
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type FakeUpstream = Awaited<ReturnType<typeof startFakeUpstream>>

/** A new gateway key, as the tenant key service makes them. */
export const newGatewayKey = () => `${apiKeyPrefix}${randomBytes(32).toString('base64url')}`

/** Gives the company a tenant key (replacing any it had) and answers it whole. */
export async function giveTenantKey(db: Database, tenantId: string, masterKey: Buffer): Promise<string> {
  const key = newGatewayKey()
  const values = {
    tenantId,
    keyHash: sha256Hex(key),
    sealedKey: createSecrets(masterKey).seal(key),
    lastFour: key.slice(-4),
  }
  await db
    .insert(tenantApiKeys)
    .values(values)
    .onConflictDoUpdate({ target: tenantApiKeys.tenantId, set: values })
  return key
}

/** A named key of the company, made by `createdBy`, as the key screens make them (labels are unique among live keys). */
export async function giveNamedKey(db: Database, tenantId: string, createdBy: string | null) {
  const key = newGatewayKey()
  const [row] = await db
    .insert(consumerApiKeys)
    .values({
      tenantId,
      label: `Integration ${key.slice(-6)}`,
      keyHash: sha256Hex(key),
      lastFour: key.slice(-4),
      createdBy,
    })
    .returning({ id: consumerApiKeys.id })
  return { key, id: row!.id }
}

export interface ApiProductValues {
  path?: string
  method?: string
  requestParams?: StoredRequestParameter[]
  headers?: { name: string; value: string }[]
  hours?: [string, string]
  isMasked?: boolean
  pricingModel?: 'PAY_PER_CALL' | 'SUBSCRIPTION'
  price?: number
  monthlyQuota?: number | null
  baseUrl?: string
  sensitiveColumns?: string[]
}

/**
 * An app whose provider (PT Data Nusantara) sells API products on the fake upstream, with a bearer
 * token in its API setting, and whose consumer (PT Konsumen Maju) holds a tenant key.
 */
export async function openGatewaySuite(
  config: Partial<Config> = {},
  options: { notices?: ChangeNotices } = {},
) {
  const upstream = await startFakeUpstream()
  const test: TestApp = await createTestApp({
    config: { isPrivateUrlAllowed: true, ...config },
    ...(options.notices ? { notices: options.notices } : {}),
  })
  const db = test.database.db
  const consumerId = await tenantIdOf(db, 'PT Konsumen Maju')
  const providerId = await tenantIdOf(db, 'PT Data Nusantara')
  const requestedBy = await userIdOf(db, 'admin@consumer.test')
  const [setting] = await db
    .insert(apiSettings)
    .values({
      tenantId: providerId,
      name: 'Fake upstream',
      status: 'ACTIVE',
      authType: 'BEARER',
      sealedSecret: createSecrets(test.config.masterKey).seal(upstreamToken),
      secretHint: '••••2Qm2',
    })
    .returning({ id: apiSettings.id })
  // The key calls present unless told otherwise; a test that rotates it hands the new one over.
  const keys = { consumer: await giveTenantKey(db, consumerId, test.config.masterKey) }

  async function apiProduct(values: ApiProductValues = {}) {
    const datasetId = await insertDataset(db, providerId, {
      name: `Upstream ${randomBytes(3).toString('hex')}`,
      dataType: 'API',
      baseUrl: values.baseUrl ?? upstream.url,
      path: values.path ?? '/echo',
      method: values.method ?? 'POST',
      requestParams: values.requestParams ?? [],
      headers: values.headers ?? [],
      apiSettingId: setting!.id,
      operationalHourFrom: values.hours?.[0] ?? null,
      operationalHourTo: values.hours?.[1] ?? null,
      dataStructure: (values.sensitiveColumns ?? []).map((name) => ({
        name,
        type: 'STRING',
        description: null,
        is_sensitive: true,
      })),
    })
    return insertProduct(db, {
      tenantId: providerId,
      name: `Gateway product ${randomBytes(3).toString('hex')}`,
      datasetId,
      isMasked: values.isMasked ?? false,
      pricingModel: values.pricingModel ?? 'PAY_PER_CALL',
      unit: values.pricingModel === 'SUBSCRIPTION' ? 'MONTH' : 'CALL',
      price: values.price ?? 1500,
      monthlyQuota: values.monthlyQuota ?? null,
    })
  }

  /** An approved, active purchase of the product by the consumer (or the company given); its id. */
  async function purchase(productId: string, values: Partial<PurchaseValues> = {}): Promise<string> {
    const purchased = await insertPurchaseRow(db, {
      productId,
      productName: 'Gateway product',
      consumerTenantId: consumerId,
      providerTenantId: providerId,
      providerLegalName: 'PT Data Nusantara',
      requestedBy,
      status: 'APPROVED',
      ...values,
    })
    return purchased.id
  }

  interface CallOptions {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD'
    subPath?: string
    query?: string
    key?: string | null
    headers?: Record<string, string>
    payload?: string | object
  }

  function call(productId: string, options: CallOptions = {}) {
    const key = options.key === undefined ? keys.consumer : options.key
    return test.app.inject({
      method: options.method ?? 'POST',
      url: `${gatewayProductPath(productId)}${options.subPath ?? ''}${options.query ? `?${options.query}` : ''}`,
      headers: { ...(key === null ? {} : { 'x-api-key': key }), ...options.headers },
      ...(options.payload === undefined ? {} : { payload: options.payload }),
    })
  }

  /** The usage records of a product, oldest first, once every waiting record is written. */
  async function usageOf(productId: string) {
    await test.app.usage.flush()
    const rows = await db.select().from(usageRecords).where(eq(usageRecords.productId, productId))
    return rows.sort((first, second) => first.occurredAt.getTime() - second.occurredAt.getTime())
  }

  return {
    test,
    app: test.app,
    db,
    upstream,
    consumerId,
    providerId,
    get consumerKey() {
      return keys.consumer
    },
    useConsumerKey(key: string) {
      keys.consumer = key
    },
    apiSettingId: setting!.id,
    apiProduct,
    purchase,
    call,
    usageOf,
    async close() {
      await test.close()
      await upstream.close()
    },
  }
}

export type GatewaySuite = Awaited<ReturnType<typeof openGatewaySuite>>
