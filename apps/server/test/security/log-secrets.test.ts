import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test-app'

describe('every test app watches its own log for the secrets it handled', () => {
  it('fails the app that logged a password it was sent, and passes one that did not', async () => {
    const leaky = await createTestApp({
      seed: false,
      configure: (app) =>
        app.post('/test/leaky', async (request) => {
          request.log.info({ body: request.body }, 'received')
          return { ok: true }
        }),
    })
    const sent = await leaky.app.inject({
      method: 'POST',
      url: '/test/leaky',
      payload: { password: 'Leaked-Pass-7Qz!' },
    })
    expect(sent.statusCode).toBe(200)
    await expect(leaky.close()).rejects.toThrow(
      /log holds secrets it was given: Leaked… \(16 characters\) in "received"/,
    )

    const careful = await createTestApp({
      seed: false,
      configure: (app) =>
        app.post('/test/careful', async (request) => {
          request.log.info('received')
          return { ok: true }
        }),
    })
    await careful.app.inject({
      method: 'POST',
      url: '/test/careful',
      payload: { password: 'Kept-Pass-7Qz!' },
    })
    await expect(careful.close()).resolves.toBeUndefined()
  })

  it('knows an authenticator key and each recovery code an answer handed out', async () => {
    const answered = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DP', recovery_codes: ['k7m2q-x9p4r', 'a3b4c-d5e6f'] }
    for (const leaked of [answered.secret, answered.recovery_codes[1]!]) {
      const leaky = await createTestApp({
        seed: false,
        configure: (app) =>
          app.post('/test/enrol', async (request) => {
            request.log.info(`made ${leaked}`)
            return { data: answered }
          }),
      })
      await leaky.app.inject({ method: 'POST', url: '/test/enrol' })
      await expect(leaky.close()).rejects.toThrow(/log holds secrets it was given/)
    }
  })
})
