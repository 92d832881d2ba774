import type { InjectOptions } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import type { App } from '../../app'
import { demoPassword } from '../../seed'
import { bearer, freshen, signInThroughForm } from '../../../test/test-app'

/** A code of the authenticator app holding `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) })
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 })
}

export const call = (app: App, options: InjectOptions) => app.inject(options)

export const postLogin = (app: App, email: string, password = demoPassword) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })

export const verifyCode = (app: App, mfaToken: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/auth/mfa/verify', payload: { mfa_token: mfaToken, code } })

/** The mfa_token of a password sign-in of a user with a second factor. */
export async function mfaTokenOf(app: App, email: string): Promise<string> {
  const response = await postLogin(app, email)
  const data = response.json().data as { mfa_required?: boolean; mfa_token?: string }
  if (!data.mfa_required || !data.mfa_token) throw new Error(`${email} was not asked for a second factor`)
  return data.mfa_token
}

/** Signs in, adds an authenticator app (fresh login, enrol, confirm) and hands back its secret and codes. */
export async function enrolTotp(app: App, email: string) {
  const session = await signInThroughForm(app, email)
  const headers = bearer(session.accessToken)
  await freshen(app, headers)
  const enrolled = await app.inject({ method: 'POST', url: '/api/auth/mfa/totp/enroll', headers })
  const { secret } = enrolled.json().data as { secret: string }
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/mfa/totp/confirm',
    headers,
    payload: { code: totpCode(secret) },
  })
  if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.body}`)
  return { secret, headers, recoveryCodes: confirmed.json().data.recovery_codes as string[] }
}
