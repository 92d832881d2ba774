import {
  menuFor,
  operatorMenuFor,
  sidebarMenus,
  type MenuEntry,
  type UserInformation,
  type UserType,
} from '@lumbung/contract'

export interface ShellMenus {
  operator: readonly MenuEntry[]
  main: readonly MenuEntry[]
  hasUserTypeSwitch: boolean
}

const accountPath = '/my-account/account'

/**
 * What the sidebar offers. Operators run the platform rather than a company that buys or sells, so
 * their shell has the console and their own account only: no consumer or provider side, no billing.
 */
export function shellMenusFor(
  user: Pick<UserInformation, 'is_operator' | 'application_role'>,
  activeUserType: UserType,
): ShellMenus {
  if (user.is_operator) {
    const account = sidebarMenus.consumer.filter((entry) => entry.path === accountPath)
    return { operator: operatorMenuFor(user), main: account, hasUserTypeSwitch: false }
  }
  return { operator: [], main: menuFor(activeUserType, user.application_role), hasUserTypeSwitch: true }
}
