import { Readable, Transform } from 'node:stream'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { serviceUnavailableMessage, storageFullMessage } from '@lumbung/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Transaction } from '../db/database'
import { auditLog, products } from '../db/schema'
import { filesUnder, rowCounts } from '../../test/database-census'
import { multipartBody } from '../../test/multipart'
import { createTestApp, headersFor, type TestApp } from '../../test/test-app'
import { createLocalFileStorage, type FileStorage } from './file-storage'

/**
 * What the application keeps, by table: the request limits' shared counters are left out, as every
 * request is counted there whether it keeps anything or not.
 */
async function keptRows(db: Database) {
  const { rate_limit_buckets: _counters, ...rows } = await rowCounts(db)
  return rows
}

/**
 * A database whose connection drops once armed: the next transaction loses it at its audit entry,
 * after the rows before it were written. On PostgreSQL the backend is really terminated
 * (pg_terminate_backend); PGlite has no connection to lose, so it answers as a closed one does.
 */
function droppingDatabase(db: Database, kind: 'pglite' | 'postgres') {
  const state = { isArmed: false }
  const loseConnection = async (tx: Transaction) => {
    state.isArmed = false
    if (kind === 'postgres') await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`)
    throw new Error('PGlite is closed')
  }
  const dropAtAudit = (tx: Transaction) =>
    new Proxy(tx, {
      get(target, property) {
        if (property === 'insert') {
          return (table: unknown) =>
            table === auditLog && state.isArmed
              ? { values: () => loseConnection(target) }
              : target.insert(table as typeof auditLog)
        }
        const value = Reflect.get(target, property, target) as unknown
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const wrapped = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction') {
        return (run: (tx: Transaction) => Promise<unknown>, config?: unknown) =>
          target.transaction((tx) => run(dropAtAudit(tx as Transaction)), config as never)
      }
      const value = Reflect.get(target, property, target) as unknown
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { wrapped, state }
}

describe('the database goes away in the middle of a request', () => {
  let test: TestApp
  let fault: ReturnType<typeof droppingDatabase>
  let admin: Record<string, string>

  beforeAll(async () => {
    test = await createTestApp({
      wrapDatabase: (db) => {
        fault = droppingDatabase(db, process.env.LUMBUNG_TEST_DB === 'postgres' ? 'postgres' : 'pglite')
        return fault.wrapped
      },
    })
    admin = await headersFor(test.app, 'admin@provider.test')
  })
  afterAll(() => test.close())

  const addProduct = (name: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/data/provider/products/add?draft=true',
      headers: admin,
      payload: { name },
    })
  const productsNamed = (name: string) =>
    test.database.db.select({ id: products.id }).from(products).where(eq(products.name, name))

  it('answers 503 in the result wrapper, keeps none of the half-done change, and serves again after', async () => {
    fault.state.isArmed = true
    const response = await addProduct('Lost with the connection')
    expect(response.statusCode).toBe(503)
    expect(response.headers['retry-after']).toBe('5')
    expect(response.json()).toEqual({
      status: 'ERROR',
      code: 'SERVICE_UNAVAILABLE',
      message: serviceUnavailableMessage,
    })
    // The product row was inserted before the connection went: the transaction took it with it.
    expect(await productsNamed('Lost with the connection')).toEqual([])

    const again = await addProduct('Saved once the database is back')
    expect(again.statusCode, again.body).toBe(200)
    expect(await productsNamed('Saved once the database is back')).toHaveLength(1)
  })
})

/** Local storage on a disk that fills up after the first 64 KB of any file. */
function fullDiskStorage(root: string): FileStorage {
  const local = createLocalFileStorage(root)
  return {
    ...local,
    put(key, body) {
      let written = 0
      const disk = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          written += chunk.length
          if (written <= 64 * 1024) return callback(null, chunk)
          callback(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }))
        },
      })
      // Kept until local storage listens (after it made the folder): pipeline reads it from the stream.
      disk.on('error', () => undefined)
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body
      source.on('error', (error) => disk.destroy(error))
      source.pipe(disk)
      return local.put(key, disk)
    },
  }
}

describe('the disk fills up during an upload', () => {
  let test: TestApp
  let sessions: Record<'member' | 'admin' | 'consumer', Record<string, string>>

  beforeAll(async () => {
    test = await createTestApp({ files: (config) => fullDiskStorage(join(config.dataDir, 'files')) })
    sessions = {
      member: await headersFor(test.app, 'member@provider.test'),
      admin: await headersFor(test.app, 'admin@provider.test'),
      consumer: await headersFor(test.app, 'owner@consumer.test'),
    }
  })
  afterAll(() => test.close())

  const csv = Buffer.from(`nik,city\n${'3171000000000001,Jakarta\n'.repeat(20_000)}`)
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(200_000),
  ])
  const uploads = [
    { url: '/api/data/provider/datasets/file/add', as: 'member', field: 'file', name: 'a.csv', bytes: csv },
    { url: '/api/data/consumer/data-assets/add', as: 'consumer', field: 'file', name: 'a.csv', bytes: csv },
    {
      url: '/api/data/provider/products/add?draft=true',
      as: 'admin',
      field: 'product_image',
      name: 'a.png',
      bytes: png,
    },
  ] as const

  it.each(uploads)('$url answers 507 with a clear message and keeps nothing', async (upload) => {
    const before = { files: await filesUnder(test.config.dataDir), rows: await keptRows(test.database.db) }
    const body = multipartBody([
      { field: 'name', value: 'No room for this' },
      { field: upload.field, filename: upload.name, bytes: upload.bytes },
    ])
    const response = await test.app.inject({
      method: 'POST',
      url: upload.url,
      payload: body.payload,
      headers: { ...sessions[upload.as], ...body.headers },
    })
    expect(response.statusCode, response.body).toBe(507)
    expect(response.json()).toEqual({
      status: 'ERROR',
      code: 'INSUFFICIENT_STORAGE',
      message: storageFullMessage,
    })
    expect(await filesUnder(test.config.dataDir)).toEqual(before.files)
    expect(await keptRows(test.database.db)).toEqual(before.rows)
  })
})
