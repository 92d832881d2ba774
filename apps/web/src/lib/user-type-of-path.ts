import { useLocation } from 'react-router'
import type { UserType } from '@lumbung/contract'

/** Screens served on both sides (/consumer/… and /provider/…) act for the side in their path. */
export function userTypeOfPath(pathname: string): UserType {
  return pathname.startsWith('/provider') ? 'provider' : 'consumer'
}

export function useUserTypeOfPath(): UserType {
  return userTypeOfPath(useLocation().pathname)
}
