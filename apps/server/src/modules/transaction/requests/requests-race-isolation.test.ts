import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { createAudit } from '../../../lib/audit'
import { AppError } from '../../../lib/errors'
import { createStorageUrls } from '../../../lib/storage-urls'
import { createProviderRequestsService } from './provider-requests.service'
import { createRequestNotices } from './request-notices'
import { createRequestQueriesRepository } from './request-queries.repository'
import { createRequestReader } from './request-reader'
import { createRequestTransitions } from './request-transitions'
import { createRequestsRepository } from './requests.repository'
import {
  auditActions,
  headersFor,
  makeProvider,
  openRequestsSuite,
  rowOf,
  type Headers,
  type RequestsSuite,
} from './requests.test-helpers'

let suite: RequestsSuite
beforeAll(async () => {
  suite = await openRequestsSuite()
})
afterAll(() => suite.close())

const decide = (headers: Headers, action: 'approve' | 'reject', transactionNo: string) =>
  suite.call(headers, 'PUT', `/provider/request/${action}`, {
    transaction_no: transactionNo,
    ...(action === 'reject' ? { reason: 'Not for this purpose' } : {}),
  })

/** Resolves once `parties` callers wait on it (later callers pass straight through); fails after 10 s. */
function twoPartyBarrier(parties = 2) {
  let waiting = 0
  let release!: () => void
  const opened = new Promise<void>((resolve) => {
    release = resolve
  })
  return async () => {
    waiting += 1
    if (waiting >= parties) release()
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('the other decider never arrived')), 10_000)
    })
    await Promise.race([opened, timeout]).finally(() => clearTimeout(timer))
  }
}

/**
 * The provider service as the module builds it, except that reading the decider's profile (which
 * happens after the request was read as waiting and before it is changed) waits for the other decider.
 */
function providerServiceMeetingAtRead() {
  const { db, app } = suite
  const barrier = twoPartyBarrier()
  const plain = createRequestsRepository(db)
  const requests: typeof plain = {
    ...plain,
    async profileOf(userId, executor) {
      const profile = await plain.profileOf(userId, executor)
      await barrier()
      return profile
    },
  }
  const notices = createRequestNotices({
    requests,
    audit: createAudit(db),
    mail: app.mail,
    publicUrl: 'http://localhost:3000',
  })
  const now = () => new Date()
  const reader = createRequestReader({
    db,
    requests,
    queries: createRequestQueriesRepository(db),
    urls: createStorageUrls(Buffer.alloc(32, 1)),
    now,
  })
  const approvals = { changes: app.notices, logger: app.log }
  const transitions = createRequestTransitions({ db, requests, notices, approvals, now })
  return createProviderRequestsService({ requests, reader, transitions })
}

const isPostgres = Boolean(inject('postgresUrl'))

describe('two provider admins deciding at once', () => {
  // PGlite runs one transaction at a time, so two transactions can never overlap there.
  it.skipIf(!isPostgres)(
    'lets exactly one of two overlapping approvals win, both having read it as waiting (PostgreSQL only: PGlite never overlaps transactions)',
    async () => {
      const transactionNo = await suite.request(suite.product.monthly, { period_count: 1 })
      const mailsBefore = (await readMailbox(suite.app, 'admin@consumer.test')).length
      const provider = providerServiceMeetingAtRead()
      const outcomes = await Promise.allSettled([
        provider.approve(await suite.actorOf('admin@provider.test'), transactionNo),
        provider.approve(await suite.actorOf('owner@provider.test'), transactionNo),
      ])
      const statuses = outcomes.map((outcome) => {
        if (outcome.status === 'fulfilled') return 200
        if (outcome.reason instanceof AppError) return outcome.reason.statusCode
        throw outcome.reason
      })
      expect(statuses.sort()).toEqual([200, 409])
      const loser = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult
      expect((loser.reason as AppError).code).toBe('REQUEST_NOT_WAITING')
      const row = await rowOf(suite.db, transactionNo)
      expect(row.status).toBe('APPROVED')
      expect(row.revision).toBe(1)
      expect(await auditActions(suite.db, row.id)).toEqual([
        'transaction_request.added',
        'transaction_request.approved',
      ])
      expect((await readMailbox(suite.app, 'admin@consumer.test')).length).toBe(mailsBefore + 1)
    },
  )

  it('lets exactly one of two simultaneous approval calls win; the other gets 409 and writes nothing', async () => {
    const transactionNo = await suite.request(suite.product.monthly, { period_count: 1 })
    const mailsBefore = (await readMailbox(suite.app, 'admin@consumer.test')).length
    const responses = await Promise.all([
      decide(suite.providerAdmin, 'approve', transactionNo),
      decide(suite.providerOwner, 'approve', transactionNo),
    ])
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([200, 409])
    const loser = responses.find((response) => response.statusCode === 409)!
    expect(loser.json().code).toBe('REQUEST_NOT_WAITING')
    const row = await rowOf(suite.db, transactionNo)
    expect(row.status).toBe('APPROVED')
    expect(row.revision).toBe(1)
    expect(await auditActions(suite.db, row.id)).toEqual([
      'transaction_request.added',
      'transaction_request.approved',
    ])
    expect((await readMailbox(suite.app, 'admin@consumer.test')).length).toBe(mailsBefore + 1)
  })

  it('lets one of an approval and a rejection win, never both', async () => {
    const transactionNo = await suite.request(suite.product.payPerCall)
    const responses = await Promise.all([
      decide(suite.providerAdmin, 'approve', transactionNo),
      decide(suite.providerOwner, 'reject', transactionNo),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const winner = responses.find((response) => response.statusCode === 200)!
    const row = await rowOf(suite.db, transactionNo)
    expect(row.status).toBe(winner.json().data.status)
    expect(row.rejectReason === null).toBe(row.status === 'APPROVED')
  })
})

describe('another company’s requests', () => {
  let transactionNo: string
  let otherProvider: Headers
  let otherConsumer: Headers
  beforeAll(async () => {
    transactionNo = await suite.request(suite.product.payPerCall)
    // PT Konsumen Maju as a second provider, PT Data Nusantara's admin as another consumer.
    await makeProvider(suite.db, suite.consumerId)
    otherProvider = suite.consumerAdmin
    otherConsumer = suite.providerAdmin
  })

  it.each([
    ['consumer detail', 'GET', (no: string) => `/consumer/request/detail/${no}`],
    ['withdraw', 'PUT', (no: string) => `/consumer/request/withdraw/${no}`],
  ] as const)("answers 404 for the consumer's %s", async (_name, method, url) => {
    const response = await suite.call(otherConsumer, method, url(transactionNo))
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('REQUEST_NOT_FOUND')
  })

  it.each([
    ['provider detail', 'GET', '/provider/request/detail/NO', undefined],
    ['approve', 'PUT', '/provider/request/approve', {}],
    ['reject', 'PUT', '/provider/request/reject', { reason: 'Not for this purpose' }],
    ['update', 'PUT', '/provider/request/update', { price: 1 }],
  ] as const)("answers 404 for the provider's %s", async (_name, method, url, body) => {
    const response = await suite.call(
      otherProvider,
      method,
      url.replace('NO', transactionNo),
      body ? { transaction_no: transactionNo, ...body } : undefined,
    )
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('REQUEST_NOT_FOUND')
  })

  it('leaves the request untouched and out of the other companies’ lists and dropdowns', async () => {
    const row = await rowOf(suite.db, transactionNo)
    expect(row.status).toBe('WAITING_APPROVAL')
    expect(row.revision).toBe(0)
    const providerList = await suite.get(otherProvider, '/provider/request/list')
    expect(providerList.json().data.total_data).toBe(0)
    const consumerList = await suite.get(otherConsumer, '/consumer/request/list')
    expect(consumerList.json().data.total_data).toBe(0)
    for (const url of ['/dropdown/consumer-list', '/dropdown/provider-product-list']) {
      expect((await suite.get(otherProvider, url)).json().data.total_data).toBe(0)
    }
    for (const url of ['/dropdown/provider-list', '/dropdown/consumer-product-list']) {
      expect((await suite.get(otherConsumer, url)).json().data.total_data).toBe(0)
    }
  })

  it('answers an unverified company on provider screens with a clear code', async () => {
    const unverified = await headersFor(suite.app, 'owner@unverified.test')
    const response = await suite.get(unverified, '/provider/request/list')
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('COMPANY_NOT_VERIFIED')
  })
})
