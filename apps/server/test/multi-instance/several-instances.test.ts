import { eq, sql } from 'drizzle-orm'
import { gatewayProductPath } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { invoices, jobs, mailOutbox, settlements } from '../../src/db/schema'
import { demoPassword } from '../../src/seed'
import { startCluster, type Cluster } from './cluster'
import { createJourneys, csv, monthsAgo } from './journeys'
import {
  answersUntil,
  clientOf,
  demoParties,
  eventually,
  startSlowStoreLink,
  startSlowUpstream,
  type Client,
  type Headers,
} from './fixtures'

// Three server processes on one PostgreSQL and one object store, behind nginx (round robin). The
// scenarios build on each other, in order: journeys, shared limits, a graceful stop, a crash, a hand-back.
let cluster: Cluster
let web: Client
let upstream: Awaited<ReturnType<typeof startSlowUpstream>>
let storeLink: Awaited<ReturnType<typeof startSlowStoreLink>>
let parties: Awaited<ReturnType<typeof demoParties>>
const people: Record<string, Headers> = {}
let storageSettingId: string
/** The consumer's gateway key once the key test has rotated it. */
let consumerKey: string
let journeys: ReturnType<typeof createJourneys>

beforeAll(async () => {
  upstream = await startSlowUpstream(0)
  cluster = await startCluster(
    ['a', 'b', 'c'],
    {
      // A crashed instance's jobs are taken over after 3 s instead of a minute.
      LUMBUNG_JOB_LEASE_SECONDS: '3',
      LUMBUNG_SHUTDOWN_DRAIN_MS: '1000',
    },
    (s3Url) => startSlowStoreLink(s3Url).then((link) => (storeLink = link).url),
  )
  web = clientOf(cluster.url)
  parties = await demoParties(cluster.db, cluster.environment.LUMBUNG_MASTER_KEY!)
  journeys = createJourneys({ cluster, web, people, parties })
  for (const email of [
    'owner@consumer.test',
    'admin@consumer.test',
    'admin@provider.test',
    'operator@lumbung.test',
  ])
    people[email] = (await web.signIn(email)).headers
})
afterAll(async () => {
  // The instances first: what they hold open to the upstream and the store goes with them.
  await storeLink?.close()
  await upstream?.close()
  await cluster?.stop()
})

describe('journeys through nginx', () => {
  it('signs in on one instance and refreshes the session on another', async () => {
    const signedIn = await web.signIn('member@consumer.test')
    const refreshed = await web.send(
      'POST',
      '/api/auth/refresh-token',
      {},
      { refresh_token: signedIn.refreshToken },
    )
    expect(refreshed.status).toBe(200)
    expect(refreshed.upstream).not.toBe(signedIn.upstream)
    // The rotated-out token is refused by every instance.
    const again = await web.send(
      'POST',
      '/api/auth/refresh-token',
      {},
      { refresh_token: signedIn.refreshToken },
    )
    expect(again.status).toBe(401)
  })

  it('uploads a dataset on one instance and downloads the purchased file through others', async () => {
    const { download } = await journeys.fileDeliveryPurchase('Outlets')
    const link = await web.send(
      'POST',
      `/api/transaction/consumer/purchased/download-link/${download.transactionNo}`,
      people['admin@consumer.test'],
    )
    expect(link.status, JSON.stringify(link.body)).toBe(200)
    const file = await fetch(`${cluster.url}${(link.body.data as { url: string }).url}`)
    expect(file.status).toBe(200)
    expect(await file.text()).toBe(csv)
  })

  it('delivers a purchase into the consumer bucket once, whichever instance takes the job', async () => {
    const setting = await web.send(
      'POST',
      '/api/data/consumer/settings/storage/add',
      people['owner@consumer.test'],
      {
        name: 'Landing bucket',
        cloud_provider: 'S3',
        storage_config: {
          endpoint: storeLink.url,
          region: 'us-east-1',
          bucket: 'consumer-landing',
          access_key_id: 'S3RVER',
          secret_access_key: 'S3RVER',
          force_path_style: true,
        },
      },
    )
    expect(setting.status, JSON.stringify(setting.body)).toBe(200)
    storageSettingId = (setting.body.data as { id: string }).id
    const { cloud } = await journeys.fileDeliveryPurchase('Outlets feed')
    const id = await journeys.deliver(cloud.transactionNo, storageSettingId)
    await eventually(
      async () => ((await journeys.deliveryRow(id)).status === 'DELIVERED' ? true : undefined),
      'delivery',
    )
    expect((await journeys.deliveryRow(id)).attempts).toBe(1)
    await eventually(
      async () => ((await journeys.usageOf(cloud.id)).length > 0 ? true : undefined),
      'the delivery in the usage ledger',
    )
    expect((await journeys.usageOf(cloud.id)).filter((record) => record.kind === 'DELIVERY')).toHaveLength(1)
  })

  it('runs a file-to-API job once: every row called once', async () => {
    const purchase = await parties.nikPhonePurchase(upstream.url, 'NIK match')
    const assetId = await journeys.uploadAsset(12)
    const before = upstream.calls.length
    const runId = await journeys.startFileToApi(purchase.transactionNo, assetId)
    await eventually(
      async () => ((await journeys.fileToApiRun(runId)).status === 'COMPLETED' ? true : undefined),
      'the run',
    )
    expect(await journeys.fileToApiRun(runId)).toMatchObject({ rowsDone: 12, rowsFailed: 0 })
    const calls = upstream.calls.slice(before)
    expect(calls).toHaveLength(12)
    expect(new Set(calls).size).toBe(12)
  })

  it('leaves a closed month as it is, whichever instances the operator route reaches', async () => {
    // Every ended month with charges is closed when the instances start (the seed closes the demo's own).
    const period = monthsAgo(2)
    const operator = people['operator@lumbung.test']
    const documentMails = async () => {
      const [mailed] = await cluster.db
        .select({ count: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${mailOutbox.attachments} is not null`)
      return mailed!.count
    }
    const issued = await cluster.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.period, period))
    expect(issued.length).toBeGreaterThan(0)
    const mailedBefore = await documentMails()
    const first = await web.send('POST', '/api/operator/billing/month-close', operator, { period })
    const second = await web.send('POST', '/api/operator/billing/month-close', operator, { period })
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(second.status, JSON.stringify(second.body)).toBe(200)
    expect(first.upstream).not.toBe(second.upstream)
    expect(first.body.data).toMatchObject({ invoices_issued: 0, settlements_created: 0 })
    expect(second.body.data).toMatchObject({ invoices_issued: 0, settlements_created: 0 })
    await eventually(async () => {
      const pending = (await journeys.jobsOf('billing.document-mail')).filter((job) => job.status !== 'DONE')
      const mails = (await journeys.jobsOf('mail')).filter((job) => job.status !== 'DONE')
      return pending.length === 0 && mails.length === 0 ? true : undefined
    }, 'the documents to be mailed')
    expect(await documentMails()).toBe(mailedBefore)
  })
})

/**
 * An instance answers `from` until it hears of a change made through another one, then `to` from the
 * next call on, and nothing else meanwhile (answersUntil says why it may take a call or two).
 */
async function switches(call: () => Promise<{ status: number }>, from: number, to: number) {
  const statuses = await answersUntil(call, to)
  const isClean = statuses.slice(0, -1).every((status) => status === from)
  expect(isClean && statuses.at(-1), `answered ${statuses.join(', ')}`).toBe(to)
}

describe('limits and caches shared by every instance', () => {
  it('refuses a rotated key on instance b as soon as it hears instance a rotated it', async () => {
    const purchase = await parties.nikPhonePurchase(upstream.url, 'NIK match keys')
    const owner = (await journeys.direct('a').signIn('owner@consumer.test')).headers
    // Replacing the key asks for the password again.
    const fresh = await journeys
      .direct('a')
      .send('POST', '/api/auth/fresh-login', owner, { password: demoPassword })
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200)
    const rotate = () => journeys.direct('a').send('POST', '/api/auth/tenant/rotate-key', owner)
    const rotated = await rotate()
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200)
    const firstKey = (rotated.body.data as { key: string }).key
    const call = (instance: string, key: string) => journeys.callNikPhone(instance, purchase.productId, key)
    expect((await call('b', firstKey)).status).toBe(200)
    const secondKey = ((await rotate()).body.data as { key: string }).key
    for (const instance of ['b', 'c']) await switches(() => call(instance, firstKey), 200, 401)
    expect((await call('b', secondKey)).status).toBe(200)
    consumerKey = secondKey
  })

  it('stops and resumes calling a dataset set inactive and active again on instance a, on b and c', async () => {
    const purchase = await parties.nikPhonePurchase(upstream.url, 'NIK match settings')
    const save = (status: 'ACTIVE' | 'INACTIVE') =>
      journeys.saveNikPhoneDataset('a', purchase.productId, status)
    const call = (instance: string) => journeys.callNikPhone(instance, purchase.productId, consumerKey)
    // Each instance has the upstream in memory once it has called it.
    for (const instance of ['b', 'c']) expect((await call(instance)).status).toBe(200)
    const inactive = await save('INACTIVE')
    expect(inactive.status, JSON.stringify(inactive.body)).toBe(200)
    for (const instance of ['b', 'c']) await switches(() => call(instance), 200, 502)
    expect((await save('ACTIVE')).status).toBe(200)
    for (const instance of ['b', 'c']) await switches(() => call(instance), 502, 200)
  })

  it('serves a purchase approved on instance a on b and c as soon as they hear of it', async () => {
    const productId = await parties.nikPhoneProduct(upstream.url, 'NIK match approved')
    const { key, transactionNo } = await journeys.keyAndRequest('a', productId)
    const call = (instance: string) => journeys.callNikPhone(instance, productId, key)
    // Each instance keeps the refusal in memory once it has refused.
    for (const instance of ['b', 'c']) expect((await call(instance)).status).toBe(403)
    const provider = (await journeys.direct('a').signIn('admin@provider.test')).headers
    const approved = await journeys
      .direct('a')
      .send('PUT', '/api/transaction/provider/request/approve', provider, {
        transaction_no: transactionNo,
      })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    for (const instance of ['b', 'c']) await switches(() => call(instance), 403, 200)
  })

  it('counts failed sign-ins from one address on every instance together', async () => {
    const from = { 'x-forwarded-for': '10.20.30.40' }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const instance = ['a', 'b', 'c'][attempt % 3]!
      const answer = await journeys.direct(instance).send('POST', '/api/auth/login', from, {
        email: `nobody${attempt}@example.test`,
        password: 'Wrong123!',
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('a graceful stop (SIGTERM)', () => {
  it('fails readiness first while live, finishes the call in flight and flushes the usage ledger', async () => {
    const purchase = await parties.nikPhonePurchase(upstream.url, 'NIK match drain')
    const call = (nik: string) =>
      journeys
        .direct('c')
        .send(
          'POST',
          gatewayProductPath(purchase.productId),
          { 'x-api-key': consumerKey },
          { nik, phone: '0812' },
        )
    upstream.state.delayMs = 1500
    const inFlight = call('3171999999990001')
    await eventually(
      async () => (upstream.calls.includes('3171999999990001') ? true : undefined),
      'the slow call',
    )
    upstream.state.delayMs = 0
    // The last call before the signal: its usage record is still in the instance's buffer.
    expect((await call('3171999999990002')).status).toBe(200)
    const c = cluster.instance('c')
    const b = cluster.instance('b')
    c.process.kill('SIGTERM')
    b.process.kill('SIGTERM')
    const health = async (path: string) => (await fetch(`${c.url}${path}`)).status
    await eventually(
      async () => ((await health('/api/health/ready')) === 503 ? true : undefined),
      'readiness 503',
    )
    expect(await health('/api/health/live')).toBe(200)
    expect((await inFlight).status).toBe(200)
    expect(await c.exited, c.output.join('')).toEqual({ code: 0, signal: null })
    expect(await b.exited, b.output.join('')).toEqual({ code: 0, signal: null })
    const records = await journeys.usageOf(purchase.id)
    expect(records.map((record) => record.httpStatus)).toEqual([200, 200])
    // nginx sends everything to the instance left.
    expect((await web.send('GET', '/api/health/ready')).status).toBe(200)
  })
})

describe('an instance killed in the middle of its jobs (SIGKILL)', () => {
  it('leaves a file-to-API run, a delivery and a month close to another instance, which finishes each once', async () => {
    const purchase = await parties.nikPhonePurchase(upstream.url, 'NIK match crash')
    const assetId = await journeys.uploadAsset(40)
    const { cloud } = await journeys.fileDeliveryPurchase('Outlets after a crash')
    // Only instance a runs; its provider answers slowly and the store takes two seconds per write.
    upstream.state.delayMs = 150
    storeLink.state.delayMs = 2000
    const before = upstream.calls.length
    const runId = await journeys.startFileToApi(purchase.transactionNo, assetId)
    const deliveryId = await journeys.deliver(cloud.transactionNo, storageSettingId)
    // The scheduled month close, queued again: last month was closed when the instances started, so
    // this run (and its rerun after the crash) must leave its documents as they are, each mailed once.
    await cluster.db.insert(jobs).values({ queue: 'billing.month-close', payload: {}, maxAttempts: 10 })
    await eventually(async () => {
      const run = await journeys.fileToApiRun(runId)
      const delivery = await journeys.deliveryRow(deliveryId)
      return run.rowsDone >= 5 && delivery.status === 'RUNNING' ? true : undefined
    }, 'every job to be under way')
    const a = cluster.instance('a')
    a.process.kill('SIGKILL')
    await a.exited
    upstream.state.delayMs = 10
    storeLink.state.delayMs = 50
    await cluster.startInstance('b')

    await eventually(
      async () => ((await journeys.fileToApiRun(runId)).status === 'COMPLETED' ? true : undefined),
      'the run',
    )
    await eventually(
      async () => ((await journeys.deliveryRow(deliveryId)).status === 'DELIVERED' ? true : undefined),
      'the delivery',
    )
    await eventually(async () => {
      const open = (await cluster.db.select().from(jobs)).filter(
        (job) => job.status === 'RUNNING' || (job.status === 'QUEUED' && job.runAt.getTime() <= Date.now()),
      )
      return open.length === 0 ? true : undefined
    }, 'every job to end')

    const run = await journeys.fileToApiRun(runId)
    expect(run.rowsDone).toBe(40)
    // The row in flight when a died is reported as interrupted rather than called again.
    const calls = upstream.calls.slice(before)
    expect(new Set(calls).size).toBe(calls.length)
    expect(calls.length).toBeLessThanOrEqual(40)
    expect(run.rowsFailed).toBeLessThanOrEqual(1)
    expect((await journeys.usageOf(cloud.id)).filter((record) => record.kind === 'DELIVERY')).toHaveLength(1)
    expect((await journeys.deliveryRow(deliveryId)).attempts).toBe(2)

    // Every document of last month mailed exactly once.
    const period = monthsAgo(1)
    const documents = [
      ...(await cluster.db.select({ id: invoices.id }).from(invoices).where(eq(invoices.period, period))),
      ...(await cluster.db
        .select({ id: settlements.id })
        .from(settlements)
        .where(eq(settlements.period, period))),
    ].map((row) => row.id)
    expect(documents.length).toBeGreaterThan(0)
    const attachments = await cluster.db.select({ attachments: mailOutbox.attachments }).from(mailOutbox)
    const keys = attachments.flatMap((row) => row.attachments ?? []).map((attachment) => attachment.fileKey)
    for (const id of documents) expect(keys.filter((key) => key.includes(id))).toHaveLength(1)
  })
})

describe('a graceful stop with a job in hand', () => {
  it('hands the job back, so another instance takes it at once rather than after the lease', async () => {
    const purchase = await parties.nikPhonePurchase(upstream.url, 'NIK match hand-back')
    const assetId = await journeys.uploadAsset(150)
    // 45 s for the run: b is still in the middle of it after c has started (seconds on a loaded machine)
    // and after the few seconds b may go on with it once told to stop (jobGraceMs in main.ts).
    upstream.state.delayMs = 300
    const before = upstream.calls.length
    const runId = await journeys.startFileToApi(purchase.transactionNo, assetId)
    await eventually(
      async () => ((await journeys.fileToApiRun(runId)).rowsDone >= 3 ? true : undefined),
      'the run to start',
    )
    // c would wait a minute for an expired lease: only a handed-back job reaches it sooner.
    await cluster.startInstance('c', { LUMBUNG_JOB_LEASE_SECONDS: '60' })
    const b = cluster.instance('b')
    b.process.kill('SIGTERM')
    expect(await b.exited, b.output.join('')).toEqual({ code: 0, signal: null })
    const [handedBack] = await cluster.db
      .select()
      .from(jobs)
      .where(sql`${jobs.payload} ->> 'jobId' = ${runId}`)
    expect(handedBack?.status).not.toBe('DONE')
    upstream.state.delayMs = 0
    await eventually(
      async () => ((await journeys.fileToApiRun(runId)).status === 'COMPLETED' ? true : undefined),
      'the run',
      20_000,
    )
    expect((await journeys.fileToApiRun(runId)).rowsDone).toBe(150)
    const calls = upstream.calls.slice(before)
    expect(new Set(calls).size).toBe(calls.length)
  })
})
