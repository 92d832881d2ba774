import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createOutboundHttp } from '../../lib/outbound-http'
import { SafeHttpError } from '../../lib/safe-http'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { indonesianAreas } from '../dropdown'
import {
  createPostalCodes,
  dailyWeather,
  findCity,
  matchNikPhone,
  normalisePhone,
} from './demo-upstream.service'

let testApp: TestApp
let key: string
beforeAll(async () => {
  testApp = await createTestApp({ seed: false })
  key = testApp.config.demoUpstream.apiKey
})
afterAll(() => testApp?.close())

const base = '/demo-upstream/v1'
const inject = (method: 'GET' | 'POST', url: string, payload?: object, apiKey: string | null = key) =>
  testApp.app.inject({
    method,
    url,
    headers: apiKey === null ? {} : { 'x-api-key': apiKey },
    ...(payload ? { payload } : {}),
  })

describe('demo upstream', () => {
  it('wants its API key, like a third-party API', async () => {
    const missing = await inject('GET', `${base}/weather/daily?city=Jakarta`, undefined, null)
    expect(missing.statusCode).toBe(401)
    expect(missing.json()).toEqual({
      error: 'invalid_api_key',
      message: 'A valid X-API-Key header is required',
    })
    const wrong = await inject('GET', `${base}/weather/daily?city=Jakarta`, undefined, 'not-the-key')
    expect(wrong.statusCode).toBe(401)
  })

  it('matches a NIK with a phone number, the same way every time', async () => {
    const body = { nik: '3174012501900001', phone: '081234567890' }
    const first = await inject('POST', `${base}/identity/nik-phone-match`, body)
    expect(first.statusCode).toBe(200)
    const answer = first.json() as { match: boolean; score: number }
    expect(typeof answer.match).toBe('boolean')
    expect(answer.score).toBeGreaterThanOrEqual(0)
    expect(answer.score).toBeLessThanOrEqual(100)
    // +62 and 0 prefixes name the same number.
    const again = await inject('POST', `${base}/identity/nik-phone-match`, {
      ...body,
      phone: '+62 812-3456-7890',
    })
    expect(again.json()).toEqual(answer)
  })

  it('scores matches high and misses low, about seven in ten pairs matching', () => {
    let matches = 0
    for (let index = 0; index < 500; index++) {
      const result = matchNikPhone(`3174${String(index).padStart(12, '0')}`, '6281234567890')
      if (result.match) {
        matches += 1
        expect(result.score).toBeGreaterThanOrEqual(85)
      } else {
        expect(result.score).toBeLessThanOrEqual(60)
      }
    }
    expect(matches).toBeGreaterThan(300)
    expect(matches).toBeLessThan(400)
  })

  it('refuses a malformed NIK or phone', async () => {
    const nik = await inject('POST', `${base}/identity/nik-phone-match`, {
      nik: '123',
      phone: '081234567890',
    })
    expect(nik.statusCode).toBe(400)
    expect(nik.json().error).toBe('invalid_nik')
    const phone = await inject('POST', `${base}/identity/nik-phone-match`, {
      nik: '3174012501900001',
      phone: '021555',
    })
    expect(phone.json().error).toBe('invalid_phone')
    expect(normalisePhone('0812-3456-789')).toBe('62812345678' + '9')
  })

  it('reports the daily weather of an Indonesian city, deterministic per city and date', async () => {
    const response = await inject('GET', `${base}/weather/daily?city=bandung&date=2026-01-15`)
    expect(response.statusCode).toBe(200)
    const weather = response.json()
    expect(weather).toMatchObject({ city: 'Bandung', province: 'Jawa Barat', date: '2026-01-15' })
    expect(weather.temperature_min_c).toBeLessThan(weather.temperature_max_c)
    expect(weather.temperature_max_c).toBeLessThan(35)
    expect(weather.humidity_percent).toBeGreaterThanOrEqual(60)
    const again = await inject('GET', `${base}/weather/daily?city=Bandung&date=2026-01-15`)
    expect(again.json()).toEqual(weather)
    // Highland Bandung is cooler than Surabaya on average over a month.
    const average = (name: string) => {
      const city = findCity(name)!
      const days = Array.from({ length: 30 }, (_, day) =>
        dailyWeather(city, `2026-07-${String(day + 1).padStart(2, '0')}`),
      )
      return days.reduce((sum, day) => sum + day.temperature_max_c, 0) / days.length
    }
    expect(average('Bandung')).toBeLessThan(average('Surabaya'))
  })

  it('answers 404 for an unknown city and 400 without one', async () => {
    expect((await inject('GET', `${base}/weather/daily?city=Atlantis`)).statusCode).toBe(404)
    expect((await inject('GET', `${base}/weather/daily`)).statusCode).toBe(400)
    expect((await inject('GET', `${base}/weather/daily?city=Jakarta&date=15-01-2026`)).statusCode).toBe(400)
  })

  it('looks up a postal code to its province, district and sub-district', async () => {
    const postalCodes = createPostalCodes(indonesianAreas)
    const jakarta = await postalCodes.lookup('12110')
    expect(jakarta?.province).toBe('Daerah Khusus Ibukota Jakarta')
    const response = await inject('GET', `${base}/postal-code?postal_code=12110`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual(jakarta)
    expect((await inject('GET', `${base}/postal-code?postal_code=00000`)).statusCode).toBe(404)
    expect((await inject('GET', `${base}/postal-code?postal_code=12ab`)).statusCode).toBe(400)
  })

  it('gives every sub-district of a large province its own postal code', async () => {
    const postalCodes = createPostalCodes(indonesianAreas)
    const seen = new Set<string>()
    for (let code = 60110; code < 60800; code++) {
      const area = await postalCodes.lookup(String(code))
      if (area) {
        expect(area.province).toBe('Jawa Timur')
        seen.add(`${area.district}/${area.subdistrict}`)
      }
    }
    expect(seen.size).toBeGreaterThan(600)
  })
})

describe('demo upstream switched off', () => {
  it('is not served at all', async () => {
    const off = await createTestApp({ seed: false, config: { demoUpstream: { isOn: false, apiKey: key } } })
    try {
      const response = await off.app.inject({
        method: 'GET',
        url: `${base}/weather/daily?city=Jakarta`,
        headers: { 'x-api-key': key },
      })
      expect(response.statusCode).toBe(404)
    } finally {
      await off.close()
    }
  })
})

describe('demo upstream through the outbound client', () => {
  it('is reachable on loopback while the rest of the server is not', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = testApp.app.server.address() as AddressInfo
    const http = createOutboundHttp(testApp.config, { listeningPort: () => port })
    const answer = await http.request(
      `http://127.0.0.1:${port}${base}/weather/daily?city=Medan&date=2026-03-01`,
      {
        headers: { 'x-api-key': key },
      },
    )
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body.toString())).toMatchObject({ city: 'Medan' })

    await expect(http.request(`http://127.0.0.1:${port}/api/health`)).rejects.toBeInstanceOf(SafeHttpError)
    await expect(http.request(`http://127.0.0.1:${port}${base}/../../api/health`)).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    })

    const demoOff = createOutboundHttp(
      { ...testApp.config, demoUpstream: { isOn: false, apiKey: key } },
      { listeningPort: () => port },
    )
    await expect(
      demoOff.request(`http://127.0.0.1:${port}${base}/weather/daily?city=Medan`),
    ).rejects.toMatchObject({
      code: 'BLOCKED_ADDRESS',
    })
  })
})
