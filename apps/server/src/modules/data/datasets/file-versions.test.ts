import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasetFileVersions, datasets, jobs, tenants } from '../../../db/schema'
import { multipartBody } from '../../../../test/multipart'
import { headersFor } from '../../../../test/test-app'
import {
  openDeliverySuite,
  outletsCsv,
  type DeliverySuite,
} from '../../transaction/delivery/delivery.test-helpers'

let suite: DeliverySuite
const base = '/api/data/provider/datasets/file/version'
// v2 drops `district`, adds `city` and `revenue`, and keeps `outlet_id` and `name`.
const v2Csv = 'outlet_id,name,city,revenue\nO-1,Warung Ani,Jakarta,1200000\nO-2,Toko Budi,Bogor,800000\n'

beforeAll(async () => {
  suite = await openDeliverySuite()
})
afterAll(async () => suite.close())

const uploadVersion = (
  datasetId: string,
  csv: string,
  headers = suite.people.providerAdmin,
  name = 'outlets-2026.csv',
) =>
  suite.upload(
    `${base}/upload`,
    [
      { field: 'id', value: datasetId },
      { field: 'file', filename: name, bytes: Buffer.from(csv) },
    ],
    headers,
  )
const publish = (datasetId: string, versionId: string, headers = suite.people.providerAdmin) =>
  suite.send('POST', `${base}/publish`, headers, { id: datasetId, version_id: versionId })

describe('file dataset versions', () => {
  it('keeps v1, shows the column changes of a new file before it is published, then makes it the file', async () => {
    const datasetId = await suite.addFileDataset('Outlets with versions')
    const first = await suite.send('GET', `${base}/list/${datasetId}`, suite.people.providerAdmin)
    expect(first.json().data.data).toMatchObject([
      { version_no: 1, status: 'PUBLISHED', diff: null, row_count: 3 },
    ])
    expect(first.json().data.data[0].sha256).toMatch(/^[0-9a-f]{64}$/)

    const uploaded = await uploadVersion(datasetId, v2Csv)
    expect(uploaded.statusCode, uploaded.body).toBe(200)
    const draft = uploaded.json().data
    expect(draft).toMatchObject({
      version_no: 2,
      status: 'DRAFT',
      row_count: 2,
      published_date: null,
      diff: {
        added: [
          { name: 'city', type: 'STRING' },
          { name: 'revenue', type: 'INTEGER' },
        ],
        removed: [{ name: 'district', type: 'STRING' }],
        retyped: [],
        is_columns_changed: true,
      },
    })
    // Until published, buyers still get v1.
    const before = await suite.db.select().from(datasets).where(eq(datasets.id, datasetId))
    expect(before[0]!.fileName).toBe('outlets.csv')

    const published = await publish(datasetId, draft.id)
    expect(published.statusCode, published.body).toBe(200)
    expect(published.json()).toMatchObject({
      message: 'Version published',
      data: { version_no: 2, status: 'PUBLISHED' },
    })
    const after = await suite.db.select().from(datasets).where(eq(datasets.id, datasetId))
    expect(after[0]).toMatchObject({ fileName: 'outlets-2026.csv', rowCount: 2 })
    expect(after[0]!.dataStructure!.map((column) => column.name)).toEqual([
      'outlet_id',
      'name',
      'city',
      'revenue',
    ])

    const list = (await suite.send('GET', `${base}/list/${datasetId}`, suite.people.providerAdmin)).json()
      .data.data
    expect(
      list.map((version: { version_no: number; status: string }) => [version.version_no, version.status]),
    ).toEqual([
      [2, 'PUBLISHED'],
      [1, 'PUBLISHED'],
    ])
    // The v1 file stays for the purchases entitled to it.
    const [v1] = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(and(eq(datasetFileVersions.datasetId, datasetId), eq(datasetFileVersions.versionNo, 1)))
    expect(existsSync(join(suite.config.dataDir, 'files', v1!.fileKey))).toBe(true)

    const again = await publish(datasetId, draft.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('VERSION_ALREADY_PUBLISHED')
  })

  it('keeps the descriptions and chosen types of the columns a new file still has', async () => {
    const datasetId = await suite.addFileDataset('Outlets with notes')
    const [v1] = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(eq(datasetFileVersions.datasetId, datasetId))
    await suite.db
      .update(datasetFileVersions)
      .set({
        dataStructure: v1!.dataStructure.map((column) =>
          column.name === 'outlet_id'
            ? { ...column, description: 'Outlet code', is_sensitive: true }
            : column,
        ),
      })
      .where(eq(datasetFileVersions.id, v1!.id))
    const draft = (await uploadVersion(datasetId, outletsCsv.replace('O-3', 'O-4'))).json().data
    expect(draft.diff).toMatchObject({ added: [], removed: [], retyped: [], is_columns_changed: false })
    expect(draft.data_structure[0]).toMatchObject({
      name: 'outlet_id',
      description: 'Outlet code',
      is_sensitive: true,
    })
  })

  it('replaces an earlier draft, discards a draft with its file, and queues nothing until a version is published', async () => {
    const datasetId = await suite.addFileDataset('Outlets drafts')
    const fanOuts = async () =>
      (await suite.db.select().from(jobs).where(eq(jobs.queue, 'file-version-published'))).length
    const queuedBefore = await fanOuts()
    const first = (await uploadVersion(datasetId, v2Csv)).json().data
    const second = (await uploadVersion(datasetId, v2Csv.replace('Bogor', 'Depok'))).json().data
    expect(second.version_no).toBe(2)
    const drafts = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(eq(datasetFileVersions.datasetId, datasetId))
    expect(drafts.map((row) => row.id).sort()).toEqual(
      [second.id, drafts.find((row) => row.versionNo === 1)!.id].sort(),
    )
    expect((await publish(datasetId, first.id)).statusCode).toBe(404)

    const [stored] = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(eq(datasetFileVersions.id, second.id))
    const discarded = await suite.send('DELETE', `${base}/discard/${second.id}`, suite.people.providerAdmin)
    expect(discarded.statusCode).toBe(200)
    expect(existsSync(join(suite.config.dataDir, 'files', stored!.fileKey))).toBe(false)
    expect(await fanOuts()).toBe(queuedBefore)
  })

  it("refuses another company's dataset and version, and a file it cannot read", async () => {
    const datasetId = await suite.addFileDataset('Outlets private')
    const draft = (await uploadVersion(datasetId, v2Csv)).json().data
    const consumerOwner = await headersFor(suite.app, 'owner@consumer.test')
    // A company that is not a provider is refused at the screen.
    expect((await uploadVersion(datasetId, v2Csv, consumerOwner)).statusCode).toBe(403)

    // Once a provider itself, it still finds nothing of another provider's.
    await suite.db.update(tenants).set({ isProvider: true }).where(eq(tenants.id, suite.consumerId))
    const stranger = await headersFor(suite.app, 'owner@consumer.test')
    expect((await suite.send('GET', `${base}/list/${datasetId}`, stranger)).statusCode).toBe(404)
    expect((await uploadVersion(datasetId, v2Csv, stranger)).statusCode).toBe(404)
    expect((await publish(datasetId, draft.id, stranger)).statusCode).toBe(404)
    const discard = await suite.send('DELETE', `${base}/discard/${draft.id}`, stranger)
    expect(discard.statusCode).toBe(404)
    expect(discard.json().code).toBe('VERSION_NOT_FOUND')
    const [kept] = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(eq(datasetFileVersions.id, draft.id))
    expect(kept?.status).toBe('DRAFT')

    const mine = await suite.addFileDataset('Outlets bad file')
    const bad = await uploadVersion(mine, 'a,b\n1\n')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().details.bad_rows).toEqual([{ row: 2, reason: 'has 1 column, but the header has 2' }])
    const rows = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(eq(datasetFileVersions.datasetId, mine))
    expect(rows).toHaveLength(1)
  })

  it('records a file replaced through the edit form as a new version and keeps the old one', async () => {
    const datasetId = await suite.addFileDataset('Outlets edited')
    const body = [
      { field: 'id', value: datasetId },
      { field: 'name', value: 'Outlets edited' },
      { field: 'short_description', value: 'Outlets edited, for tests' },
      { field: 'description', value: 'Outlets edited, a file for delivery tests' },
      { field: 'file_type', value: 'CSV' },
      { field: 'file', filename: 'replaced.csv', bytes: Buffer.from(v2Csv) },
    ]
    const form = multipartBody(body)
    const response = await suite.app.inject({
      method: 'PUT',
      url: '/api/data/provider/datasets/file/update?draft=false',
      payload: form.payload,
      headers: { ...suite.people.providerAdmin, ...form.headers },
    })
    expect(response.statusCode, response.body).toBe(200)
    const versions = await suite.db
      .select()
      .from(datasetFileVersions)
      .where(eq(datasetFileVersions.datasetId, datasetId))
    expect(versions.map((row) => [row.versionNo, row.fileName]).sort()).toEqual([
      [1, 'outlets.csv'],
      [2, 'replaced.csv'],
    ])
    for (const row of versions)
      expect(existsSync(join(suite.config.dataDir, 'files', row.fileKey))).toBe(true)
  })
})
