import { timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { DemoUpstreamAccess } from '@lumbung/contract'
import type { Config } from '../../config'
import { demoUpstreamBaseUrl, demoUpstreamPath } from '../../lib/outbound-http'
import type { ModuleContext } from '../context'
import type { IndonesianAreas } from '../dropdown'
import {
  createPostalCodes,
  dailyWeather,
  demoCities,
  findCity,
  jakartaDate,
  matchNikPhone,
  nikPattern,
  normalisePhone,
} from './demo-upstream.service'

export { demoUpstreamBaseUrl } from '../../lib/outbound-http'
export { dailyWeather, demoCities, matchNikPhone } from './demo-upstream.service'
export const demoUpstreamKeyHeader = 'x-api-key'

/**
 * A small upstream API the server serves while demo mode is on, so the demo API datasets call
 * something real: it answers like a third-party API (its own plain JSON, not the result wrapper) and,
 * like one, wants its key in `X-API-Key`.
 */
export function createDemoUpstreamServices({
  config,
  areas,
}: Pick<ModuleContext, 'config'> & { areas: IndonesianAreas }) {
  return config.demoUpstream.isOn
    ? { apiKey: config.demoUpstream.apiKey, postalCodes: createPostalCodes(areas) }
    : null
}
/**
 * What a provider needs to build an API setting and datasets on the demo upstream, shown on the API
 * settings screen so nobody has to read the source: the address, the key and the paths it answers.
 */
export function demoUpstreamAccessOf(config: Pick<Config, 'demoUpstream'>, port: number): DemoUpstreamAccess {
  if (!config.demoUpstream.isOn) return null
  return {
    base_url: demoUpstreamBaseUrl(port),
    header_name: 'X-API-Key',
    api_key: config.demoUpstream.apiKey,
    paths: [
      {
        method: 'GET',
        path: '/weather/daily',
        parameters: [
          { name: 'city', location: 'QUERY', example: 'Jakarta' },
          { name: 'date', location: 'QUERY', example: '2026-11-01' },
        ],
      },
      {
        method: 'GET',
        path: '/postal-code',
        parameters: [{ name: 'postal_code', location: 'QUERY', example: '12110' }],
      },
      {
        method: 'POST',
        path: '/identity/nik-phone-match',
        parameters: [
          { name: 'nik', location: 'BODY', example: '3171012345670001' },
          { name: 'phone', location: 'BODY', example: '081234567890' },
        ],
      },
    ],
  }
}

export type DemoUpstreamServices = ReturnType<typeof createDemoUpstreamServices>

export const demoUpstreamModule: FastifyPluginAsyncZod<{ upstream: DemoUpstreamServices }> = async (
  app,
  { upstream },
) => {
  if (!upstream) return
  const expectedKey = Buffer.from(upstream.apiKey)
  const { postalCodes } = upstream

  const problem = (reply: FastifyReply, status: number, error: string, message: string) =>
    reply.code(status).send({ error, message })

  const isKeyValid = (request: FastifyRequest) => {
    const sent = request.headers[demoUpstreamKeyHeader]
    if (typeof sent !== 'string') return false
    const given = Buffer.from(sent)
    return given.length === expectedKey.length && timingSafeEqual(given, expectedKey)
  }

  await app.register(
    async (instance) => {
      const upstream = instance.withTypeProvider<ZodTypeProvider>()
      // Its own answers, so its own error shape: a third-party API does not speak our wrapper.
      upstream.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500
        return problem(
          reply,
          status,
          status === 500 ? 'internal_error' : 'bad_request',
          'The request could not be read',
        )
      })
      upstream.addHook('onRequest', async (request, reply) => {
        if (!isKeyValid(request))
          return problem(reply, 401, 'invalid_api_key', 'A valid X-API-Key header is required')
      })

      // The root answers who it is, so a connection test of the base address sees the key accepted.
      upstream.get('/', { schema: { hide: true } }, async () => ({
        name: 'Lumbung demo upstream',
        status: 'ok',
      }))

      upstream.post(
        '/identity/nik-phone-match',
        { schema: { hide: true, body: z.object({ nik: z.unknown(), phone: z.unknown() }).partial() } },
        async (request, reply) => {
          const { nik, phone } = request.body
          if (typeof nik !== 'string' || !nikPattern.test(nik)) {
            return problem(reply, 400, 'invalid_nik', 'nik must be 16 digits')
          }
          const normalised = typeof phone === 'string' ? normalisePhone(phone) : null
          if (!normalised) {
            return problem(reply, 400, 'invalid_phone', 'phone must be an Indonesian mobile number')
          }
          return matchNikPhone(nik, normalised)
        },
      )

      upstream.get(
        '/weather/daily',
        {
          schema: {
            hide: true,
            querystring: z.object({ city: z.string().optional(), date: z.string().optional() }),
          },
        },
        async (request, reply) => {
          const { city: cityName, date } = request.query
          if (!cityName?.trim()) return problem(reply, 400, 'missing_city', 'city is required')
          const city = findCity(cityName)
          if (!city) {
            return problem(
              reply,
              404,
              'city_not_found',
              `Unknown city; known cities: ${demoCities.map((known) => known.name).join(', ')}`,
            )
          }
          if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
            return problem(reply, 400, 'invalid_date', 'date must be YYYY-MM-DD')
          }
          return dailyWeather(city, date ?? jakartaDate(new Date()))
        },
      )

      upstream.get(
        '/postal-code',
        { schema: { hide: true, querystring: z.object({ postal_code: z.string().optional() }) } },
        async (request, reply) => {
          const code = request.query.postal_code?.trim() ?? ''
          if (!/^\d{5}$/.test(code))
            return problem(reply, 400, 'invalid_postal_code', 'postal_code must be 5 digits')
          const area = await postalCodes.lookup(code)
          if (!area) return problem(reply, 404, 'postal_code_not_found', 'No area has this postal code')
          return area
        },
      )
    },
    { prefix: demoUpstreamPath },
  )
}
