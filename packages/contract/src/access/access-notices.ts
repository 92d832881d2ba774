import type { UserType } from '../common/enums'
import { sidebarMenus, type MenuEntry } from './menu'
import {
  decideRouteAccess,
  deciding,
  routeRoleTable,
  userTypeOfRoute,
  type AccessSubject,
} from './route-access'
import { routeNameOf, screens } from './screens'

/**
 * Why a screen stays closed, in words a user reads (docs/decisions/0037-onboarding.md). The sidebar shows
 * it beside a closed entry and the landing screen shows it after a guard turned the user back, so both
 * say the same thing, built from the same access decision.
 */

function labelsOf(entries: readonly MenuEntry[]): [string, string][] {
  return entries.flatMap((entry) => [
    ...(entry.path ? [[routeNameOf(entry.path), entry.label] as [string, string]] : []),
    ...labelsOf(entry.children ?? []),
  ])
}

/** A screen's name as the user knows it: its menu label where it has one, else its title. */
const screenNames = new Map<string, string>([
  ...screens.map((screen) => [routeNameOf(screen.path), screen.title] as [string, string]),
  ...labelsOf(sidebarMenus.consumer),
  ...labelsOf(sidebarMenus.provider),
])

export function screenNameOf(routeName: string): string {
  return screenNames.get(routeName) ?? 'this page'
}

function rolesAllowedText(routeName: string, userType: UserType): string {
  const entry = deciding(routeName, userType)
  const roles = entry === undefined ? [] : (routeRoleTable[userType][entry] ?? [])
  if (roles.includes('member')) return 'Members, admins and the company owner'
  if (roles.includes('admin')) return 'Admins and the company owner'
  return 'Only the company owner'
}

/**
 * The sentence that explains why `routeName` is closed to the subject, or null when it is open.
 * Unverified users hear about their email first, as nothing else can be done before it.
 */
export function accessDenialNotice(
  subject: AccessSubject,
  routeName: string,
  cookieUserType: UserType = 'consumer',
): string | null {
  const decision = decideRouteAccess(subject, routeName, cookieUserType)
  if (decision.allowed) return null
  const name = screenNameOf(routeName)
  if (decision.reason === 'unverified') {
    return subject.user_is_verified
      ? `Verify your company to open ${name}`
      : `Verify your email to open ${name}`
  }
  if (decision.reason === 'not-provider') return `Subscribe as a provider to open ${name}`
  const allowed = rolesAllowedText(routeName, userTypeOfRoute(routeName, cookieUserType))
  return `${allowed} can open ${name}`
}
