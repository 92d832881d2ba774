import { Writable } from 'node:stream'
import type { ApiAccess } from '@lumbung/contract'
import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../src/db/schema'
import { demoPassword } from '../../src/seed'
import { bearer, createTestApp, freshen, login, type LoginResult, type TestApp } from '../test-app'
import { accessExpectations } from './access-expectations'
import { contractRoutes } from './contract-routes'
import { demoRoles, isRoleAllowed } from './demo-roles'
import { loadAccessFixtures, seedDemoResources } from './access-fixtures'
import {
  asInjection,
  hostileAuthorization,
  hostileRequests,
  isFuzzable,
  type KnownIds,
} from './hostile-inputs'

/**
 * Every route with a body, query or path parameters, called by a role its access rule lets through,
 * with hostile inputs derived from its schemas: never a 5xx, never a stack trace or a path of the
 * server's files, never a secret in the answer. Runs are bounded and seeded: the seed is printed with a
 * failure, and LUMBUNG_FUZZ_SEED replays it (LUMBUNG_FUZZ_RUNS sets the inputs per route).
 * See docs/decisions/0048-security-suite.md.
 */
const seed = Number(process.env.LUMBUNG_FUZZ_SEED ?? 20_261_124)
const runsPerRoute = Number(process.env.LUMBUNG_FUZZ_RUNS ?? 20)

const errorLines: string[] = []
const capture = new Writable({
  write(chunk, _encoding, done) {
    errorLines.push(String(chunk))
    if (errorLines.length > 20) errorLines.shift()
    done()
  },
})

let testApp: TestApp
const sessions = new Map<string, LoginResult>()
const secrets: string[] = []
const knownIds: KnownIds = { ids: [], transactionNos: [] }

/** The callers, most able first: the first one a route's rule lets through calls it. */
const callerOrder = ['provider owner', 'consumer owner', 'operator', 'signed out']

/** A route name's own seed, so adding a route leaves the inputs of the others as they were. */
function seedOf(name: string): number {
  let hash = seed
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return hash
}

beforeAll(async () => {
  testApp = await createTestApp({ config: { logLevel: 'error' }, logger: pino({ level: 'error' }, capture) })
  for (const role of demoRoles) if (role.email) sessions.set(role.key, await login(testApp.app, role.email))
  // Real resources, so that plausible ids find something and the services read the rest of the input.
  await seedDemoResources(testApp)
  const fixtures = Object.values(await loadAccessFixtures(testApp.app, testApp.database.db))
  knownIds.ids.push(...fixtures.filter((value) => !value.startsWith('TRX-')))
  knownIds.transactionNos.push(...fixtures.filter((value) => value.startsWith('TRX-')))
  const { config } = testApp
  secrets.push(
    config.jwtSecret,
    config.masterKey.toString('hex'),
    config.masterKey.toString('base64'),
    config.masterKey.toString('base64url'),
    config.demoUpstream.apiKey,
    demoPassword,
    ...[...sessions.values()].map((session) => session.refreshToken),
  )
  // The companies' gateway keys, shown whole once to a freshly signed-in owner.
  for (const owner of ['provider owner', 'consumer owner']) {
    const headers = bearer(sessions.get(owner)!.accessToken)
    await freshen(testApp.app, headers)
    const shown = await testApp.app.inject({ method: 'GET', url: '/api/auth/tenant/show-key', headers })
    secrets.push((shown.json() as { data: { key: string } }).data.key)
  }
  const hashes = await testApp.database.db.select({ hash: users.passwordHash }).from(users)
  secrets.push(...hashes.flatMap(({ hash }) => (hash ? [hash] : [])))
}, 60_000)

afterAll(async () => {
  await testApp?.close()
})

/** Some routes hash a password per call; a longer exploratory run gets the time it needs. */
const routeTimeoutMs = 30_000 + runsPerRoute * 500

/** The session of the most able demo role the rule lets through (none: signed out). */
function headersFor(rule: ApiAccess): Record<string, string> {
  const caller = callerOrder
    .map((key) => demoRoles.find((role) => role.key === key)!)
    .find((role) => isRoleAllowed(rule, role))
  const session = caller ? sessions.get(caller.key) : undefined
  return session ? bearer(session.accessToken) : {}
}

function assertHarmless(response: LightMyRequestResponse) {
  const body = response.body
  if (response.statusCode >= 500)
    throw new Error(`${response.statusCode} ${body.slice(0, 300)}\nlog: ${errorLines.slice(-2).join('')}`)
  if (stackTrace.test(body)) throw new Error(`a stack trace or a path in ${body.slice(0, 500)}`)
  const leaked = secrets.find((secret) => body.includes(secret))
  if (leaked) throw new Error(`a secret (${leaked.slice(0, 4)}…) in ${body.slice(0, 300)}`)
}

const stackTrace = /\n\s+at |node_modules|\/apps\/server\/|\/src\/[\w/-]+\.[jt]s|\.[jt]s:\d+:\d+/

describe('hostile inputs derived from the schemas', () => {
  const routes = contractRoutes().filter(
    ({ name, route }) => isFuzzable(route) && !accessExpectations[name]?.endsSession,
  )

  it('reach the routes that read input', () => {
    expect(routes.length).toBeGreaterThan(100)
  })

  it('in the Authorization header are answered 401, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(hostileAuthorization, async (authorization) => {
        const response = await testApp.app.inject({
          method: 'GET',
          url: '/api/auth/user/detail',
          headers: { authorization },
        })
        if (response.statusCode !== 401)
          throw new Error(`${response.statusCode} ${response.body.slice(0, 300)}`)
      }),
      { seed: seedOf('authorization'), numRuns: runsPerRoute * 2, endOnFailure: true },
    )
  })

  for (const { name, route } of routes) {
    it(
      `${name}: never a 5xx, a stack trace or a secret`,
      async () => {
        const headers = headersFor(accessExpectations[name]?.rule ?? route.config.access)
        await fc.assert(
          fc.asyncProperty(hostileRequests(route, knownIds), async (request) => {
            assertHarmless(await testApp.app.inject(asInjection(request, headers)))
          }),
          { seed: seedOf(name), numRuns: runsPerRoute, endOnFailure: true },
        )
      },
      routeTimeoutMs,
    )
  }
})
