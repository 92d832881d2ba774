import type { UserType } from '@lumbung/contract'
import { setUserTypeCookie } from './cookies'

/** Switching sides starts the app afresh on that side's dashboard, with the user read anew. */
export function switchUserType(userType: UserType) {
  setUserTypeCookie(userType)
  window.location.assign(`/${userType}`)
}
