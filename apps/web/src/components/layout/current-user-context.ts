import { createContext, useContext } from 'react'
import type { UserInformation, UserType } from '@lumbung/contract'

export interface CurrentUser {
  user: UserInformation
  /** The side the app is showing: from the route, else the userType cookie. */
  activeUserType: UserType
}

export const CurrentUserContext = createContext<CurrentUser | null>(null)

/** The signed-in user inside the app shell. */
export function useCurrentUser(): CurrentUser {
  const value = useContext(CurrentUserContext)
  if (!value) throw new Error('useCurrentUser is used outside the app shell')
  return value
}
