import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/test-app'
import { acceptedEncoding } from './compression'

const script = `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `screen-${index}`))}\n`
const page = `<!doctype html><html><head><title>Lumbung</title></head><body>${'<div></div>'.repeat(200)}</body></html>`
const bigList = Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Product number ${index}` }))

let subject: TestApp
let webDir: string
beforeAll(async () => {
  // A built web app as scripts/build.mjs leaves it: each file with its .br and .gz beside it.
  webDir = await mkdtemp(join(tmpdir(), 'lumbung-web-'))
  await mkdir(join(webDir, 'assets'))
  for (const [path, content] of [
    ['assets/index-Ab12Cd.js', script],
    ['index.html', page],
  ] as const) {
    await writeFile(join(webDir, path), content)
    await writeFile(join(webDir, `${path}.br`), brotliCompressSync(content))
    await writeFile(join(webDir, `${path}.gz`), gzipSync(content))
  }
  subject = await createTestApp({
    seed: false,
    config: { webDir },
    configure: (app) => {
      app.get('/api/test/big-list', { config: { access: { kind: 'public' } } }, async () => ({
        status: 'OK',
        data: bigList,
      }))
    },
  })
})
afterAll(async () => {
  await subject.close()
  await rm(webDir, { recursive: true, force: true })
})

describe('the web app', () => {
  const asset = (acceptEncoding?: string) =>
    subject.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })

  it('sends the Brotli copy of a hashed asset to a browser that accepts it, cached for good', async () => {
    const response = await asset('gzip, deflate, br')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script)
    expect(response.rawPayload.length).toBeLessThan(script.length / 2)
  })

  it('sends gzip to a browser without Brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await asset('gzip, deflate')
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script)
    const plain = await asset()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(script)
  })

  it('sends the page compressed too, never cached without asking', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/login',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(page)
  })
})

describe('API answers', () => {
  const get = (url: string, acceptEncoding?: string) =>
    subject.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })

  it('compresses a JSON answer over the threshold with Brotli or gzip, whichever the client takes', async () => {
    const asBrotli = await get('/api/test/big-list', 'gzip, br')
    expect(asBrotli.headers['content-encoding']).toBe('br')
    expect(asBrotli.headers.vary).toMatch(/accept-encoding/i)
    expect(JSON.parse(brotliDecompressSync(asBrotli.rawPayload).toString())).toEqual({
      status: 'OK',
      data: bigList,
    })

    const asGzip = await get('/api/test/big-list', 'gzip')
    expect(asGzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(asGzip.rawPayload).toString()).data).toEqual(bigList)
  })

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const small = await get('/api/health', 'gzip, br')
    expect(small.statusCode).toBe(200)
    expect(small.headers['content-encoding']).toBeUndefined()
    const plain = await get('/api/test/big-list')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.json()).toEqual({ status: 'OK', data: bigList })
  })
})

it.each([
  ['gzip, deflate, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['GZIP;q=0.5', 'gzip'],
  ['*', 'gzip'],
  ['identity', undefined],
  [undefined, undefined],
])('Accept-Encoding %s picks %s', (header, expected) => {
  expect(acceptedEncoding(header)).toBe(expected)
})
