import { redirect, type LoaderFunctionArgs } from 'react-router'
import { accessDenialNotice, effectiveUserType, type UserInformation } from '@lumbung/contract'
import { getUserTypeCookie, setUserTypeCookie } from '../../lib/cookies'
import { setGuardNotice } from '../../lib/guard-notice'
import { lazyModule } from '../../lib/lazy-import'
import { redirectParam, safeRedirectTarget } from '../../lib/safe-redirect'
import { hasSession } from '../../lib/session-tokens'
import { evaluateMiddleware, homePathFor, userTypeToRemember, type RouteHandle } from './middleware'

// Loaded on first need, so the signed-out first load carries no query library.
const currentUserModule = lazyModule(() => import('./current-user'))

/** The signed-in user, or null when there is no session or it has ended. */
export async function loadCurrentUser(): Promise<UserInformation | null> {
  if (!hasSession()) return null
  const { fetchCurrentUser } = await currentUserModule()
  return fetchCurrentUser()
}

const secondFactorEnrolmentRoute = 'my-account-security'

function returnToOf(request: Request): string {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** The section a guard sends the user to: /my-account forwards to its first tab, so both count. */
function landingPathOf(redirectTo: string): string {
  const path = redirectTo.split('?')[0] ?? redirectTo
  return path.startsWith('/my-account') ? '/my-account' : path
}

/** Runs the route's middleware before its screen loads, redirecting as the access rules decide. */
export function createGuardLoader(handle: RouteHandle) {
  return async ({ request }: LoaderFunctionArgs) => {
    const needsUser = handle.middleware.length > 0
    const user = needsUser ? await loadCurrentUser() : null
    const cookie = getUserTypeCookie()
    const cookieUserType = user ? effectiveUserType(user, cookie) : (cookie ?? 'consumer')
    // A sign-in held to adding a second factor reaches only the screen that adds one (decision 0060).
    if (user?.second_factor_enrolment_required && handle.routeName !== secondFactorEnrolmentRoute) {
      throw redirect('/my-account/security')
    }
    const outcome = evaluateMiddleware(handle.middleware, {
      user,
      routeName: handle.routeName,
      cookieUserType,
      returnTo: returnToOf(request),
    })
    if (!outcome.allowed) {
      // A signed-in user turned back is told why on the screen they land on, instead of landing silently.
      const message = user ? accessDenialNotice(user, handle.routeName, cookieUserType) : null
      setGuardNotice(message ? { message, landingPath: landingPathOf(outcome.redirectTo) } : null)
      throw redirect(outcome.redirectTo)
    }
    const remembered = user ? userTypeToRemember(handle.routeName, cookie) : undefined
    if (remembered) setUserTypeCookie(remembered)
    return null
  }
}

/** `/` has no screen of its own: a signed-in user lands on the side the cookie remembers. */
export function createHomeLoader(handle: RouteHandle) {
  const guard = createGuardLoader(handle)
  return async (args: LoaderFunctionArgs) => {
    await guard(args)
    const user = await loadCurrentUser()
    throw redirect(user ? homePathFor(user, getUserTypeCookie()) : '/login')
  }
}

/** Someone already signed in who opens /login goes where they were heading. */
export function createLoginLoader() {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!hasSession()) return null
    try {
      const user = await loadCurrentUser()
      if (!user) return null
    } catch {
      return null
    }
    throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get(redirectParam)))
  }
}
