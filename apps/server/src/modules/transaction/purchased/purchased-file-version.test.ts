import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDeliverySuite, type DeliverySuite } from '../delivery/delivery.test-helpers'

// The File card of a purchased file describes the version the purchase holds (docs/decisions/0033): a
// subscription follows the file, a one-time purchase keeps the file it bought, as its download does.

let suite: DeliverySuite
let subscriptionNo: string
let oneTimeNo: string
const purchased = '/api/transaction/consumer/purchased'
// v2 drops `district`, adds `city`, and has two rows instead of three.
const v2Csv = 'outlet_id,name,city\nO-1,Warung Ani,Jakarta\nO-2,Toko Budi,Bogor\n'

beforeAll(async () => {
  suite = await openDeliverySuite()
  const datasetId = await suite.addFileDataset('Outlets kept per version')
  const feed = await suite.publishFileProduct(datasetId, 'Outlets feed', 'DOWNLOAD')
  const snapshot = await suite.publishFileProduct(datasetId, 'Outlets snapshot', 'DOWNLOAD', 'ONE_TIME')
  subscriptionNo = await suite.purchase(feed, 'Outlets feed', { deliveryMethod: 'DOWNLOAD' })
  oneTimeNo = await suite.purchase(snapshot, 'Outlets snapshot', {
    deliveryMethod: 'DOWNLOAD',
    pricingModel: 'ONE_TIME',
  })
  const uploaded = await suite.upload('/api/data/provider/datasets/file/version/upload', [
    { field: 'id', value: datasetId },
    { field: 'file', filename: 'outlets-2026.csv', bytes: Buffer.from(v2Csv) },
  ])
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const published = await suite.send(
    'POST',
    '/api/data/provider/datasets/file/version/publish',
    suite.people.providerAdmin,
    { id: datasetId, version_id: uploaded.json().data.id },
  )
  expect(published.statusCode, published.body).toBe(200)
})
afterAll(async () => suite.close())

async function fileCardAndDownloadOf(transactionNo: string) {
  const [detail, info] = await Promise.all([
    suite.send('GET', `${purchased}/detail/${transactionNo}`, suite.people.consumerMember),
    suite.send('GET', `${purchased}/download-info/${transactionNo}`, suite.people.consumerMember),
  ])
  expect(detail.statusCode, detail.body).toBe(200)
  expect(info.statusCode, info.body).toBe(200)
  const file = detail.json().data.file
  return {
    card: {
      name: file.file_name,
      rows: file.row_count,
      size: file.file_size,
      columns: file.columns.map((column: { name: string }) => column.name),
    },
    download: info.json().data,
  }
}

describe('the file a purchased-data detail describes', () => {
  it('is the version a one-time purchase bought, not the one published since', async () => {
    const { card, download } = await fileCardAndDownloadOf(oneTimeNo)
    expect(card).toEqual({
      name: 'outlets.csv',
      rows: 3,
      size: download.file_size,
      columns: ['outlet_id', 'name', 'district'],
    })
    expect(download).toMatchObject({ version_no: 1, row_count: 3 })
  })

  it('is the newest version for a subscription', async () => {
    const { card, download } = await fileCardAndDownloadOf(subscriptionNo)
    expect(card).toEqual({
      name: 'outlets-2026.csv',
      rows: 2,
      size: Buffer.byteLength(v2Csv),
      columns: ['outlet_id', 'name', 'city'],
    })
    expect(download).toMatchObject({ version_no: 2, row_count: 2, file_size: Buffer.byteLength(v2Csv) })
  })
})
