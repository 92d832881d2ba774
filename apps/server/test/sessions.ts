import type { App } from '../src/app'
import type { Config } from '../src/config'
import type { Database } from '../src/db/database'
import { demoPassword } from '../src/seed'
import type { Audit } from '../src/lib/audit'
import { createPlatform } from '../src/modules'
import { createAuthServices, type AuthServices } from '../src/modules/auth'

export interface LoginResult {
  accessToken: string
  refreshToken: string
}

interface SessionMint {
  db: Database
  users: AuthServices['users']
  auth: AuthServices['auth']
  audit: Audit
}

// Filled by createTestApp, so `login(app, email)` keeps the one-argument shape tests already use.
const mints = new WeakMap<App, SessionMint>()

/**
 * Lets `login` mint sessions for this app. The auth service is built as the app builds it, on the
 * same database and with a token signer on the same secret, so a minted session is the row and the
 * token pair a sign-in would have made: refresh rotates it, logout and deactivation end it.
 */
export function allowMintedSessions(app: App, db: Database, config: Config) {
  const platform = createPlatform({ config, db, logger: app.log })
  const { auth, users } = createAuthServices(platform)
  mints.set(app, { db, users, auth, audit: platform.audit })
}

/** What `app.inject` reports about itself, so a minted session records the same device as a sign-in. */
const injectedClient = { userAgent: 'lightMyRequest', ip: '127.0.0.1' }

/**
 * A signed-in session for an active account, without the password hash and the sign-in request: for
 * tests about something else. Tests about signing in use `signInThroughForm`.
 */
export async function login(app: App, email: string): Promise<LoginResult> {
  const mint = mints.get(app)
  if (!mint) throw new Error('login() mints sessions for apps made by createTestApp; use signInThroughForm')
  const found = await mint.users.findByEmailWithTenant(email)
  if (!found?.user.passwordHash || found.user.status !== 'ACTIVE')
    throw new Error(`login ${email} failed: no active account with a password`)
  const { user } = found
  // What a sign-in writes besides the session (last login, audit entry), so member lists and audit
  // trails read as they would after the form.
  const pair = await mint.db.transaction(async (tx) => {
    const issued = await mint.auth.startSession(
      { userId: user.id, tenantId: user.tenantId },
      injectedClient,
      tx,
    )
    await mint.users.recordLogin(user.id, new Date(), tx)
    await mint.audit.record(tx, {
      action: 'auth.login',
      tenantId: user.tenantId,
      actorUserId: user.id,
      targetType: 'user',
      targetId: user.id,
      detail: { ip: injectedClient.ip, user_agent: injectedClient.userAgent },
    })
    return issued
  })
  return { accessToken: pair.access_token, refreshToken: pair.refresh_token }
}

/** Signs in through POST /api/auth/login, as the sign-in form does: password check, rate limits, audit. */
export async function signInThroughForm(
  app: App,
  email: string,
  password = demoPassword,
): Promise<LoginResult> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })
  if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`)
  const { data } = response.json() as { data: { access_token: string; refresh_token: string } }
  return { accessToken: data.access_token, refreshToken: data.refresh_token }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** The Authorization header of a minted session for `email`. */
export async function headersFor(app: App, email: string): Promise<Record<string, string>> {
  return bearer((await login(app, email)).accessToken)
}

/** Re-enters the password so the session counts as freshly signed in for five minutes. */
export async function freshen(app: App, headers: Record<string, string>, password = demoPassword) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/fresh-login',
    headers,
    payload: { password },
  })
  if (response.statusCode !== 200) throw new Error(`fresh login failed: ${response.body}`)
}
