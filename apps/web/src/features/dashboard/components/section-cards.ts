import {
  decideRouteAccess,
  menuFor,
  routeNameOf,
  type AccessSubject,
  type MenuEntry,
  type UserType,
} from '@lumbung/contract'
import { translateIn } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'

export interface SectionCard {
  label: string
  path: string
  description: string
  entry: MenuEntry
}

type DashboardKey = keyof typeof dashboardTexts.en

/** What a section is for, in the page's language; a section new to the texts has none. */
function descriptionOf(path: string): string {
  const key = `section.${path}`
  return key in dashboardTexts.en ? translateIn(dashboardTexts, key as DashboardKey) : ''
}

function leavesOf(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? leavesOf(entry.children) : [entry]))
}

/**
 * The sections a user can open from the landing page: the menu the role sees, without the dashboard
 * itself, and only where the access rules let them in.
 */
export function sectionCardsFor(user: AccessSubject, userType: UserType): SectionCard[] {
  return leavesOf(menuFor(userType, user.application_role)).flatMap((entry) => {
    if (!entry.path || entry.path === `/${userType}`) return []
    if (!decideRouteAccess(user, routeNameOf(entry.path), userType).allowed) return []
    return [{ label: entry.label, path: entry.path, description: descriptionOf(entry.path), entry }]
  })
}
