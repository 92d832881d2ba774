import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readMailbox } from '../../../../test/mailbox'
import { openDeliverySuite, outletsCsv, type DeliverySuite } from './delivery.test-helpers'

let suite: DeliverySuite
let datasetId: string
let subscriptionNo: string
let oneTimeNo: string
let settingId: string
const base = '/api/transaction/consumer/data-delivery'
const versions = '/api/data/provider/datasets/file/version'
const sameColumnsCsv = outletsCsv.replace('Gambir', 'Senen')
const newColumnsCsv = 'outlet_id,name,city\nO-1,Warung Ani,Jakarta\n'

beforeAll(async () => {
  suite = await openDeliverySuite()
  datasetId = await suite.addFileDataset('Retail outlets')
  const feed = await suite.publishFileProduct(datasetId, 'Retail outlets feed', 'CLOUD_STORAGE')
  const snapshot = await suite.publishFileProduct(
    datasetId,
    'Retail outlets snapshot',
    'CLOUD_STORAGE',
    'ONE_TIME',
  )
  subscriptionNo = await suite.purchase(feed, 'Retail outlets feed', { deliveryMethod: 'CLOUD_STORAGE' })
  oneTimeNo = await suite.purchase(snapshot, 'Retail outlets snapshot', {
    deliveryMethod: 'CLOUD_STORAGE',
    pricingModel: 'ONE_TIME',
  })
  const setting = await suite.send(
    'POST',
    '/api/data/consumer/settings/storage/add',
    suite.people.consumerOwner,
    {
      name: 'Landing folder',
      cloud_provider: 'LOCAL',
      storage_config: { folder: 'landing' },
    },
  )
  settingId = setting.json().data.id
})
afterAll(async () => suite.close())

/** The provider uploads a new file and publishes it, as the dataset screen does. */
async function publishVersion(csv: string) {
  const uploaded = await suite.upload(`${versions}/upload`, [
    { field: 'id', value: datasetId },
    { field: 'file', filename: 'outlets.csv', bytes: Buffer.from(csv) },
  ])
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const published = await suite.send('POST', `${versions}/publish`, suite.people.providerAdmin, {
    id: datasetId,
    version_id: uploaded.json().data.id,
  })
  expect(published.statusCode, published.body).toBe(200)
  return published.json().data.version_no as number
}
const runJobs = () => suite.app.jobs.drain(['file-version-published', 'data-delivery', 'mail'])
const deliveriesOf = async (transactionNo: string) =>
  (await suite.send('GET', `${base}/list?transaction_no=${transactionNo}`, suite.people.consumerAdmin)).json()
    .data.data
const mailsToRequester = async () =>
  (await readMailbox(suite.app, 'admin@consumer.test')).filter((message) =>
    message.subject.includes('changes its columns'),
  )
const landing = (...path: string[]) =>
  join(suite.config.dataDir, 'local-buckets', suite.consumerId, 'landing', ...path)

describe('auto-delivery of new versions', () => {
  it('is only for subscriptions, and only to a storage setting that exists', async () => {
    const oneTime = await suite.send('PUT', `${base}/auto-delivery`, suite.people.consumerAdmin, {
      transaction_no: oneTimeNo,
      is_on: true,
      storage_setting_id: settingId,
      path: 'feed',
    })
    expect(oneTime.statusCode).toBe(409)
    expect(oneTime.json().code).toBe('AUTO_DELIVERY_NEEDS_SUBSCRIPTION')

    const missing = await suite.send('PUT', `${base}/auto-delivery`, suite.people.consumerAdmin, {
      transaction_no: subscriptionNo,
      is_on: true,
      path: 'feed',
    })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.storage_setting_id).toBe('Storage setting can not be empty')
  })

  it('delivers each new version without a click, and mails the subscriber only when the columns change', async () => {
    const switched = await suite.send('PUT', `${base}/auto-delivery`, suite.people.consumerAdmin, {
      transaction_no: subscriptionNo,
      is_on: true,
      storage_setting_id: settingId,
      path: 'feed',
    })
    expect(switched.statusCode, switched.body).toBe(200)
    expect(switched.json()).toMatchObject({
      message: 'Auto-delivery switched on',
      data: { is_on: true, storage_setting_id: settingId, path: 'feed' },
    })
    const options = (await suite.send('GET', `${base}/options`, suite.people.consumerAdmin)).json().data
    expect(
      options.purchases.find((item: { transaction_no: string }) => item.transaction_no === subscriptionNo),
    ).toMatchObject({
      auto_delivery: { is_on: true, storage_setting_id: settingId, path: 'feed' },
    })

    expect(await publishVersion(sameColumnsCsv)).toBe(2)
    await runJobs()
    const [v2] = await deliveriesOf(subscriptionNo)
    expect(v2).toMatchObject({
      trigger: 'AUTO',
      version_no: 2,
      status: 'DELIVERED',
      requested_by: null,
      receipt: { object_path: 'feed/outlets-v2.csv', rows: 3 },
    })
    expect(readFileSync(landing('feed', 'outlets-v2.csv'), 'utf8')).toBe(sameColumnsCsv)
    expect(await mailsToRequester()).toHaveLength(0)
    // A one-time purchase keeps the file it bought: nothing is delivered to it.
    expect(await deliveriesOf(oneTimeNo)).toHaveLength(0)

    expect(await publishVersion(newColumnsCsv)).toBe(3)
    await runJobs()
    const [v3] = await deliveriesOf(subscriptionNo)
    expect(v3).toMatchObject({ version_no: 3, status: 'DELIVERED' })
    expect(readFileSync(landing('feed', 'outlets-v3.csv'), 'utf8')).toBe(newColumnsCsv)
    const mails = await mailsToRequester()
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Version 3 of Retail outlets feed changes its columns')
    expect(mails[0]!.text).toContain('Added: city.')
    expect(mails[0]!.text).toContain('Removed: district.')
    expect(mails[0]!.text).toContain('Auto-delivery is sending the new version to Landing folder')
    expect(mails[0]!.text).toContain(`/consumer/my-transaction/purchased-data/${subscriptionNo}`)
  })

  it('delivers a version once however often its fan-out runs, and stops when switched off', async () => {
    const before = (await deliveriesOf(subscriptionNo)).length
    const list = (await suite.send('GET', `${versions}/list/${datasetId}`, suite.people.providerAdmin)).json()
      .data.data
    await suite.app.jobs.enqueue('file-version-published', {
      datasetId,
      providerTenantId: suite.providerId,
      versionId: list[0].id,
    })
    expect(await suite.app.jobs.drain(['file-version-published'])).toBe(1)
    expect(await deliveriesOf(subscriptionNo)).toHaveLength(before)

    const off = await suite.send('PUT', `${base}/auto-delivery`, suite.people.consumerAdmin, {
      transaction_no: subscriptionNo,
      is_on: false,
    })
    expect(off.json()).toMatchObject({
      message: 'Auto-delivery switched off',
      data: { is_on: false, storage_setting_id: settingId, path: 'feed' },
    })
    await publishVersion(outletsCsv)
    await runJobs()
    expect(await deliveriesOf(subscriptionNo)).toHaveLength(before)
  })

  it('serves a one-time purchase the version current at its approval, and a subscription the newest', async () => {
    const oneTime = await suite.send(
      'GET',
      `/api/transaction/consumer/purchased/download-info/${oneTimeNo}`,
      suite.people.consumerMember,
    )
    expect(oneTime.json().data).toMatchObject({ version_no: 1, row_count: 3 })
    const subscription = await suite.send(
      'GET',
      `/api/transaction/consumer/purchased/download-info/${subscriptionNo}`,
      suite.people.consumerMember,
    )
    expect(subscription.json().data.version_no).toBe(4)

    const snapshot = (await suite.send('GET', `${base}/options`, suite.people.consumerAdmin)).json().data
      .purchases
    const productId = snapshot.find(
      (item: { transaction_no: string }) => item.transaction_no === oneTimeNo,
    ).product_id
    const boughtNow = await suite.purchase(productId, 'Retail outlets snapshot', {
      deliveryMethod: 'CLOUD_STORAGE',
      pricingModel: 'ONE_TIME',
      decidedAt: new Date(Date.now() + 1000),
    })
    const later = await suite.send(
      'GET',
      `/api/transaction/consumer/purchased/download-info/${boughtNow}`,
      suite.people.consumerMember,
    )
    expect(later.json().data.version_no).toBe(4)
  })
})
