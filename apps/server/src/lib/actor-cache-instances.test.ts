import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { bearer, createTestApp, freshen, login, type TestApp } from '../../test/test-app'
import { tenantIdOf, userIdOf } from '../../test/builders'
import { buildApp, type App } from '../app'
import { sessions, tenants } from '../db/schema'
import { createChangeNotices, type ChangeNotice, type ChangeNotices } from './change-notices'

/**
 * Two instances on one database: `first` takes the change, `second` has already served the same
 * session and keeps its actor for ten minutes, so only the change notice can make it let go. On
 * PostgreSQL each instance has its own LISTEN connection; PGlite serves one process, whose instances
 * share the in-process notices.
 */
const serverUrl = inject('postgresUrl')
const silent = pino({ level: 'silent' })
let first: TestApp
let second: App
let firstNotices: ChangeNotices
let secondNotices: ChangeNotices

beforeAll(async () => {
  firstNotices = createChangeNotices({ databaseUrl: serverUrl || undefined, logger: silent })
  secondNotices = serverUrl ? createChangeNotices({ databaseUrl: serverUrl, logger: silent }) : firstNotices
  first = await createTestApp({ notices: firstNotices })
  second = await buildApp({
    config: first.config,
    db: first.database.db,
    notices: secondNotices,
    actorCache: { ttlMs: 600_000 },
  })
  await second.ready()
  // The second instance is listening once a probe from the first reaches it.
  const heard: ChangeNotice[] = []
  const stop = secondNotices.subscribe((notice) => heard.push(notice))
  for (let attempt = 0; heard.length === 0; attempt++) {
    if (attempt === 100) throw new Error('the second instance never heard the first')
    await firstNotices.publish({ topic: 'session', userId: '00000000-0000-4000-8000-000000000000' })
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  stop()
})

afterAll(async () => {
  await second?.close()
  await first?.close()
  await firstNotices?.close()
  if (secondNotices !== firstNotices) await secondNotices?.close()
})

const onSecond = (token: string, url = '/api/auth/user/information') =>
  second.inject({ method: 'GET', url, headers: bearer(token) }).then((response) => response.statusCode)
const onFirst = (token: string, method: 'DELETE' | 'PUT', url: string, payload?: object) =>
  first.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) })
/** Within the time a notice takes to cross, far inside the second instance's ten minutes. */
const soon = { timeout: 3_000, interval: 20 }

describe('the actor cache across instances', () => {
  it('keeps a session it served: a revocation written past every notice goes unseen', async () => {
    const { accessToken } = await login(first.app, 'owner@consumer.test')
    expect(await onSecond(accessToken)).toBe(200)
    const userId = await userIdOf(first.database.db, 'owner@consumer.test')
    await first.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId))
    expect(await onSecond(accessToken)).toBe(200)
    await firstNotices.publish({ topic: 'session', userId })
    await expect.poll(() => onSecond(accessToken), soon).toBe(401)
  })

  it('refuses a token at once on every instance after its logout', async () => {
    const { accessToken } = await login(first.app, 'admin@consumer.test')
    expect(await onSecond(accessToken)).toBe(200)
    expect((await onFirst(accessToken, 'DELETE', '/api/auth/logout')).statusCode).toBe(200)
    await expect.poll(() => onSecond(accessToken), soon).toBe(401)
  })

  it('ends the other sessions everywhere when the password changes', async () => {
    const other = await login(first.app, 'member@provider.test')
    const current = await login(first.app, 'member@provider.test')
    expect(await onSecond(other.accessToken)).toBe(200)
    const changed = await onFirst(current.accessToken, 'PUT', '/api/auth/user/change-password', {
      old_password: 'Demo123!',
      password: 'Kopi#Tubruk58',
      password_confirmation: 'Kopi#Tubruk58',
    })
    expect(changed.statusCode).toBe(200)
    await expect.poll(() => onSecond(other.accessToken), soon).toBe(401)
  })

  it('refuses a deactivated member everywhere at once', async () => {
    const owner = await login(first.app, 'owner@consumer.test')
    const member = await login(first.app, 'member@consumer.test')
    expect(await onSecond(member.accessToken)).toBe(200)
    const memberId = await userIdOf(first.database.db, 'member@consumer.test')
    const response = await onFirst(owner.accessToken, 'PUT', `/api/auth/user/deactivate-member/${memberId}`)
    expect(response.statusCode).toBe(200)
    await expect.poll(() => onSecond(member.accessToken), soon).toBe(401)
  })

  it('gives a new owner the owner’s access everywhere at once', async () => {
    const owner = await login(first.app, 'owner@provider.test')
    const member = await login(first.app, 'member@provider.test')
    const members = '/api/auth/user/list-member'
    expect(await onSecond(member.accessToken, members)).toBe(403)
    const memberId = await userIdOf(first.database.db, 'member@provider.test')
    const response = await onFirst(owner.accessToken, 'PUT', '/api/auth/user/transfer-ownership', {
      user_id: memberId,
      password: 'Demo123!',
    })
    expect(response.statusCode).toBe(200)
    await expect.poll(() => onSecond(member.accessToken, members), soon).toBe(200)
  })

  it('lets a fresh sign-in count everywhere at once', async () => {
    const { accessToken } = await login(first.app, 'admin@provider.test')
    const showKey = '/api/auth/tenant/show-key'
    expect(await onSecond(accessToken, showKey)).toBe(403)
    await freshen(first.app, bearer(accessToken))
    await expect.poll(() => onSecond(accessToken, showKey), soon).toBe(200)
  })

  it('opens a company’s screens everywhere once its verification is announced', async () => {
    const { accessToken } = await login(first.app, 'owner@unverified.test')
    const members = '/api/auth/user/list-member'
    expect(await onSecond(accessToken, members)).toBe(403)
    const tenantId = await tenantIdOf(first.database.db, 'PT Baru Berdiri')
    await first.database.db
      .update(tenants)
      .set({ verificationStatus: 'VERIFIED' })
      .where(eq(tenants.id, tenantId))
    expect(await onSecond(accessToken, members)).toBe(403)
    // What the operator's approval announces (operator.service), here without its documents.
    await firstNotices.publish({ topic: 'tenant', tenantId })
    await expect.poll(() => onSecond(accessToken, members), soon).toBe(200)
  })

  it('drops every cached actor of an instance when a change goes through it', async () => {
    const kept = await login(first.app, 'admin@provider.test')
    const leaving = await login(first.app, 'owner@consumer.test')
    const onFirstInformation = () =>
      first.app
        .inject({ method: 'GET', url: '/api/auth/user/information', headers: bearer(kept.accessToken) })
        .then((response) => response.statusCode)
    expect(await onFirstInformation()).toBe(200)
    const userId = await userIdOf(first.database.db, 'admin@provider.test')
    await first.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId))
    expect(await onFirstInformation()).toBe(200)
    // Someone else's change through the same instance: its answer leaves after the cache is emptied.
    expect((await onFirst(leaving.accessToken, 'DELETE', '/api/auth/logout')).statusCode).toBe(200)
    expect(await onFirstInformation()).toBe(401)
  })
})
