import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { demoPassword, type DemoAccount } from './accounts'
import { sidebar, userTypeCookie } from './session'

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

/** What the login form leaves in the browser: the token pair in local storage. */
function signedInState(baseURL: string, tokens: SessionTokens) {
  return {
    origin: new URL(baseURL).origin,
    localStorage: [{ name: sessionStorageKey, value: JSON.stringify(tokens) }],
  }
}

/**
 * Signs a fresh page in the way the login form leaves it (a new session in local storage, then the
 * app at `path`, '/' being where the form goes), without the form: for journeys about something else.
 * sign-in.spec.ts covers the form itself. The page's context must not be in use yet: its storage is
 * replaced.
 */
export async function openSignedIn(page: Page, account: DemoAccount, path = '/'): Promise<void> {
  const baseURL = test.info().project.use.baseURL
  if (!baseURL) throw new Error('openSignedIn needs a baseURL')
  const tokens = await newSession(page.request, account)
  await page.context().setStorageState({ cookies: [], origins: [signedInState(baseURL, tokens)] })
  await page.goto(path)
  await expect(sidebar(page)).toBeVisible()
}

/** A page in a browser context of its own, signed in as `account` and opened at `path`. */
export async function pageSignedInAs(browser: Browser, account: DemoAccount, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await openSignedIn(page, account, path)
  return page
}

/**
 * A browser context of its own, holding a new session of the account as the login form leaves it
 * (tokens in local storage, the user-type cookie), with a page opened at `path` once the app shell shows.
 */
export async function signedInPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  account: DemoAccount,
  path: string,
): Promise<Page> {
  const tokens = await newSession(request, account)
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
      origins: [signedInState(baseURL, tokens)],
    },
  })
  const page = await context.newPage()
  await page.goto(path)
  await expect(page.getByTestId('sidebar')).toBeVisible()
  return page
}
