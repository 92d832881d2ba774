import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demoPassword, type DemoAccount } from './accounts'
import { blankPath } from './page-pool'
import { pathOf, sidebar, userTypeCookie } from './session'
import { borrowPage } from './test'

export interface SessionTokens {
  access_token: string
  refresh_token: string
}

/** Where the web app keeps its tokens (apps/web/src/lib/session-tokens.ts). */
const sessionStorageKey = 'lumbung.session'
/** Access tokens live five minutes; an API session older than this is replaced rather than refreshed. */
const sessionMaxAgeMs = 4 * 60_000

const sessions = new Map<string, { tokens: Promise<SessionTokens>; startedAt: number }>()

/** Signs in through the API (not the form): a session family of its own. */
export async function newSession(request: APIRequestContext, account: DemoAccount): Promise<SessionTokens> {
  const response = await request.post('/api/auth/login', {
    data: { email: account.email, password: demoPassword },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: SessionTokens }
  return { access_token: data.access_token, refresh_token: data.refresh_token }
}

/**
 * One signed-in session per demo account and worker for calling the API, reused while its access token
 * is fresh. Browsers get sessions of their own (`newSession`): a browser refreshes its tokens, and a
 * refresh token presented a second time ends its whole family.
 */
export function sessionOf(request: APIRequestContext, account: DemoAccount): Promise<SessionTokens> {
  const known = sessions.get(account.email)
  if (known && Date.now() - known.startedAt < sessionMaxAgeMs) return known.tokens
  const tokens = newSession(request, account)
  sessions.set(account.email, { tokens, startedAt: Date.now() })
  tokens.catch(() => sessions.delete(account.email))
  return tokens
}

/**
 * Signs a fresh page in the way the login form leaves it (a new session in local storage, then the
 * app at `path`, '/' being where the form goes), without the form: for journeys about something else.
 * sign-in.spec.ts covers the form itself. The page must be clean (borrowed, or in a new context): its
 * tokens are written beside whatever the origin's storage holds.
 */
export async function openSignedIn(page: Page, account: DemoAccount, path = '/'): Promise<void> {
  const tokens = await newSession(page.request, account)
  // Written from a page of the origin that loads no app (not `setStorageState`, which empties the cache).
  if (pathOf(page) !== blankPath) await page.goto(blankPath)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    sessionStorageKey,
    JSON.stringify(tokens),
  ] as const)
  await page.goto(path)
  await expect(sidebar(page)).toBeVisible()
}

/** A page of its own (a context of its own), signed in as `account` and opened at `path`. */
export async function pageSignedInAs(account: DemoAccount, path: string): Promise<Page> {
  const page = await borrowPage()
  await openSignedIn(page, account, path)
  return page
}

/**
 * A page of its own holding a new session of the account as the login form leaves it (tokens in local
 * storage, the user-type cookie on the consumer side), opened at `path` once the app shell shows.
 */
export async function signedInPage(account: DemoAccount, path: string): Promise<Page> {
  const page = await borrowPage()
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('signedInPage needs a baseURL')
  await page.context().addCookies([{ name: userTypeCookie, value: 'CONSUMER', url: baseURL }])
  await openSignedIn(page, account, path)
  return page
}
