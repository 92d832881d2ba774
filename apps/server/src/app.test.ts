import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../test/test-app'

const indexHtml =
  '<!doctype html><html><head><title>Lumbung</title></head><body><div id="root"></div></body></html>'

describe('the app', () => {
  let subject: TestApp
  const webDir = mkdtempSync(join(tmpdir(), 'lumbung-web-'))
  beforeAll(async () => {
    writeFileSync(join(webDir, 'index.html'), indexHtml)
    mkdirSync(join(webDir, 'assets'))
    writeFileSync(join(webDir, 'assets', 'index-3f9a1c.js'), 'console.log("lumbung")')
    writeFileSync(join(webDir, 'assets', 'index-8b4e2d.css'), 'body { margin: 0 }')
    subject = await createTestApp({
      seed: false,
      config: { webDir },
      configure: (app) => {
        app.get('/api/test/explode', { config: { access: { kind: 'public' } } }, async () => {
          throw new Error('relation "secret_table" does not exist: select password_hash from users')
        })
      },
    })
  })
  afterAll(async () => {
    await subject.close()
    rmSync(webDir, { recursive: true, force: true })
  })

  // First of all: the app has served no file before.
  it("serves a page's style and script asked for side by side as its first requests", async () => {
    const responses = await Promise.all(
      ['/assets/index-8b4e2d.css', '/assets/index-3f9a1c.js'].map((url) =>
        subject.app.inject({ method: 'GET', url, headers: { accept: '*/*' } }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200])
    expect(responses[0]!.headers['content-type']).toMatch(/^text\/css/)
  })

  it('answers an unknown /api path with a 404 in the result wrapper', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { accept: 'text/html' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'NOT_FOUND' })
  })

  it('answers an unknown /api path for other methods with the same 404', async () => {
    const response = await subject.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ status: 'ERROR', code: 'NOT_FOUND' })
  })

  it('hides an internal error behind a generic 500', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/test/explode' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      status: 'ERROR',
      message: 'Something went wrong',
      code: 'INTERNAL_SERVER_ERROR',
    })
    expect(response.body).not.toMatch(/secret_table|password_hash|select|at .*\.ts/)
  })

  it('publishes the OpenAPI document with the auth routes', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json()
    expect(document.openapi).toMatch(/^3\./)
    expect(document.paths['/api/auth/login'].post.requestBody).toBeDefined()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/auth/refresh-token',
        '/api/auth/logout',
        '/api/auth/user/information',
      ]),
    )
    // Only the spec's same-origin contact form and the Delta Sharing server sit outside /api.
    const outside = Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))
    expect(outside.filter((path) => !path.startsWith('/delta-sharing/'))).toEqual(['/mail/send'])
    expect(outside).toContain('/delta-sharing/shares')
  })

  it('serves Swagger UI', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/docs/' })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('swagger')
  })

  it('serves index.html for a page URL so the web router can take over, never cached', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/consumer/marketplace',
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/html')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toBe(indexHtml)
  })

  it('serves / from index.html', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(indexHtml)
  })

  it('caches hashed assets for a year', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends a hashed asset the headers that apply to files, without those of a document', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(response.headers['content-security-policy']).toBeUndefined()
    expect(response.headers['x-frame-options']).toBeUndefined()
    const page = await subject.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('answers a missing asset with a 404 rather than the page', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    })
    expect(response.statusCode).toBe(404)
  })

  it('serves a file that appears after start, and nothing the folder only links to or hides', async () => {
    const ask = (url: string) => subject.app.inject({ method: 'GET', url, headers: { accept: '*/*' } })
    // Listed now, as a build beside the server would leave it; the list is read again at most once a second.
    writeFileSync(join(webDir, 'assets', 'late 7c2e.js'), 'console.log("late")')
    await expect
      .poll(async () => (await ask('/assets/late%207c2e.js')).statusCode, { timeout: 3_000 })
      .toBe(200)
    expect((await ask('/assets/late%207c2e.js')).body).toBe('console.log("late")')
    // A link inside the folder to a file outside it, and a dot-file (the build's stamp is one).
    const outsideDir = mkdtempSync(join(tmpdir(), 'lumbung-outside-'))
    writeFileSync(join(outsideDir, 'secret.txt'), 'secret')
    symlinkSync(join(outsideDir, 'secret.txt'), join(webDir, 'assets', 'linked-9d1f.js'))
    writeFileSync(join(webDir, '.build-stamp'), 'secret')
    try {
      // Past the once-a-second limit, so the folder is read again with both in it.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      for (const url of ['/assets/linked-9d1f.js', '/.build-stamp', '/assets/']) {
        const response = await ask(url)
        expect(response.statusCode, url).toBe(404)
        expect(response.body, url).not.toContain('secret')
      }
    } finally {
      rmSync(outsideDir, { recursive: true, force: true })
    }
  })

  it('keeps no API answer in a cache, failures included', async () => {
    for (const url of ['/api/does-not-exist', '/api/test/explode', '/api/auth/user/detail']) {
      const response = await subject.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('pins the site to HTTPS only over HTTPS, and trusts no forwarded protocol unless told to', async () => {
    for (const url of ['/', '/assets/index-3f9a1c.js', '/api/does-not-exist']) {
      const plain = await subject.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(plain.headers['strict-transport-security'], url).toBeUndefined()
      const claimed = await subject.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
      })
      expect(claimed.headers['strict-transport-security'], url).toBeUndefined()
    }
  })

  it('sends a content security policy that keeps scripts to the own origin', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    const policy = response.headers['content-security-policy'] as string
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("style-src 'self' 'unsafe-inline'")
  })
})

describe('the app behind a proxy it trusts', () => {
  let subject: TestApp
  beforeAll(async () => {
    subject = await createTestApp({ seed: false, config: { trustProxy: true } })
  })
  afterAll(() => subject.close())

  it('pins the site to HTTPS when the proxy says the request came over HTTPS', async () => {
    const secure = await subject.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'x-forwarded-proto': 'https' },
    })
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    const plain = await subject.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: { 'x-forwarded-proto': 'http' },
    })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })
})

describe('the app without a web build', () => {
  let subject: TestApp
  beforeAll(async () => {
    subject = await createTestApp({
      seed: false,
      config: { webDir: join(tmpdir(), 'lumbung-web-never-built') },
    })
  })
  afterAll(() => subject.close())

  it('says how to build the web app', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })
    expect(response.body).toContain('npm run build')
  })
})
