import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { demoPassword, type DemoAccount } from './accounts'
import { userTypeCookie } from './session'

export interface SessionTokens {
  access_token: string
  refresh_token: string
}

/** Where the web app keeps its tokens (apps/web/src/lib/session-tokens.ts). */
const sessionStorageKey = 'lumbung.session'
/** Access tokens live five minutes; a session older than this is replaced rather than refreshed. */
const sessionMaxAgeMs = 4 * 60_000

const sessions = new Map<string, { tokens: Promise<SessionTokens>; startedAt: number }>()

/**
 * One signed-in session per demo account and worker, reused while its access token is fresh. Journeys
 * that are not about signing in skip the form (sign-in.spec.ts covers it), which saves a password hash
 * and a page load per browser context on a two-core machine.
 */
export function sessionOf(request: APIRequestContext, account: DemoAccount): Promise<SessionTokens> {
  const known = sessions.get(account.email)
  if (known && Date.now() - known.startedAt < sessionMaxAgeMs) return known.tokens
  const tokens = (async () => {
    const response = await request.post('/api/auth/login', {
      data: { email: account.email, password: demoPassword },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { data } = (await response.json()) as { data: SessionTokens }
    return { access_token: data.access_token, refresh_token: data.refresh_token }
  })()
  sessions.set(account.email, { tokens, startedAt: Date.now() })
  tokens.catch(() => sessions.delete(account.email))
  return tokens
}

/**
 * A browser context of its own, holding the account's session as the login form leaves it (tokens in
 * local storage, the user-type cookie), with a page opened at `path` once the app shell shows.
 */
export async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  account: DemoAccount,
  path: string,
): Promise<Page> {
  const tokens = await sessionOf(request, account)
  const origin = new URL(baseURL).origin
  const context = await browser.newContext({
    storageState: {
      cookies: [
        {
          name: userTypeCookie,
          value: 'CONSUMER',
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [{ origin, localStorage: [{ name: sessionStorageKey, value: JSON.stringify(tokens) }] }],
    },
  })
  const page = await context.newPage()
  await page.goto(path)
  await expect(page.getByTestId('sidebar')).toBeVisible()
  return page
}
