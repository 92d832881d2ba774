import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDeltaSharingSuite, visitsCsv, type DeltaSharingSuite } from './delta-sharing.test-helpers'
import { createSharingClient, SharingError, type Transport } from './sharing-client.test-helpers'

let suite: DeltaSharingSuite
let folder: string
const versions = '/api/data/provider/datasets/file/version'

/** The client's requests go to the app as they would over the network: only the path and query count. */
const transport: Transport = async (method, url, headers, body) => {
  const target = new URL(url)
  const answer = await suite.app.inject({
    method,
    url: `${target.pathname}${target.search}`,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  })
  return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload }
}

/** Reads a Parquet file with DuckDB, a reader that shares nothing with the writer. */
async function readParquet(bytes: Buffer) {
  const { DuckDBInstance } = await import('@duckdb/node-api')
  const path = join(folder, `${Math.random().toString(36).slice(2)}.parquet`)
  await writeFile(path, bytes)
  const instance = await DuckDBInstance.create(':memory:')
  const connection = await instance.connect()
  const result = await connection.runAndReadAll(`select * from read_parquet('${path}')`)
  const types = result.columnTypes().map((type) => type.toString())
  const rows = result.getRowObjectsJS()
  connection.closeSync()
  return { names: result.columnNames(), types, rows }
}

function csvRows(csv: string) {
  const [header, ...rows] = csv
    .trim()
    .split('\n')
    .map((line) => line.split(','))
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])))
}

async function publishVersion(datasetId: string, csv: string) {
  const uploaded = await suite.upload(`${versions}/upload`, [
    { field: 'id', value: datasetId },
    { field: 'file', filename: 'visits.csv', bytes: Buffer.from(csv) },
  ])
  expect(uploaded.statusCode, uploaded.body).toBe(200)
  const published = await suite.send('POST', `${versions}/publish`, suite.people.providerAdmin, {
    id: datasetId,
    version_id: uploaded.json().data.id,
  })
  expect(published.statusCode, published.body).toBe(200)
  await suite.convertToParquet()
}

beforeAll(async () => {
  suite = await openDeltaSharingSuite()
  folder = await mkdtemp(join(tmpdir(), 'delta-sharing-'))
}, 60_000)
afterAll(async () => {
  await suite?.close()
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe('a connector reading a purchased file through Delta Sharing', () => {
  it('gets a profile of the protocol: version 1, the public endpoint, a token and its expiry', async () => {
    const { transactionNo } = await suite.purchasedTable('Outlet visits profile')
    const profile = await suite.profileFor(transactionNo)
    expect(Object.keys(profile).sort()).toEqual([
      'bearerToken',
      'endpoint',
      'expirationTime',
      'shareCredentialsVersion',
    ])
    expect(profile.shareCredentialsVersion).toBe(1)
    expect(profile.endpoint).toBe(`${suite.config.publicUrl}/delta-sharing`)
    expect(profile.bearerToken).toMatch(/^lds_.{40,}$/)
    const days = (Date.parse(profile.expirationTime) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
  })

  it('lists the table, reads its metadata, queries it and reads every row of the Parquet as in the CSV', async () => {
    const { transactionNo, productId } = await suite.purchasedTable('Outlet visits')
    const client = createSharingClient(await suite.profileFor(transactionNo), transport)

    const shares = await client.listShares()
    expect(shares.map((share) => share.name)).toEqual(['konsumen_maju'])
    expect((await client.getShare('KONSUMEN_MAJU')).share.name).toBe('konsumen_maju')
    const schemas = await client.listSchemas('konsumen_maju')
    expect(schemas).toEqual([{ name: 'data_nusantara', share: 'konsumen_maju' }])
    const tables = await client.listTables('konsumen_maju', 'data_nusantara')
    const item = tables.find((candidate) => candidate.name === 'outlet_visits')!
    expect(item).toMatchObject({ share: 'konsumen_maju', schema: 'data_nusantara', id: productId })
    const table = { share: item.share, schema: item.schema, table: item.name }
    expect((await client.listAllTables('konsumen_maju')).map((item) => item.name)).toContain('outlet_visits')
    expect(await client.tableVersion(table)).toBe(1)

    const metadata = await client.metadata(table)
    expect(metadata.version).toBe(1)
    expect(metadata.protocol).toEqual({ minReaderVersion: 1 })
    expect(metadata.metaData.format).toEqual({ provider: 'parquet' })
    expect(metadata.metaData.partitionColumns).toEqual([])
    const schema = JSON.parse(metadata.metaData.schemaString) as {
      type: string
      fields: { name: string; type: string; nullable: boolean }[]
    }
    expect(schema.type).toBe('struct')
    expect(schema.fields.map((field) => `${field.name}:${field.type}`)).toEqual([
      'outlet_id:string',
      'name:string',
      'district:string',
      'visits:long',
    ])

    const before = Date.now()
    const answer = await client.query(table, { predicateHints: ['visits > 10'], limitHint: 1 })
    expect(answer.contentType).toContain('application/x-ndjson')
    expect(answer.protocol).toEqual({ minReaderVersion: 1 })
    expect(answer.metaData.schemaString).toBe(metadata.metaData.schemaString)
    // Hints are only hints: the one file holds every row.
    expect(answer.files).toHaveLength(1)
    const [file] = answer.files
    expect(file!.url.startsWith(`${suite.config.publicUrl}/delta-sharing/`)).toBe(true)
    expect(file!.partitionValues).toEqual({})
    expect(JSON.parse(file!.stats!)).toEqual({ numRecords: 3 })
    expect(file!.expirationTimestamp).toBeGreaterThan(before)
    expect(file!.expirationTimestamp).toBeLessThanOrEqual(before + 15 * 60_000 + 1000)

    const fetched = await client.fetchFile(file!)
    expect(fetched.status).toBe(200)
    expect(fetched.body.length).toBe(file!.size)
    const parquet = await readParquet(fetched.body)
    expect(parquet.names).toEqual(['outlet_id', 'name', 'district', 'visits'])
    expect(parquet.types).toEqual(['VARCHAR', 'VARCHAR', 'VARCHAR', 'BIGINT'])
    expect(parquet.rows).toEqual(csvRows(visitsCsv).map((row) => ({ ...row, visits: BigInt(row.visits!) })))

    // One fetch is one usage record, billable like a download.
    const usage = await suite.usageOf(transactionNo)
    expect(usage.map((record) => `${record.kind} ${record.httpStatus} ${record.isBillable}`)).toEqual([
      'DOWNLOAD 200 true',
    ])
  })

  it('serves the footer and the rest by Range, as Parquet readers ask', async () => {
    const { transactionNo } = await suite.purchasedTable('Outlet visits ranged')
    const client = createSharingClient(await suite.profileFor(transactionNo), transport)
    const item = (await client.listAllTables('konsumen_maju')).find(
      (candidate) => candidate.name === 'outlet_visits_ranged',
    )!
    const [file] = (await client.query({ share: item.share, schema: item.schema, table: item.name })).files
    const whole = (await client.fetchFile(file!)).body
    const tail = await transport('GET', file!.url, { range: 'bytes=-8' })
    expect(tail.status).toBe(206)
    expect(tail.body.equals(whole.subarray(whole.length - 8))).toBe(true)
    expect(tail.body.subarray(4).toString('latin1')).toBe('PAR1')
  })

  it('shows a subscription each new version and reads an older one on request', async () => {
    const { transactionNo, datasetId } = await suite.purchasedTable('Outlet visits monthly')
    const client = createSharingClient(await suite.profileFor(transactionNo), transport)
    const ref = { share: 'konsumen_maju', schema: 'data_nusantara', table: 'outlet_visits_monthly' }
    expect(await client.tableVersion(ref)).toBe(1)

    const newer = `${visitsCsv}O-4,Kedai Dewi,Senen,42\n`
    await publishVersion(datasetId, newer)
    expect(await client.tableVersion(ref)).toBe(2)
    const latest = await client.query(ref)
    expect(latest.version).toBe(2)
    expect((await readParquet((await client.fetchFile(latest.files[0]!)).body)).rows).toHaveLength(4)

    const older = await client.query(ref, { version: 1 })
    expect(older.version).toBe(1)
    expect(older.files[0]!.version).toBe(1)
    expect((await readParquet((await client.fetchFile(older.files[0]!)).body)).rows).toHaveLength(3)
    expect((await client.metadata(ref, 1)).version).toBe(1)
  })

  it('keeps a one-time purchase on the version it bought', async () => {
    const { transactionNo, datasetId } = await suite.purchasedTable('Outlet visits once', 'ONE_TIME')
    const client = createSharingClient(await suite.profileFor(transactionNo), transport)
    const ref = { share: 'konsumen_maju', schema: 'data_nusantara', table: 'outlet_visits_once' }
    await publishVersion(datasetId, `${visitsCsv}O-4,Kedai Dewi,Senen,42\n`)
    expect(await client.tableVersion(ref)).toBe(1)
    expect((await client.query(ref)).version).toBe(1)
    const refused = await client.query(ref, { version: 2 }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(SharingError)
    expect(refused).toMatchObject({ status: 400, errorCode: 'INVALID_PARAMETER_VALUE' })
  })
})
