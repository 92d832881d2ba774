import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { datasetFileVersions } from '../../../db/schema'
import { headersFor } from '../../../../test/test-app'
import { openDeliverySuite, outletsCsv, type DeliverySuite } from './delivery.test-helpers'

let suite: DeliverySuite
let datasetId: string
let downloadNo: string
let cloudNo: string
const base = '/api/transaction/consumer/purchased'
const sha256 = createHash('sha256').update(outletsCsv).digest('hex')

beforeAll(async () => {
  suite = await openDeliverySuite()
  datasetId = await suite.addFileDataset('Retail outlets')
  const downloadProduct = await suite.publishFileProduct(datasetId, 'Retail outlets', 'DOWNLOAD', 'ONE_TIME')
  const cloudProduct = await suite.publishFileProduct(datasetId, 'Retail outlets feed', 'CLOUD_STORAGE')
  downloadNo = await suite.purchase(downloadProduct, 'Retail outlets', {
    deliveryMethod: 'DOWNLOAD',
    pricingModel: 'ONE_TIME',
  })
  cloudNo = await suite.purchase(cloudProduct, 'Retail outlets feed', { deliveryMethod: 'CLOUD_STORAGE' })
})
afterAll(async () => suite.close())

const linkFor = async (transactionNo: string, headers = suite.people.consumerMember) => {
  const response = await suite.send('POST', `${base}/download-link/${transactionNo}`, headers)
  expect(response.statusCode, response.body).toBe(200)
  return response.json().data as { url: string; sha256: string; file_size: number; file_name: string }
}
const fetchLink = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers })

describe('downloads of purchased files', () => {
  it('shows the version, size and SHA-256 beside the download', async () => {
    const response = await suite.send(
      'GET',
      `${base}/download-info/${downloadNo}`,
      suite.people.consumerMember,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data).toMatchObject({
      transaction_no: downloadNo,
      version_no: 1,
      file_name: 'outlets-v1.csv',
      file_type: 'CSV',
      file_size: Buffer.byteLength(outletsCsv),
      row_count: 3,
      sha256,
    })
  })

  it('streams the whole file through a signed link, with its name, checksum and one billable usage record', async () => {
    const link = await linkFor(downloadNo)
    expect(link.url).toMatch(/^\/api\/transaction\/consumer\/purchased\/download\/TRX-/)
    // The link is the only credential: no session is sent.
    const response = await fetchLink(link.url)
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(outletsCsv)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-length']).toBe(String(Buffer.byteLength(outletsCsv)))
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers['content-disposition']).toContain('attachment; filename="outlets-v1.csv"')
    expect(response.headers.etag).toBe(`"${sha256}"`)
    expect(response.headers['repr-digest']).toBe(`sha-256=:${Buffer.from(sha256, 'hex').toString('base64')}:`)

    const usage = await suite.usageOf(downloadNo)
    expect(usage).toHaveLength(1)
    expect(usage[0]).toMatchObject({
      kind: 'DOWNLOAD',
      httpStatus: 200,
      outcome: 'SUCCESS',
      bytesOut: Buffer.byteLength(outletsCsv),
      isBillable: true,
      consumerTenantId: suite.consumerId,
      providerTenantId: suite.providerId,
    })
  })

  it('answers a Range with 206 and Content-Range; only the part that ends the file is billable', async () => {
    const { url } = await linkFor(downloadNo)
    const before = (await suite.usageOf(downloadNo)).length
    const head = await fetchLink(url, { range: 'bytes=0-9' })
    expect(head.statusCode).toBe(206)
    expect(head.body).toBe(outletsCsv.slice(0, 10))
    expect(head.headers['content-range']).toBe(`bytes 0-9/${outletsCsv.length}`)
    expect(head.headers['content-length']).toBe('10')

    const rest = await fetchLink(url, { range: 'bytes=10-' })
    expect(rest.statusCode).toBe(206)
    expect(head.body + rest.body).toBe(outletsCsv)

    const tail = await fetchLink(url, { range: 'bytes=-5' })
    expect(tail.body).toBe(outletsCsv.slice(-5))

    const beyond = await fetchLink(url, { range: `bytes=${outletsCsv.length + 10}-` })
    expect(beyond.statusCode).toBe(416)
    expect(beyond.headers['content-range']).toBe(`bytes */${outletsCsv.length}`)

    // A validator of another version is answered with the whole file, never a mix.
    const stale = await fetchLink(url, { range: 'bytes=0-9', 'if-range': '"another"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(outletsCsv)

    const records = (await suite.usageOf(downloadNo)).slice(before)
    expect(records.map((record) => [record.httpStatus, record.bytesOut, record.isBillable])).toEqual(
      expect.arrayContaining([
        [206, 10, false],
        [206, outletsCsv.length - 10, true],
        [206, 5, true],
        [416, 0, false],
        [200, outletsCsv.length, true],
      ]),
    )
    expect(records).toHaveLength(5)
  })

  it('refuses an expired, altered or foreign-version link', async () => {
    const { url } = await linkFor(downloadNo)
    const parsed = new URL(url, 'http://localhost')
    const expired = new URL(parsed)
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 60))
    const wrongSignature = await fetchLink(`${expired.pathname}${expired.search}`)
    expect(wrongSignature.statusCode).toBe(403)
    expect(wrongSignature.json().code).toBe('DOWNLOAD_LINK_INVALID')

    const noSignature = await fetchLink(parsed.pathname)
    expect(noSignature.json().code).toBe('DOWNLOAD_LINK_INVALID')

    // A genuine link whose time has passed says so.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60 * 1000 })
    try {
      const late = await fetchLink(url)
      expect(late.statusCode).toBe(403)
      expect(late.json()).toMatchObject({ code: 'DOWNLOAD_LINK_EXPIRED' })
    } finally {
      vi.useRealTimers()
    }

    // The link of one purchase does not open another's file.
    const other = new URL(parsed)
    other.pathname = `${base}/download/${cloudNo}`
    const borrowed = await fetchLink(`${other.pathname}${other.search}`)
    expect(borrowed.statusCode).toBe(403)
    expect(borrowed.json().code).toBe('DOWNLOAD_LINK_INVALID')
  })

  it("gives another company neither the facts nor a link of a purchase that isn't its own", async () => {
    const stranger = await headersFor(suite.app, 'admin@provider.test')
    for (const path of [`download-info/${downloadNo}`, `download-link/${downloadNo}`]) {
      const response = await suite.send(
        path.startsWith('download-link') ? 'POST' : 'GET',
        `${base}/${path}`,
        stranger,
      )
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe('PURCHASE_NOT_FOUND')
      expect(response.body).not.toContain('outlets')
    }
  })

  it('lets a CLOUD_STORAGE product be downloaded too', async () => {
    const link = await linkFor(cloudNo)
    expect((await fetchLink(link.url)).body).toBe(outletsCsv)
  })

  it('refuses a revoked, suspended or expired purchase, at the link and again at the download', async () => {
    const { url } = await linkFor(cloudNo)
    await suite.setAccess(cloudNo, 'REVOKED', 'Contract ended')
    const link = await suite.send('POST', `${base}/download-link/${cloudNo}`, suite.people.consumerMember)
    expect(link.statusCode).toBe(403)
    expect(link.json()).toMatchObject({
      code: 'PURCHASE_REVOKED',
      message: 'The provider has revoked access to this purchase: Contract ended',
    })
    const download = await fetchLink(url)
    expect(download.statusCode).toBe(403)
    expect(download.json().code).toBe('PURCHASE_REVOKED')
    const refused = (await suite.usageOf(cloudNo)).filter((record) => record.outcome === 'REJECTED')
    expect(refused).toHaveLength(1)
    expect(refused[0]).toMatchObject({ kind: 'DOWNLOAD', isBillable: false, errorCode: 'PURCHASE_REVOKED' })

    await suite.setAccess(cloudNo, 'SUSPENDED')
    const suspended = await suite.send('GET', `${base}/download-info/${cloudNo}`, suite.people.consumerMember)
    expect(suspended.json().code).toBe('PURCHASE_SUSPENDED')
    await suite.setAccess(cloudNo, 'ACTIVE')

    const product = await suite.publishFileProduct(datasetId, 'Retail outlets archive', 'DOWNLOAD')
    const ended = await suite.purchase(product, 'Retail outlets archive', {
      deliveryMethod: 'DOWNLOAD',
      periodStart: new Date(Date.now() - 40 * 86_400_000),
      periodEnd: new Date(Date.now() - 60_000),
    })
    const expired = await suite.send('POST', `${base}/download-link/${ended}`, suite.people.consumerMember)
    expect(expired.statusCode).toBe(403)
    expect(expired.json().code).toBe('PURCHASE_EXPIRED')
  })

  it('computes the checksum of a file stored before checksums on first use', async () => {
    await suite.db
      .update(datasetFileVersions)
      .set({ sha256: null })
      .where(eq(datasetFileVersions.datasetId, datasetId))
    const response = await suite.send(
      'GET',
      `${base}/download-info/${downloadNo}`,
      suite.people.consumerMember,
    )
    expect(response.json().data.sha256).toBe(sha256)
    const [version] = await suite.db
      .select({ sha256: datasetFileVersions.sha256 })
      .from(datasetFileVersions)
      .where(eq(datasetFileVersions.datasetId, datasetId))
    expect(version!.sha256).toBe(sha256)
  })

  it('streams a file of a few megabytes intact, with the checksum it was shown', async () => {
    const rows = ['id,value']
    for (let index = 0; index < 60_000; index++) rows.push(`${index},${'x'.repeat(40)}`)
    const big = `${rows.join('\n')}\n`
    const bigDataset = await suite.addFileDataset('Big file', big, 'big.csv')
    const product = await suite.publishFileProduct(bigDataset, 'Big file', 'DOWNLOAD', 'ONE_TIME')
    const transactionNo = await suite.purchase(product, 'Big file', {
      deliveryMethod: 'DOWNLOAD',
      pricingModel: 'ONE_TIME',
    })
    const { url, sha256: expected } = await linkFor(transactionNo)
    const response = await fetchLink(url)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload.length).toBe(Buffer.byteLength(big))
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(expected)
  })
})
