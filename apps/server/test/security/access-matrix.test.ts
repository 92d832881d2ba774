import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, createTestApp, login, type TestApp } from '../test-app'
import { accessExpectations, type AccessExpectation } from './access-expectations'
import {
  addOutsider,
  loadAccessFixtures,
  outsider,
  seedDemoResources,
  type AccessFixtures,
} from './access-fixtures'
import { contractRoutes, routeKey } from './contract-routes'
import { demoRoles, gateDenialCodes, isRoleAllowed, type DemoRole } from './demo-roles'
import { injectionOf, jsonOf } from './requests'

/**
 * Every route of the contract × every demo role, and every route that takes a company's resource id ×
 * the owner's company and a foreign one. The routes come from the contract and the role expectation
 * from each route's access rule; only how to name a resource is written here, as data
 * (access-expectations.ts). See docs/decisions/0048-security-suite.md.
 */
const routes = contractRoutes()
let testApp: TestApp
let fixtures: AccessFixtures
const sessions = new Map<string, Record<string, string>>()

beforeAll(async () => {
  testApp = await createTestApp()
  await seedDemoResources(testApp)
  await addOutsider(testApp.database.db)
  for (const role of demoRoles) {
    if (role.email) sessions.set(role.key, bearer((await login(testApp.app, role.email)).accessToken))
  }
  fixtures = await loadAccessFixtures(testApp.app, testApp.database.db)
}, 60_000)

afterAll(async () => {
  await testApp?.close()
})

async function headersOf(role: DemoRole, expectation: AccessExpectation): Promise<Record<string, string>> {
  if (!role.email) return {}
  // A call that ends its session gets one of its own, so the roles' sessions outlive it.
  if (expectation.endsSession) return bearer((await login(testApp.app, role.email)).accessToken)
  return sessions.get(role.key)!
}

describe('the access expectations', () => {
  it('name every route of the contract, and only those', () => {
    const names = new Set(routes.map(({ name }) => name))
    const missing = [...names].filter((name) => !(name in accessExpectations))
    const unknown = Object.keys(accessExpectations).filter((name) => !names.has(name))
    expect(missing.map((name) => `add an access expectation for ${name}`)).toEqual([])
    expect(unknown.map((name) => `${name} is no route of the contract; remove its expectation`)).toEqual([])
  })

  it('name each route once', () => {
    // A route found under two names is a copy the walker should not have taken for a route of its own.
    const keys = routes.map(({ name, route }) => ({ name, key: routeKey(route.method, route.url) }))
    const copies = keys.filter(({ key }, index) => keys.findIndex((other) => other.key === key) !== index)
    expect(copies.map(({ name, key }) => `${name} is ${key} again`)).toEqual([])
  })

  it('cover every API route the server serves', () => {
    // The server's own API description lists every route it serves under /api.
    const inContract = new Set(
      routes.map(({ route }) => routeKey(route.method, route.url.replace(/:([A-Za-z_]+)/g, '{$1}'))),
    )
    const paths = (testApp.app.swagger() as { paths?: Record<string, Record<string, unknown>> }).paths ?? {}
    const served = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => routeKey(method.toUpperCase(), path)),
    )
    expect(served.length).toBeGreaterThan(100)
    const outside = served.filter((key) => !key.startsWith('HEAD ') && !inContract.has(key))
    expect(outside.map((key) => `${key} is served but is no route of the contract`)).toEqual([])
  })
})

describe('the route gate, for every route and demo role', () => {
  for (const { name, route } of routes) {
    it(name, async () => {
      const expectation = accessExpectations[name] ?? { scope: 'caller' }
      const outcomes: string[] = []
      const expected: string[] = []
      for (const role of demoRoles) {
        const response = await testApp.app.inject(injectionOf(route, {}, await headersOf(role, expectation)))
        const code = jsonOf(response).code ?? ''
        const isGateDenial =
          response.statusCode === 401 ||
          (response.statusCode === 403 && (gateDenialCodes as readonly string[]).includes(code))
        outcomes.push(`${role.key}: ${isGateDenial ? `denied ${response.statusCode}` : 'passed'}`)
        const isAllowed = isRoleAllowed(expectation.rule ?? route.config.access, role)
        // A session is no share token: a share-token route answers it as it answers nobody.
        const deniedStatus = role.email && route.config.access.kind !== 'share-token' ? 403 : 401
        expected.push(`${role.key}: ${isAllowed ? 'passed' : `denied ${deniedStatus}`}`)
        expect(response.statusCode, `${name} as ${role.key}: ${response.body}`).toBeLessThan(500)
      }
      expect(outcomes).toEqual(expected)
    })
  }
})

describe("another company's resource ids", () => {
  const idRoutes = routes.flatMap(({ name, route }) => {
    const expectation = accessExpectations[name]
    return expectation?.scope === 'id' ? [{ name, route, expectation }] : []
  })

  const foreignSessions = new Map<string, Record<string, string>>()
  const sessionOf = async (email: string) => {
    if (!foreignSessions.has(email))
      foreignSessions.set(email, bearer((await login(testApp.app, email)).accessToken))
    return foreignSessions.get(email)!
  }

  it('are named for the routes that take one', () => {
    expect(idRoutes.length).toBeGreaterThan(40)
  })

  for (const { name, route, expectation } of idRoutes) {
    it(`${name} answers ${expectation.foreignStatus ?? 404} to every other company, with nothing of the resource`, async () => {
      // The outsider's owner, and every demo account of another company whom the gate lets through.
      const ownerCompany = demoRoles.find((role) => role.email === expectation.owner)?.company
      const rule = expectation.sideRule ?? expectation.rule ?? route.config.access
      const entitled = [ownerCompany, ...(expectation.seenAlsoBy ?? [])]
      const callers = [
        outsider.email,
        ...demoRoles
          .filter((role) => role.email && !entitled.includes(role.company) && isRoleAllowed(rule, role))
          .map((role) => role.email!),
      ]
      const answers: string[] = []
      for (const email of callers) {
        const headers = await sessionOf(email)
        const response = await testApp.app.inject(injectionOf(route, expectation.request(fixtures), headers))
        const data = jsonOf(response).data ?? null
        answers.push(`${email}: ${response.statusCode}${data === null ? '' : ' with data'}`)
      }
      expect(answers).toEqual(callers.map((email) => `${email}: ${expectation.foreignStatus ?? 404}`))
    })
  }

  // After every foreign change was tried: the ids were real, and every resource is still its owner's.
  it("are the owners' own resources, still there after every foreign attempt", async () => {
    const failures: string[] = []
    for (const { name, route, expectation } of idRoutes) {
      if (!expectation.isReadOnly) continue
      const headers = bearer((await login(testApp.app, expectation.owner)).accessToken)
      const response = await testApp.app.inject(injectionOf(route, expectation.request(fixtures), headers))
      if (response.statusCode !== 200) failures.push(`${name}: ${response.statusCode} ${response.body}`)
    }
    expect(failures).toEqual([])
  })
})
