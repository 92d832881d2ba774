import { describe, expect, it } from 'vitest'
import type { Actor } from './access'
import { createActorCache } from './actor-cache'
import type { AccessClaims } from './tokens'

const claims: AccessClaims = {
  userId: '00000000-0000-4000-8000-000000000001',
  tenantId: '00000000-0000-4000-8000-000000000002',
  sessionId: '00000000-0000-4000-8000-000000000003',
}
const actor = (fullName = 'Ayu'): Actor => ({
  userId: claims.userId,
  tenantId: claims.tenantId,
  sessionId: claims.sessionId,
  role: 'admin',
  isOperator: false,
  isConsumer: true,
  isProvider: false,
  isUserVerified: true,
  isCompanyVerified: true,
  email: 'ayu@example.test',
  fullName,
  freshUntil: null,
})

function counted(answer: () => Actor | undefined = () => actor()) {
  const loader = Object.assign(
    async () => {
      loader.calls += 1
      return answer()
    },
    { calls: 0 },
  )
  return loader
}

describe('actor cache', () => {
  it('asks the database once per session while the entry is young, then again', async () => {
    let clock = 0
    const cache = createActorCache({ ttlMs: 5_000, now: () => clock })
    const load = counted()
    await cache.load(claims, load)
    clock = 4_999
    expect((await cache.load(claims, load))?.fullName).toBe('Ayu')
    expect(load.calls).toBe(1)
    clock = 5_000
    await cache.load(claims, load)
    expect(load.calls).toBe(2)
  })

  it('never answers a token with another user’s actor for the same session id', async () => {
    const cache = createActorCache()
    const load = counted()
    await cache.load(claims, load)
    const other = { ...claims, userId: '00000000-0000-4000-8000-000000000009' }
    await cache.load(
      other,
      counted(() => undefined),
    )
    expect(load.calls).toBe(1)
    expect(await cache.load(other, async () => undefined)).toBeUndefined()
  })

  it('forgets by user, by tenant and on a notice', async () => {
    const cache = createActorCache()
    const load = counted()
    await cache.load(claims, load)
    cache.hear({ topic: 'session', userId: claims.userId })
    await cache.load(claims, load)
    cache.hear({ topic: 'member', tenantId: claims.tenantId, userId: claims.userId })
    await cache.load(claims, load)
    cache.hear({ topic: 'tenant', tenantId: claims.tenantId })
    await cache.load(claims, load)
    expect(load.calls).toBe(4)
    // A notice about someone else keeps the entry.
    cache.hear({ topic: 'session', userId: '00000000-0000-4000-8000-000000000009' })
    cache.hear({ topic: 'api-key', tenantId: claims.tenantId })
    await cache.load(claims, load)
    expect(load.calls).toBe(4)
  })

  it('does not keep an actor whose load began before a change', async () => {
    const cache = createActorCache()
    let release: (value: Actor) => void = () => undefined
    const slow = new Promise<Actor>((resolve) => (release = resolve))
    const racing = cache.load(claims, () => slow)
    // The logout commits and is announced while the read is still under way.
    cache.forgetUser(claims.userId)
    release(actor('Before the logout'))
    await racing
    const load = counted(() => undefined)
    expect(await cache.load(claims, load)).toBeUndefined()
    expect(load.calls).toBe(1)
  })

  it('keeps to its size, dropping the oldest first', async () => {
    const cache = createActorCache({ maxEntries: 2 })
    for (const sessionId of ['a', 'b', 'c']) await cache.load({ ...claims, sessionId }, counted())
    expect(cache.size).toBe(2)
    const load = counted()
    await cache.load({ ...claims, sessionId: 'a' }, load)
    expect(load.calls).toBe(1)
  })
})
