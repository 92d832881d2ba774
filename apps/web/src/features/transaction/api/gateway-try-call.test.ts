import { afterEach, describe, expect, it, vi } from 'vitest'
import { callGateway } from './gateway-try-call'

afterEach(() => vi.unstubAllGlobals())

describe('a call from the Try it panel', () => {
  it('sends the key only in its header, without the session, and shows the answer indented', async () => {
    const fetchMock = vi.fn(async () => new Response('{"match":true}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const result = await callGateway(
      {
        method: 'POST',
        url: '/gateway/v1/products/p-1?nik=3171012345670001',
        headers: [['Content-Type', 'application/json']],
        body: { phone: '081234567890' },
      },
      'lmb_secret',
    )
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).not.toContain('lmb_secret')
    expect(new Headers(init.headers).get('X-API-Key')).toBe('lmb_secret')
    expect(init).toMatchObject({ credentials: 'omit', cache: 'no-store', body: '{"phone":"081234567890"}' })
    expect(result).toMatchObject({ status: 200, answer: '{\n  "match": true\n}' })
    expect(result.latencyMs).toBeGreaterThanOrEqual(0)
  })
})
