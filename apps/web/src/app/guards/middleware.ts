import {
  decideRouteAccess,
  effectiveUserType,
  isEnumValue,
  operatorMenu,
  routeNameOf,
  type AccessDenial,
  type AccessSubject,
  type UserType,
} from '@lumbung/contract'
import { notFoundMessage } from '../../components/errors/not-found-screen'
import { HttpError } from '../../lib/http-error'
import type { RouteHandle } from '../../lib/route-handle'
import { loginPathFor } from '../../lib/safe-redirect'

/** The guards a route can ask for in its handle, run in the order listed. */
export const middlewareNames = ['auth', 'verified', 'provider', 'role', 'operator'] as const
export type MiddlewareName = (typeof middlewareNames)[number]

export type { RouteHandle }

/** The signed-in user as the guards see them: the access facts plus the platform-operator flag. */
export type GuardSubject = AccessSubject & { is_operator?: boolean }

export interface GuardContext {
  user: GuardSubject | null
  routeName: string
  /** The user type the cookie asks for; shared screens are judged by it. */
  cookieUserType: UserType
  /** Path and query the user was opening, remembered through sign-in. */
  returnTo: string
}

export type GuardOutcome = { allowed: true } | { allowed: false; redirectTo: string }

export const unknownMiddlewareMessage = 'Unknown middleware'

export function isMiddlewareName(name: string): name is MiddlewareName {
  return isEnumValue(middlewareNames, name)
}

/** A route that names a guard nobody wrote is a programming error: answer 500, never let it through. */
export function assertKnownMiddleware(names: readonly string[]): asserts names is readonly MiddlewareName[] {
  if (!names.every(isMiddlewareName)) throw new HttpError(500, unknownMiddlewareMessage)
}

const verifiedSubject = (user: AccessSubject): AccessSubject => ({
  ...user,
  user_is_verified: true,
  company_is_verified: true,
})

/**
 * Each guard asks the contract's one access decision about its own rule only, so a route that lists
 * fewer guards is judged by exactly those.
 */
function denialOf(
  name: Exclude<MiddlewareName, 'auth' | 'operator'>,
  user: AccessSubject,
  context: GuardContext,
) {
  const subjects: Record<typeof name, { subject: AccessSubject; reason: AccessDenial }> = {
    verified: { subject: user, reason: 'unverified' },
    provider: { subject: verifiedSubject(user), reason: 'not-provider' },
    role: { subject: { ...verifiedSubject(user), is_provider: true }, reason: 'role' },
  }
  const { subject, reason } = subjects[name]
  const decision = decideRouteAccess(subject, context.routeName, context.cookieUserType)
  return !decision.allowed && decision.reason === reason ? decision.redirectTo : undefined
}

export function evaluateMiddleware(names: readonly string[], context: GuardContext): GuardOutcome {
  assertKnownMiddleware(names)
  for (const name of names) {
    if (name === 'auth') {
      if (!context.user) return { allowed: false, redirectTo: loginPathFor(context.returnTo) }
      continue
    }
    if (!context.user) continue
    if (name === 'operator') {
      // The console does not exist for anybody else: the same page as a mistyped address.
      if (!context.user.is_operator) throw new HttpError(404, notFoundMessage)
      continue
    }
    const redirectTo = denialOf(name, context.user, context)
    if (redirectTo) return { allowed: false, redirectTo }
  }
  return { allowed: true }
}

/** The guards of a signed-in screen: provider screens also need the provider side. */
export function middlewareFor(routeName: string): MiddlewareName[] {
  const isProviderScreen = routeName === 'provider' || routeName.startsWith('provider-')
  return isProviderScreen ? ['auth', 'verified', 'provider', 'role'] : ['auth', 'verified', 'role']
}

/**
 * The operator console's guards. Operators belong to the platform's own tenant, outside the tenant
 * access tables, so only the sign-in and the operator flag decide.
 */
export const operatorMiddleware: readonly MiddlewareName[] = ['auth', 'operator']

/** A route named consumer… or provider… selects that side; the answer is what the cookie should hold. */
export function userTypeToRemember(
  routeName: string,
  cookieUserType: UserType | undefined,
): UserType | undefined {
  const routeType = routeName.split('-')[0]
  if (routeType !== 'consumer' && routeType !== 'provider') return undefined
  return routeType === cookieUserType ? undefined : routeType
}

/**
 * Where `/` sends a signed-in user: an operator to the console's first screen, anybody else to the
 * dashboard of the side the cookie remembers (if the user has it). A dashboard the access rules keep
 * closed (an unverified company's) is skipped for the screen its guard would send them to, so signing
 * in does not read as a refusal.
 */
export function homePathFor(user: GuardSubject, cookie: UserType | undefined) {
  const consoleHome = operatorMenu[0]?.path
  if (user.is_operator && consoleHome) return consoleHome
  const userType = effectiveUserType(user, cookie)
  const dashboard = `/${userType}`
  const decision = decideRouteAccess(user, routeNameOf(dashboard), userType)
  return decision.allowed ? dashboard : decision.redirectTo
}
