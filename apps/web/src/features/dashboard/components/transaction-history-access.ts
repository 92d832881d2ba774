import {
  decideRouteAccess,
  menuFor,
  routeNameOf,
  type AccessSubject,
  type MenuEntry,
  type UserType,
} from '@lumbung/contract'

function hasPath(entries: readonly MenuEntry[], path: string): boolean {
  return entries.some(
    (entry) => entry.path === path || (entry.children ? hasPath(entry.children, path) : false),
  )
}

/**
 * Whether the charts may lead to the side's transaction history: only for a user whose menu offers it
 * and whom the access rules let in, so a click never ends on a refusal.
 */
export function canOpenTransactionHistory(user: AccessSubject, userType: UserType): boolean {
  const path = `/${userType}/billings/transaction-history`
  return (
    hasPath(menuFor(userType, user.application_role), path) &&
    decideRouteAccess(user, routeNameOf(path), userType).allowed
  )
}
