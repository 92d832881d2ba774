import {
  decideRouteAccess,
  freshLoginRequiredCode,
  secondFactorEnrolmentKey,
  secondFactorEnrolmentRequiredCode,
  secondFactorEnrolmentRoutes,
  secondFactorErrorMessages,
  type HttpMethod,
  isActionRoleAllowed,
  type AccessDenial,
  type AccessSubject,
  type ApiAccess,
  type ApplicationRole,
  type UserType,
} from '@lumbung/contract'
import { AppError, forbidden, unauthorized } from './errors'

/** Who is calling: loaded once per request from the access token's session. */
export interface Actor {
  userId: string
  tenantId: string
  sessionId: string
  role: ApplicationRole
  isOperator: boolean
  isConsumer: boolean
  isProvider: boolean
  isUserVerified: boolean
  isCompanyVerified: boolean
  email: string
  fullName: string
  /** Until when the session counts as freshly signed in (password re-entered), or null. */
  freshUntil: Date | null
  /** Signed in without a second factor that is required: only the enrolment calls are open. */
  isSecondFactorPending?: boolean
}

export function accessSubjectOf(actor: Actor): AccessSubject {
  return {
    application_role: actor.role,
    is_consumer: actor.isConsumer,
    is_provider: actor.isProvider,
    user_is_verified: actor.isUserVerified,
    company_is_verified: actor.isCompanyVerified,
  }
}

/** Why a screen is closed, in words the caller can act on; still 403 whatever the reason. */
function screenDenied(actor: Actor, reason: AccessDenial): AppError {
  if (reason === 'unverified') {
    return actor.isCompanyVerified
      ? new AppError('USER_NOT_VERIFIED', 403, 'Please verify your email address first')
      : new AppError('COMPANY_NOT_VERIFIED', 403, 'Your company must be verified first')
  }
  if (reason === 'not-provider') {
    return new AppError('NOT_A_PROVIDER', 403, 'Your company must subscribe as a provider first')
  }
  return new AppError('ROLE_NOT_ALLOWED', 403, 'Your role in the company does not allow this')
}

/**
 * Why a signed-in actor may not call a route with this access rule, or null when it may. The route
 * gate throws it; a service that shows whether an action is open (a disabled button and its reason)
 * asks with the contract's route entry of that action, never with a retyped screen name.
 */
export function accessDenial(
  access: ApiAccess | undefined,
  actor: Actor,
  userType: UserType,
): AppError | null {
  if (!access || access.kind === 'public' || access.kind === 'signed-in') return null
  if (access.kind === 'operator') return actor.isOperator ? null : forbidden()
  // A session never opens a share-token route; the request context checks those before this.
  if (access.kind === 'share-token') return forbidden()
  const decision = decideRouteAccess(accessSubjectOf(actor), access.routeName, access.userType ?? userType)
  if (!decision.allowed) return screenDenied(actor, decision.reason)
  if (!isActionRoleAllowed(access, actor.role)) return screenDenied(actor, 'role')
  return null
}

/** The route gate: the one place a route's access rule from the contract is enforced. */
export function checkRouteAccess(
  access: ApiAccess | undefined,
  actor: Actor | null,
  userType: UserType,
): void {
  if (!access || access.kind === 'public') return
  if (!actor) throw unauthorized()
  const denial = accessDenial(access, actor, userType)
  if (denial) throw denial
}

/**
 * A session of someone who must add a second factor first reaches only the enrolment calls
 * (docs/decisions/0060-second-factor.md); the answer's code tells the web to open the enrolment screen.
 */
export function checkSecondFactorEnrolment(
  access: ApiAccess | undefined,
  actor: Actor | null,
  method: string,
  url: string | undefined,
): void {
  if (!actor?.isSecondFactorPending || url === undefined || !access || access.kind === 'public') return
  if (secondFactorEnrolmentRoutes.has(secondFactorEnrolmentKey({ method: method as HttpMethod, url }))) return
  throw new AppError(secondFactorEnrolmentRequiredCode, 403, secondFactorErrorMessages.enrolmentRequired)
}

const freshLoginRequiredMessage = 'Please enter your password again to continue'

/**
 * Sensitive actions (showing or rotating the tenant key, changing the email, removing storage
 * credentials) need the password re-entered within the last 5 minutes: POST /api/auth/fresh-login.
 */
export function requireFreshLogin(actor: Actor, now: Date = new Date()): Actor {
  if (!actor.freshUntil || actor.freshUntil.getTime() <= now.getTime()) {
    throw new AppError(freshLoginRequiredCode, 403, freshLoginRequiredMessage)
  }
  return actor
}
