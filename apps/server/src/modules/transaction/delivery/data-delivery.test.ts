import { createHash, randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { and, eq, sql } from 'drizzle-orm'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataDeliveries, jobs, storageSettings } from '../../../db/schema'
import { headersFor } from '../../../../test/test-app'
import { openDeliverySuite, openFilesUnder, outletsCsv, type DeliverySuite } from './delivery.test-helpers'

let suite: DeliverySuite
let s3: S3rver
let s3Endpoint: string
let cloudNo: string
let downloadNo: string
let localSettingId: string
let s3SettingId: string
const s3Bucket = 'consumer-landing'
const base = '/api/transaction/consumer/data-delivery'
const sha256 = createHash('sha256').update(outletsCsv).digest('hex')

async function addSetting(payload: object) {
  const response = await suite.send(
    'POST',
    '/api/data/consumer/settings/storage/add',
    suite.people.consumerOwner,
    payload,
  )
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json().data.status).toBe('CONNECTED')
  return response.json().data.id as string
}
const s3Setting = (name: string) => ({
  name,
  cloud_provider: 'S3',
  storage_config: {
    endpoint: s3Endpoint,
    region: 'us-east-1',
    bucket: s3Bucket,
    access_key_id: 'S3RVER',
    secret_access_key: 'S3RVER',
    force_path_style: true,
  },
})
const proceed = (payload: object, headers = suite.people.consumerAdmin) =>
  suite.send('POST', `${base}/proceed`, headers, payload)
const detail = async (id: string) =>
  (await suite.send('GET', `${base}/detail/${id}`, suite.people.consumerAdmin)).json().data
const drain = () => suite.app.jobs.drain(['data-delivery'])

beforeAll(async () => {
  // The S3-compatible peer runs on this machine: internal addresses are allowed, as in development.
  suite = await openDeliverySuite({ isPrivateUrlAllowed: true })
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: join(suite.config.dataDir, 's3'),
    configureBuckets: [{ name: s3Bucket }],
  })
  const { port } = await s3.run()
  s3Endpoint = `http://127.0.0.1:${port}`
  const datasetId = await suite.addFileDataset('Retail outlets')
  const cloudProduct = await suite.publishFileProduct(datasetId, 'Retail outlets feed', 'CLOUD_STORAGE')
  const downloadProduct = await suite.publishFileProduct(datasetId, 'Retail outlets', 'DOWNLOAD')
  cloudNo = await suite.purchase(cloudProduct, 'Retail outlets feed', { deliveryMethod: 'CLOUD_STORAGE' })
  downloadNo = await suite.purchase(downloadProduct, 'Retail outlets', { deliveryMethod: 'DOWNLOAD' })
  localSettingId = await addSetting({
    name: 'Landing folder',
    cloud_provider: 'LOCAL',
    storage_config: { folder: 'landing' },
  })
  s3SettingId = await addSetting(s3Setting('Landing bucket'))
}, 60_000)
afterAll(async () => {
  await s3?.close()
  await suite?.close()
})

describe('delivery to the consumer storage', () => {
  it('offers the deliverable purchases and the company storage settings', async () => {
    const response = await suite.send('GET', `${base}/options`, suite.people.consumerAdmin)
    expect(response.statusCode, response.body).toBe(200)
    const { purchases, storage_settings: settings } = response.json().data
    expect(purchases.map((item: { transaction_no: string }) => item.transaction_no)).toEqual([cloudNo])
    expect(purchases[0]).toMatchObject({ version_no: 1, file_name: 'outlets-v1.csv', can_auto_deliver: true })
    expect(settings.map((item: { name: string }) => item.name).sort()).toEqual([
      'Landing bucket',
      'Landing folder',
    ])
  })

  it('copies the file into a LOCAL folder: QUEUED, then DELIVERED with a receipt and one billable usage record', async () => {
    const queued = await proceed({
      transaction_no: cloudNo,
      storage_setting_id: localSettingId,
      path: '/exports/daily/',
    })
    expect(queued.statusCode, queued.body).toBe(200)
    expect(queued.json()).toMatchObject({
      message: 'Delivery queued',
      data: { status: 'QUEUED', receipt: null },
    })
    const id = queued.json().data.id as string

    expect(await drain()).toBe(1)
    const delivered = await detail(id)
    expect(delivered).toMatchObject({
      status: 'DELIVERED',
      attempts: 1,
      trigger: 'MANUAL',
      storage_setting_name: 'Landing folder',
      error_code: null,
      receipt: {
        object_path: 'exports/daily/outlets-v1.csv',
        location: 'local://landing/exports/daily/outlets-v1.csv',
        bytes: Buffer.byteLength(outletsCsv),
        rows: 3,
        sha256,
      },
    })
    const written = join(
      suite.config.dataDir,
      'local-buckets',
      suite.consumerId,
      'landing',
      'exports',
      'daily',
    )
    expect(readFileSync(join(written, 'outlets-v1.csv'), 'utf8')).toBe(outletsCsv)
    expect(readdirSync(written)).toEqual(['outlets-v1.csv'])

    const usage = (await suite.usageOf(cloudNo)).filter((record) => record.kind === 'DELIVERY')
    expect(usage).toHaveLength(1)
    expect(usage[0]).toMatchObject({
      outcome: 'SUCCESS',
      isBillable: true,
      bytesOut: Buffer.byteLength(outletsCsv),
    })

    const list = await suite.send('GET', `${base}/list?status=DELIVERED`, suite.people.consumerAdmin)
    expect(list.json().data.data.map((item: { id: string }) => item.id)).toContain(id)
  })

  it('copies the file into an S3 bucket', async () => {
    const queued = await proceed({
      transaction_no: cloudNo,
      storage_setting_id: s3SettingId,
      path: 'incoming',
    })
    const id = queued.json().data.id as string
    await drain()
    expect(await detail(id)).toMatchObject({
      status: 'DELIVERED',
      receipt: { location: `s3://${s3Bucket}/incoming/outlets-v1.csv`, sha256, rows: 3 },
    })
    const client = new S3Client({
      endpoint: s3Endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const object = await client.send(
      new GetObjectCommand({ Bucket: s3Bucket, Key: 'incoming/outlets-v1.csv' }),
    )
    expect(await object.Body!.transformToString()).toBe(outletsCsv)
    client.destroy()
  })

  it('fails at once with a reason the consumer can act on when the bucket is gone', async () => {
    const settingId = await addSetting(s3Setting('Renamed bucket'))
    await suite.db
      .update(storageSettings)
      .set({ bucket: 'no-such-bucket' })
      .where(eq(storageSettings.id, settingId))
    const id = (await proceed({ transaction_no: cloudNo, storage_setting_id: settingId, path: '' })).json()
      .data.id
    await drain()
    expect(await detail(id)).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      error_code: 'BUCKET_NOT_FOUND',
      error_message: 'Bucket not found: check the bucket name in the storage setting',
      receipt: null,
    })
    const usage = (await suite.usageOf(cloudNo)).filter((record) => record.errorCode === 'BUCKET_NOT_FOUND')
    expect(usage).toMatchObject([{ kind: 'DELIVERY', outcome: 'UPSTREAM_ERROR', isBillable: false }])
  })

  it('keeps the delivery queued with the reason and retries later when the storage does not answer', async () => {
    const settingId = await addSetting(s3Setting('Flaky bucket'))
    const closedPort = await freePort()
    await suite.db
      .update(storageSettings)
      .set({
        publicConfig: sql`jsonb_set(${storageSettings.publicConfig}, '{endpoint}', ${JSON.stringify(`http://127.0.0.1:${closedPort}`)}::jsonb)`,
      })
      .where(eq(storageSettings.id, settingId))
    const id = (await proceed({ transaction_no: cloudNo, storage_setting_id: settingId, path: '' })).json()
      .data.id
    await drain()
    expect(await detail(id)).toMatchObject({
      status: 'QUEUED',
      attempts: 1,
      error_code: 'STORAGE_UNREACHABLE',
    })
    const [job] = await suite.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'data-delivery'), sql`${jobs.payload} ->> 'deliveryId' = ${id}`))
    expect(job).toMatchObject({ status: 'QUEUED', attempts: 1 })
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now())
    expect(job!.lastError).toContain('ECONNREFUSED')
  })

  it('finishes the copy in another run when the worker dies, and writes FAILED when it dies on every try', async () => {
    const claimAsDead = async (deliveryId: string, attempts: number) => {
      await suite.db
        .update(jobs)
        .set({
          status: 'RUNNING',
          attempts,
          lockedBy: randomUUID(),
          lockedAt: sql`now() - interval '2 hours'`,
        })
        .where(sql`${jobs.payload} ->> 'deliveryId' = ${deliveryId}`)
      await suite.db
        .update(dataDeliveries)
        .set({ status: 'RUNNING', attempts })
        .where(eq(dataDeliveries.id, deliveryId))
    }
    const revived = (
      await proceed({ transaction_no: cloudNo, storage_setting_id: localSettingId, path: 'revived' })
    ).json().data.id
    await claimAsDead(revived, 1)
    await drain()
    expect(await detail(revived)).toMatchObject({ status: 'DELIVERED', attempts: 2 })

    const doomed = (
      await proceed({ transaction_no: cloudNo, storage_setting_id: localSettingId, path: 'doomed' })
    ).json().data.id
    await claimAsDead(doomed, 5)
    await drain()
    expect(await detail(doomed)).toMatchObject({ status: 'FAILED', error_code: 'WORKER_STOPPED' })
    expect(
      existsSync(join(suite.config.dataDir, 'local-buckets', suite.consumerId, 'landing', 'doomed')),
    ).toBe(false)
  })

  it('never follows a link inside a local folder to write outside it', async () => {
    const outside = join(suite.config.dataDir, 'outside')
    mkdirSync(outside, { recursive: true })
    symlinkSync(outside, join(suite.config.dataDir, 'local-buckets', suite.consumerId, 'landing', 'escape'))
    const id = (
      await proceed({ transaction_no: cloudNo, storage_setting_id: localSettingId, path: 'escape' })
    ).json().data.id
    await drain()
    expect(await detail(id)).toMatchObject({ status: 'FAILED', error_code: 'ACCESS_DENIED' })
    expect(readdirSync(outside)).toEqual([])
  })

  it('fails a queued delivery whose purchase was revoked or whose setting was removed meanwhile', async () => {
    const revoked = (
      await proceed({ transaction_no: cloudNo, storage_setting_id: localSettingId, path: 'revoked' })
    ).json().data.id
    await suite.setAccess(cloudNo, 'REVOKED')
    await drain()
    expect(await detail(revoked)).toMatchObject({ status: 'FAILED', error_code: 'PURCHASE_NOT_ACTIVE' })
    await suite.setAccess(cloudNo, 'ACTIVE')

    const doomedSetting = await addSetting({
      name: 'Short-lived',
      cloud_provider: 'LOCAL',
      storage_config: { folder: 'gone' },
    })
    const orphan = (
      await proceed({ transaction_no: cloudNo, storage_setting_id: doomedSetting, path: '' })
    ).json().data.id
    await suite.db.delete(storageSettings).where(eq(storageSettings.id, doomedSetting))
    await drain()
    expect(await detail(orphan)).toMatchObject({
      status: 'FAILED',
      error_code: 'STORAGE_SETTING_REMOVED',
      storage_setting_name: 'Short-lived',
    })
  })

  // The storage refuses before it reads anything (here the setting is gone): the dataset's file was
  // opened for the copy and, when larger than the stream buffers, stayed open until the process ended,
  // one descriptor a failed delivery.
  it('closes the file it opened when the storage refuses the copy before reading it', async () => {
    const rows = Array.from({ length: 20_000 }, (_, row) => `OUT-${row},Toko ${row},Kebayoran`)
    const datasetId = await suite.addFileDataset(
      'Many outlets',
      `${outletsCsv.split('\n')[0]}\n${rows.join('\n')}\n`,
    )
    const productId = await suite.publishFileProduct(datasetId, 'Many outlets feed', 'CLOUD_STORAGE')
    const transactionNo = await suite.purchase(productId, 'Many outlets feed', {
      deliveryMethod: 'CLOUD_STORAGE',
    })
    // The platform's files only (the dataset files deliveries open), not the landing folders'.
    const openFiles = () => openFilesUnder(join(suite.config.dataDir, 'files'))
    const doomed = async () => {
      const settingId = await addSetting({
        name: 'Soon removed',
        cloud_provider: 'LOCAL',
        storage_config: { folder: 'soon-removed' },
      })
      const response = await proceed({
        transaction_no: transactionNo,
        storage_setting_id: settingId,
        path: '',
      })
      await suite.db.delete(storageSettings).where(eq(storageSettings.id, settingId))
      return response.json().data.id as string
    }
    // One first, so that whatever the app opens once (a module, a pool) is open before counting.
    await doomed()
    await drain()
    const before = openFiles()
    const ids = []
    for (let delivery = 0; delivery < 10; delivery++) ids.push(await doomed())
    await drain()
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const id of ids) expect(await detail(id)).toMatchObject({ error_code: 'STORAGE_SETTING_REMOVED' })
    // No more than before: the first delivery's file may still have been closing when counted, on a
    // busy machine, but ten refused deliveries that each kept theirs open would be ten more.
    expect(openFiles() - before).toBeLessThanOrEqual(0)
  })

  it('refuses with a stable code and queues nothing', async () => {
    const count = async () => (await suite.db.select({ id: dataDeliveries.id }).from(dataDeliveries)).length
    const before = await count()

    const download = await proceed({
      transaction_no: downloadNo,
      storage_setting_id: localSettingId,
      path: '',
    })
    expect(download.statusCode).toBe(409)
    expect(download.json().code).toBe('CLOUD_DELIVERY_NOT_OFFERED')

    const removed = await proceed({ transaction_no: cloudNo, storage_setting_id: randomUUID(), path: '' })
    expect(removed.statusCode).toBe(404)
    expect(removed.json()).toMatchObject({
      code: 'STORAGE_SETTING_NOT_FOUND',
      message: 'The storage setting no longer exists: choose another one',
    })

    await suite.setAccess(cloudNo, 'REVOKED')
    const revoked = await proceed({ transaction_no: cloudNo, storage_setting_id: localSettingId, path: '' })
    expect(revoked.statusCode).toBe(403)
    expect(revoked.json().code).toBe('PURCHASE_REVOKED')
    await suite.setAccess(cloudNo, 'ACTIVE')

    const badPath = await proceed({
      transaction_no: cloudNo,
      storage_setting_id: localSettingId,
      path: '../etc',
    })
    expect(badPath.statusCode).toBe(422)
    expect(badPath.json().errors.path).toContain('Path may only contain')

    // The screen is the admins': a member is refused before anything happens.
    const member = await proceed(
      { transaction_no: cloudNo, storage_setting_id: localSettingId, path: '' },
      suite.people.consumerMember,
    )
    expect(member.statusCode).toBe(403)
    expect(await count()).toBe(before)
  })

  it("never shows one company another's deliveries or lets it deliver another's purchase", async () => {
    const mine = (await suite.send('GET', `${base}/list`, suite.people.consumerAdmin)).json().data.data[0].id
    const stranger = await headersFor(suite.app, 'admin@provider.test')
    const foreign = await suite.send('GET', `${base}/detail/${mine}`, stranger)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().code).toBe('DELIVERY_NOT_FOUND')
    expect((await suite.send('GET', `${base}/list`, stranger)).json().data.total_data).toBe(0)
    const borrowed = await proceed(
      { transaction_no: cloudNo, storage_setting_id: localSettingId, path: '' },
      stranger,
    )
    expect(borrowed.statusCode).toBe(404)
    expect(borrowed.json().code).toBe('PURCHASE_NOT_FOUND')
  })
})

/** A port nothing listens on (taken, then released). */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
