import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { insertProduct } from '../../../../test/builders'
import { createAudit } from '../../../lib/audit'
import { AppError } from '../../../lib/errors'
import { createStorageUrls } from '../../../lib/storage-urls'
import { createPurchaseAccessService } from './purchase-access.service'
import { createRequestQueriesRepository } from './request-queries.repository'
import { createRequestReader } from './request-reader'
import { createRequestsRepository, type RequestsRepository } from './requests.repository'
import {
  auditActions,
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

const reason = 'Calls far above the agreed purpose; usage under review'
const act = (headers: Headers, action: 'suspend' | 'resume' | 'revoke', transactionNo: string) =>
  suite.call(headers, 'PUT', `/provider/request/${action}`, { transaction_no: transactionNo, reason })

async function purchase(productId: string, consumer?: Headers, provider?: Headers) {
  const transactionNo = await suite.request(productId, {}, consumer)
  const approved = await suite.call(provider ?? suite.providerAdmin, 'PUT', '/provider/request/approve', {
    transaction_no: transactionNo,
  })
  expect(approved.statusCode, approved.body).toBe(200)
  return transactionNo
}

/** Resolves once `parties` callers wait on it; fails after 10 s. */
function barrier(parties = 2) {
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
      timer = setTimeout(() => reject(new Error('the other admin never arrived')), 10_000)
    })
    await Promise.race([opened, timeout]).finally(() => clearTimeout(timer))
  }
}

/** The access service as the module builds it, on a requests repository the test adjusts. */
function accessServiceOn(requests: RequestsRepository) {
  const { db, app } = suite
  return createPurchaseAccessService({
    db,
    requests,
    reader: createRequestReader({
      db,
      requests,
      queries: createRequestQueriesRepository(db),
      urls: createStorageUrls(Buffer.alloc(32, 1)),
      now: () => new Date(),
    }),
    audit: createAudit(db),
    mail: app.mail,
    notices: app.notices,
    logger: app.log,
    publicUrl: 'http://localhost:3000',
  })
}

const statusOf = (outcome: PromiseSettledResult<unknown>) => {
  if (outcome.status === 'fulfilled') return 200
  if (outcome.reason instanceof AppError) return outcome.reason.statusCode
  throw outcome.reason
}

const isPostgres = Boolean(inject('postgresUrl'))

describe('two provider admins at once', () => {
  // PGlite runs one transaction at a time, so two transactions can never overlap there.
  it.skipIf(!isPostgres)(
    'lets one of two overlapping suspensions win, both having read the purchase as active (PostgreSQL only: PGlite never overlaps transactions)',
    async () => {
      const transactionNo = await purchase(suite.product.payPerCall)
      const mailsBefore = (await readMailbox(suite.app, 'owner@consumer.test')).length
      const plain = createRequestsRepository(suite.db)
      const meet = barrier()
      const service = accessServiceOn({
        ...plain,
        async changeAccess(...args) {
          await meet()
          return plain.changeAccess(...args)
        },
      })
      const outcomes = await Promise.allSettled([
        service.suspend(await suite.actorOf('admin@provider.test'), transactionNo, reason),
        service.suspend(await suite.actorOf('owner@provider.test'), transactionNo, reason),
      ])
      expect(outcomes.map(statusOf).sort()).toEqual([200, 409])
      const loser = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult
      expect((loser.reason as AppError).code).toBe('ACCESS_NOT_ACTIVE')
      const row = await rowOf(suite.db, transactionNo)
      expect(row.accessStatus).toBe('SUSPENDED')
      expect((await auditActions(suite.db, row.id)).filter((action) => action.includes('access'))).toEqual([
        'transaction_request.access_suspended',
      ])
      expect((await readMailbox(suite.app, 'owner@consumer.test')).length).toBe(mailsBefore + 1)
    },
  )

  it('lets one of two revocations sent together win; the other gets 409 and writes nothing', async () => {
    const transactionNo = await purchase(suite.product.payPerCall)
    const mailsBefore = (await readMailbox(suite.app, 'admin@consumer.test')).length
    const responses = await Promise.all([
      act(suite.providerAdmin, 'revoke', transactionNo),
      act(suite.providerOwner, 'revoke', transactionNo),
    ])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const loser = responses.find((response) => response.statusCode === 409)!
    expect(loser.json()).toMatchObject({
      code: 'ACCESS_REVOKED',
      message: 'Access to this purchase was revoked; revoking is final',
    })
    const row = await rowOf(suite.db, transactionNo)
    expect(row.accessStatus).toBe('REVOKED')
    expect((await auditActions(suite.db, row.id)).filter((action) => action.includes('access'))).toEqual([
      'transaction_request.access_revoked',
    ])
    expect((await readMailbox(suite.app, 'admin@consumer.test')).length).toBe(mailsBefore + 1)
  })

  it('answers 409 with a clear message when the purchase changed after it was read', async () => {
    const transactionNo = await purchase(suite.product.payPerCall)
    const plain = createRequestsRepository(suite.db)
    const service = accessServiceOn({
      ...plain,
      async findByNo(side, tenantId, number, now, executor) {
        const found = await plain.findByNo(side, tenantId, number, now, executor)
        // Another change (a suspension and a resumption, say) moved the revision on meanwhile.
        return found && { ...found, request: { ...found.request, revision: found.request.revision - 1 } }
      },
    })
    const failure = await service
      .suspend(await suite.actorOf('admin@provider.test'), transactionNo, reason)
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AppError)
    expect(failure).toMatchObject({
      statusCode: 409,
      code: 'ACCESS_CHANGED',
      message:
        'The access to this purchase was changed by someone else in the meantime; reload it and try again',
    })
    expect((await rowOf(suite.db, transactionNo)).accessStatus).toBe('ACTIVE')
  })
})

describe('another company’s purchases', () => {
  let theirs: string
  let ours: string
  beforeAll(async () => {
    // PT Konsumen Maju as a second provider, whose product PT Data Nusantara bought.
    await makeProvider(suite.db, suite.consumerId)
    const konsumenProduct = await insertProduct(suite.db, {
      tenantId: suite.consumerId,
      name: 'Konsumen Leads',
    })
    theirs = await purchase(konsumenProduct, suite.providerAdmin, suite.consumerAdmin)
    ours = await purchase(suite.product.payPerCall)
  })

  it.each(['suspend', 'resume', 'revoke'] as const)(
    'answers 404 when a provider would %s a purchase of a product not its own',
    async (action) => {
      // PT Data Nusantara is the buyer of this one, not its provider.
      const response = await act(suite.providerAdmin, action, theirs)
      expect(response.statusCode).toBe(404)
      expect(response.json()).toMatchObject({
        code: 'REQUEST_NOT_FOUND',
        message: 'Transaction request not found',
      })
      // And PT Konsumen Maju, a provider too now, cannot reach PT Data Nusantara's sale.
      const other = await act(suite.consumerAdmin, action, ours)
      expect(other.statusCode).toBe(404)
    },
  )

  it('left both purchases as they were, and lets each provider change its own', async () => {
    for (const transactionNo of [theirs, ours]) {
      const row = await rowOf(suite.db, transactionNo)
      expect(row.accessStatus).toBe('ACTIVE')
      expect(row.accessChangedAt).toBeNull()
    }
    expect((await act(suite.consumerAdmin, 'suspend', theirs)).statusCode).toBe(200)
    expect((await rowOf(suite.db, ours)).accessStatus).toBe('ACTIVE')
    // The buyer reads the suspension; the provider's flags are not the buyer's.
    const asBuyer = (await suite.get(suite.providerAdmin, `/consumer/request/detail/${theirs}`)).json().data
    expect(asBuyer).toMatchObject({ access_status: 'SUSPENDED', can_resume: false })
  })
})
