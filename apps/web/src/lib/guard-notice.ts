import { useSyncExternalStore } from 'react'

/**
 * Why the route guards last turned the user back: the screen they asked for and where they were sent.
 * Kept in memory rather than in the address, so the landing address stays the one the access rules
 * name and a reload (or a shared link) does not repeat an old refusal.
 */
export interface GuardNotice {
  message: string
  /** The landing path; the notice belongs to it and to its sub-pages. */
  landingPath: string
}

let current: GuardNotice | null = null
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function setGuardNotice(notice: GuardNotice | null) {
  current = notice
  emit()
}

export function clearGuardNotice() {
  if (current) setGuardNotice(null)
}

export function guardNotice(): GuardNotice | null {
  return current
}

/** A guard's notice is read on its landing screen (or a sub-page the landing itself forwards to). */
export function isNoticeFor(notice: GuardNotice, pathname: string): boolean {
  return pathname === notice.landingPath || pathname.startsWith(`${notice.landingPath}/`)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useGuardNotice(): GuardNotice | null {
  return useSyncExternalStore(subscribe, guardNotice, guardNotice)
}
