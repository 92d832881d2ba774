import {
  decideRouteAccess,
  freshLoginRequiredCode,
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

export function requireActor(actor: Actor | null | undefined): Actor {
  if (!actor) throw unauthorized()
  return actor
}

export function requireOperator(actor: Actor | null | undefined): Actor {
  const signedIn = requireActor(actor)
  if (!signedIn.isOperator) throw forbidden()
  return signedIn
}

/** Superadmin passes every role check inside its own tenant (docs/product.md#role-table). */
export function requireRole(actor: Actor | null | undefined, ...roles: ApplicationRole[]): Actor {
  const signedIn = requireActor(actor)
  if (signedIn.role !== 'superadmin' && !roles.includes(signedIn.role)) throw forbidden()
  return signedIn
}

export function requireVerified(actor: Actor | null | undefined): Actor {
  const signedIn = requireActor(actor)
  if (!signedIn.isUserVerified || !signedIn.isCompanyVerified) throw forbidden()
  return signedIn
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

/** The same decision the web guards make for the screen a call serves (docs/product.md#access). */
export function requireScreen(actor: Actor | null | undefined, routeName: string, userType: UserType): Actor {
  const signedIn = requireActor(actor)
  const decision = decideRouteAccess(accessSubjectOf(signedIn), routeName, userType)
  if (!decision.allowed) throw screenDenied(signedIn, decision.reason)
  return signedIn
}

/** A tenant-scoped record may only be touched by its own tenant (operators see every tenant). */
export function requireSameTenant(actor: Actor, tenantId: string): void {
  if (!actor.isOperator && actor.tenantId !== tenantId) throw forbidden()
}

export function checkRouteAccess(
  access: ApiAccess | undefined,
  actor: Actor | null,
  userType: UserType,
): void {
  if (!access || access.kind === 'public') return
  if (access.kind === 'signed-in') requireActor(actor)
  else if (access.kind === 'operator') requireOperator(actor)
  else requireScreen(actor, access.routeName, access.userType ?? userType)
}

export const freshLoginRequiredMessage = 'Please enter your password again to continue'

/**
 * Sensitive actions (showing or rotating the tenant key, changing the email, removing storage
 * credentials) need the password re-entered within the last 5 minutes: POST /api/auth/fresh-login.
 */
export function requireFreshLogin(actor: Actor | null | undefined, now: Date = new Date()): Actor {
  const signedIn = requireActor(actor)
  if (!signedIn.freshUntil || signedIn.freshUntil.getTime() <= now.getTime()) {
    throw new AppError(freshLoginRequiredCode, 403, freshLoginRequiredMessage)
  }
  return signedIn
}
