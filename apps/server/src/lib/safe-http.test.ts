import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSafeHttp, SafeHttpError, type HostResolver, type ResolvedAddress } from './safe-http'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

interface TestServer {
  server: Server
  port: number
  origin: string
  seen: IncomingMessage[]
}

async function startServer(handler: Handler): Promise<TestServer> {
  const seen: IncomingMessage[] = []
  const server = createServer((request, response) => {
    seen.push(request)
    handler(request, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { server, port, origin: `http://127.0.0.1:${port}`, seen }
}

let allowed: TestServer
let forbidden: TestServer

beforeAll(async () => {
  // A server on another port: loopback too, but not on the allow-list, so nothing may reach it.
  forbidden = await startServer((_request, response) => response.end('internal secrets'))
  allowed = await startServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    if (url.pathname === '/hello') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ hello: 'world', method: request.method }))
    } else if (url.pathname === '/to-private') {
      response.writeHead(302, { location: `http://127.0.0.1:${forbidden.port}/` }).end()
    } else if (url.pathname === '/to-mapped') {
      response.writeHead(307, { location: `http://[::ffff:7f00:1]:${forbidden.port}/` }).end()
    } else if (url.pathname === '/to-metadata') {
      response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    } else if (url.pathname === '/relative') {
      response.writeHead(303, { location: '/hello' }).end()
    } else if (url.pathname === '/loop') {
      response.writeHead(302, { location: '/loop' }).end()
    } else if (url.pathname === '/large') {
      response.end(Buffer.alloc(64 * 1024, 0x61))
    } else if (url.pathname === '/slow') {
      setTimeout(() => response.end('late'), 2_000)
    } else if (url.pathname === '/echo-headers') {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(request.headers))
    } else {
      response.writeHead(404).end()
    }
  })
})

afterAll(async () => {
  allowed.server.closeAllConnections()
  forbidden.server.closeAllConnections()
  await Promise.all([
    new Promise((resolve) => allowed.server.close(resolve)),
    new Promise((resolve) => forbidden.server.close(resolve)),
  ])
})

const client = (overrides: Parameters<typeof createSafeHttp>[0] = {}) =>
  createSafeHttp({ allowedPrivatePrefixes: () => [`${allowed.origin}/`], ...overrides })

async function refusal(promise: Promise<unknown>): Promise<SafeHttpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof SafeHttpError) return error
    throw error
  }
  throw new Error('the call was not refused')
}

describe('safe HTTP client', () => {
  it('calls an allowed address and answers status, headers and body', async () => {
    const answer = await client().request(`${allowed.origin}/hello`)
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('application/json')
    expect(JSON.parse(answer.body.toString())).toEqual({ hello: 'world', method: 'GET' })
  })

  it.each([
    ['loopback', () => `http://127.0.0.1:${forbidden.port}/`],
    ['loopback written in IPv6', () => `http://[::1]:${forbidden.port}/`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:7f00:1]:${forbidden.port}/`],
    ['IPv4-mapped IPv6 in dotted form', () => `http://[::ffff:127.0.0.1]:${forbidden.port}/`],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'http://10.0.0.1/'],
    ['a private network (172.16/12)', () => 'http://172.16.5.4/'],
    ['a home network', () => 'http://192.168.0.1/'],
    ['carrier-grade NAT', () => 'http://100.64.0.1/'],
    ['unique-local IPv6', () => 'http://[fd00::1]/'],
    ['link-local IPv6', () => 'http://[fe80::1]/'],
    ['the unspecified address', () => `http://0.0.0.0:${forbidden.port}/`],
    ['a decimal loopback', () => `http://2130706433:${forbidden.port}/`],
    ['a hex loopback', () => `http://0x7f.1:${forbidden.port}/`],
  ])('refuses %s before connecting', async (_name, url) => {
    const before = forbidden.seen.length
    const error = await refusal(client().request(url()))
    expect(error.code).toBe('BLOCKED_ADDRESS')
    expect(forbidden.seen.length).toBe(before)
  })

  it('refuses a host name that resolves to an internal address exactly as one that does not resolve', async () => {
    const internal: HostResolver = async () => [{ address: '10.1.2.3', family: 4 }]
    const unknown: HostResolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' })
    }
    const nothing: HostResolver = async () => []
    const before = forbidden.seen.length
    const refusals = await Promise.all(
      [internal, unknown, nothing].map(async (resolve) => {
        const error = await refusal(client({ resolve }).request(`http://db.example:${forbidden.port}/`))
        return { code: error.code, message: error.message }
      }),
    )
    for (const each of refusals)
      expect(each).toEqual({ code: 'DNS_FAILED', message: 'The host db.example cannot be reached' })
    expect(forbidden.seen.length).toBe(before)
    // `localhost` is internal by its name, and says so as an address written out does.
    const local = await refusal(client().request(`http://localhost:${forbidden.port}/`))
    expect(local.code).toBe('BLOCKED_ADDRESS')
  })

  it('refuses a host when any of its addresses is internal', async () => {
    const resolve: HostResolver = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.7', family: 4 },
    ]
    const error = await refusal(client({ resolve }).request('http://mixed.example/'))
    expect(error.code).toBe('DNS_FAILED')
  })

  it('connects to the address it checked, resolving each host once', async () => {
    let lookups = 0
    const resolve: HostResolver = async () => {
      lookups += 1
      // A rebinding resolver would answer differently the second time; it is never asked again.
      return lookups === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.9.9.9', family: 4 }]
    }
    const pinned = createSafeHttp({
      resolve,
      allowedPrivatePrefixes: () => [`http://upstream.example:${allowed.port}/`],
    })
    const answer = await pinned.request(`http://upstream.example:${allowed.port}/hello`)
    expect(answer.status).toBe(200)
    expect(lookups).toBe(1)
    expect(allowed.seen.at(-1)?.headers.host).toBe(`upstream.example:${allowed.port}`)
  })

  it('keeps a verdict only while DNS gives the answer it was made on, so a rebound name is refused', async () => {
    let answer: ResolvedAddress[] = [{ address: '93.184.216.34', family: 4 }]
    const resolve: HostResolver = Object.assign(async () => answer, { peek: () => answer })
    const http = createSafeHttp({ resolve })
    const first = await http.target('http://api.example/v1/match')
    expect(first.target.address).toBe('93.184.216.34')
    expect(http.knownTarget('http://api.example/v1/match')).toBe(first)
    // The name now points inside: the kept verdict no longer holds, and the check refuses it.
    answer = [{ address: '10.0.0.7', family: 4 }]
    expect(http.knownTarget('http://api.example/v1/match')).toBeUndefined()
    const error = await refusal(http.target('http://api.example/v1/match'))
    expect(error.code).toBe('DNS_FAILED')
    expect(http.knownTarget('http://api.example/v1/match')).toBeUndefined()
  })

  it('keeps no verdict on a name when the resolver cannot tell its answer is unchanged', async () => {
    const resolve: HostResolver = async () => [{ address: '93.184.216.34', family: 4 }]
    const http = createSafeHttp({ resolve })
    await http.target('http://api.example/v1/match')
    expect(http.knownTarget('http://api.example/v1/match')).toBeUndefined()
    expect(http.knownTarget('http://never-checked.example/')).toBeUndefined()
  })

  it.each([
    ['a private address', '/to-private'],
    ['an IPv4-mapped loopback', '/to-mapped'],
    ['cloud metadata', '/to-metadata'],
  ])('re-checks a redirect to %s and refuses it', async (_name, path) => {
    const before = forbidden.seen.length
    const error = await refusal(client().request(`${allowed.origin}${path}`))
    expect(error.code).toBe('BLOCKED_ADDRESS')
    expect(forbidden.seen.length).toBe(before)
  })

  it('follows an allowed redirect, turning a 303 into a GET', async () => {
    const answer = await client().request(`${allowed.origin}/relative`, {
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
    })
    expect(answer.status).toBe(200)
    expect(answer.redirects).toBe(1)
    expect(JSON.parse(answer.body.toString())).toMatchObject({ method: 'GET' })
  })

  it('stops after three redirects', async () => {
    const error = await refusal(client().request(`${allowed.origin}/loop`))
    expect(error.code).toBe('TOO_MANY_REDIRECTS')
  })

  it('keeps an allow-listed prefix from reaching other paths of the same server', async () => {
    const narrow = createSafeHttp({ allowedPrivatePrefixes: () => [`${allowed.origin}/demo/`] })
    const error = await refusal(narrow.request(`${allowed.origin}/demo/../hello`))
    expect(error.code).toBe('BLOCKED_ADDRESS')
  })

  it('allows internal addresses everywhere only when the server is set to', async () => {
    const open = createSafeHttp({ isPrivateAllowed: true })
    const answer = await open.request(`http://127.0.0.1:${forbidden.port}/`)
    expect(answer.body.toString()).toBe('internal secrets')
  })

  it('caps the response size', async () => {
    const error = await refusal(client({ maxResponseBytes: 1024 }).request(`${allowed.origin}/large`))
    expect(error.code).toBe('TOO_LARGE')
  })

  it('gives up when the answer takes longer than the total time-out', async () => {
    const error = await refusal(client({ totalTimeoutMs: 300 }).request(`${allowed.origin}/slow`))
    expect(error.code).toBe('TIMEOUT')
  })

  it('refuses other schemes and credentials in the URL', async () => {
    expect((await refusal(client().request('file:///etc/passwd'))).code).toBe('INVALID_URL')
    expect((await refusal(client().request('gopher://example.com/'))).code).toBe('INVALID_URL')
    expect((await refusal(client().request(`http://user:pass@127.0.0.1:${allowed.port}/`))).code).toBe(
      'INVALID_URL',
    )
    expect((await refusal(client().request('not a url'))).code).toBe('INVALID_URL')
  })

  it('reports an unknown host', async () => {
    const resolve: HostResolver = async () => {
      throw new Error('ENOTFOUND')
    }
    expect((await refusal(client({ resolve }).request('http://nowhere.invalid/'))).code).toBe('DNS_FAILED')
  })

  it('sends the credentials to the origin they belong to', async () => {
    const answer = await client().request(`${allowed.origin}/echo-headers`, {
      headers: { authorization: 'Bearer upstream-token', 'x-api-key': 'k-123' },
    })
    expect(JSON.parse(answer.body.toString())).toMatchObject({
      authorization: 'Bearer upstream-token',
      'x-api-key': 'k-123',
    })
  })

  it('drops the credentials when a redirect leaves their origin', async () => {
    const both = client({ allowedPrivatePrefixes: () => [`${allowed.origin}/`, `${forbidden.origin}/`] })
    const answer = await both.request(`${allowed.origin}/to-private`, {
      headers: { authorization: 'Bearer upstream-token', 'x-api-key': 'k-123', accept: 'application/json' },
    })
    expect(answer.body.toString()).toBe('internal secrets')
    const received = forbidden.seen.at(-1)!.headers
    expect(received.authorization).toBeUndefined()
    expect(received['x-api-key']).toBeUndefined()
    expect(received.accept).toBe('application/json')
  })
})
