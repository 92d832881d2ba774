import { describe, expect, it } from 'vitest'
import { consumerOwner, operator, operatorTrail, setupAuditTests, tenantTrail } from './audit.test-helpers'

const setup = setupAuditTests()
const { call, trail, userIdOf, tenantIdOf } = setup

const signIn = (email: string, password: string, userAgent = 'Refusal test browser') =>
  setup.subject.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
  })

describe('refused sign-ins', () => {
  it("counts a wrong password in the account's company trail, with the address and browser", async () => {
    const wrongPassword = 'Wrong-Guess-123!'
    const first = await signIn('member@consumer.test', wrongPassword)
    const second = await signIn('member@consumer.test', wrongPassword)
    // The caller learns nothing of why: the same answer as for an unknown account.
    const unknown = await signIn('nobody@consumer.test', wrongPassword)
    expect([first.statusCode, second.statusCode, unknown.statusCode]).toEqual([401, 401, 401])
    expect(unknown.json().message).toBe(first.json().message)

    const member = await userIdOf('member@consumer.test')
    const { data } = await trail(consumerOwner, { action: 'auth.login_failed' })
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({
      outcome: 'REFUSED',
      target_type: 'user',
      target_id: member,
      actor_user_id: null,
      detail: { reason: 'WRONG_PASSWORD' },
      ip_address: '127.0.0.1',
      user_agent: 'Refusal test browser',
      count: 2,
    })
    // Filtering by the person finds the refusals to their account too.
    const byPerson = await trail(consumerOwner, { user_id: member, action: 'auth.login_failed' })
    expect(byPerson.data.map((entry) => entry.id)).toEqual([data[0]!.id])
  })

  it('keeps an unknown account out of every company, for the operators only, without the typed email', async () => {
    await signIn('ghost@nowhere.test', 'Wrong-Guess-123!')
    const { data } = await trail(operator, { action: 'auth.login_failed' }, operatorTrail)
    const unknown = data.filter((entry) => entry.detail.reason === 'UNKNOWN_ACCOUNT')
    expect(unknown.length).toBeGreaterThan(0)
    expect(unknown.every((entry) => entry.tenant_id === null)).toBe(true)
    expect(JSON.stringify(unknown)).not.toContain('ghost@nowhere.test')
    const ownerView = await trail(consumerOwner, { action: 'auth.login_failed' })
    expect(ownerView.data.some((entry) => entry.detail.reason === 'UNKNOWN_ACCOUNT')).toBe(false)
  })

  it('counts the refusals of a locked account too', async () => {
    for (let attempt = 0; attempt < 7; attempt += 1) await signIn('admin@consumer.test', 'Wrong-Guess-123!')
    const admin = await userIdOf('admin@consumer.test')
    const { data } = await trail(consumerOwner, { action: 'auth.login_failed', user_id: admin })
    const byReason = Object.fromEntries(data.map((entry) => [entry.detail.reason, entry.count]))
    expect(byReason.LOCKED).toBeGreaterThan(0)
    expect((byReason.LOCKED ?? 0) + (byReason.WRONG_PASSWORD ?? 0)).toBe(7)
  })
})

describe('refused calls', () => {
  it('makes a few counted rows of a thousand forbidden calls, whose counts add up', async () => {
    const member = await userIdOf('member@consumer.test')
    const before = await trail(consumerOwner, { action: 'access.refused', user_id: member })
    expect(before.total_data).toBe(0)
    const calls = 1000
    for (let start = 0; start < calls; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () => call('member@consumer.test', { method: 'GET', url: tenantTrail })),
      )
      expect(batch.every((response) => response.statusCode === 403)).toBe(true)
    }
    const { data } = await trail(consumerOwner, { action: 'access.refused', user_id: member })
    // One row per ten minutes: two when the run crosses a window's edge.
    expect(data.length).toBeGreaterThanOrEqual(1)
    expect(data.length).toBeLessThanOrEqual(2)
    expect(data.reduce((sum, entry) => sum + entry.count, 0)).toBe(calls)
    expect(data[0]).toMatchObject({
      outcome: 'REFUSED',
      actor_user_id: member,
      actor_name: 'Putri Ayu Lestari',
      detail: { status: 403, code: 'ROLE_NOT_ALLOWED', routes: [`GET ${tenantTrail}`] },
    })
  })

  it('keeps the routes a probe tried, a few of them, and counts calls without a session per address', async () => {
    const probes = ['/api/auth/tenant/detail', '/api/auth/user/detail', tenantTrail, '/api/operator/tenants']
    for (const url of [...probes, ...probes]) {
      expect((await setup.subject.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
    const { data } = await trail(operator, { action: 'access.refused' }, operatorTrail)
    const anonymous = data.filter((entry) => entry.actor_user_id === null && entry.detail.status === 401)
    expect(anonymous).toHaveLength(1)
    expect(anonymous[0]!.count).toBe(8)
    expect(anonymous[0]!.tenant_id).toBeNull()
    expect([...(anonymous[0]!.detail.routes as string[])].sort()).toEqual(
      probes.map((url) => `GET ${url}`).sort(),
    )
  })

  it("counts a signed-in caller's not-found answer for an id in the caller's own company trail", async () => {
    const owner = await userIdOf(consumerOwner)
    const providerSetting = '0b6f2f7e-8a43-4bd4-9a59-5f0f3b5c0c11'
    const response = await call(consumerOwner, {
      method: 'GET',
      url: `/api/data/consumer/settings/storage/detail/${providerSetting}`,
    })
    expect(response.statusCode).toBe(404)
    const { data } = await trail(consumerOwner, { action: 'access.refused', user_id: owner })
    expect(data[0]).toMatchObject({
      tenant_id: await tenantIdOf('PT Konsumen Maju'),
      detail: { status: 404, routes: ['GET /api/data/consumer/settings/storage/detail/:id'] },
    })
  })
})

describe('who may read the trail', () => {
  it.each(['admin@consumer.test', 'member@consumer.test'])(
    'refuses %s: the trail is the owner’s',
    async (who) => {
      expect((await call(who, { method: 'GET', url: tenantTrail })).statusCode).toBe(403)
    },
  )

  it("refuses a company's owner the operators' view", async () => {
    expect((await call(consumerOwner, { method: 'GET', url: operatorTrail })).statusCode).toBe(403)
  })
})
