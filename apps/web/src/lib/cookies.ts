import { isEnumValue, limits, userTypes, type UserType } from '@lumbung/contract'

const oneYearSeconds = 365 * 24 * 60 * 60

/** Reads one cookie from a `document.cookie` string. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=')
    if (separator === -1) continue
    if (part.slice(0, separator).trim() !== name) continue
    const value = part.slice(separator + 1).trim()
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return undefined
}

export function userTypeCookieValue(userType: UserType): string {
  return userType.toUpperCase()
}

/** Whether the page was served over HTTPS, where the cookie must never travel in clear. */
function isServedOverHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:'
}

/** SameSite=Lax always; Secure over HTTPS (a plain-HTTP page, e.g. local development, cannot set it). */
const attributes = (isSecure: boolean) => `Path=/; SameSite=Lax${isSecure ? '; Secure' : ''}`

/** The Set-Cookie text for the user-type choice: remembered a year, sent on top-level navigations. */
export function userTypeCookie(userType: UserType, isSecure = isServedOverHttps()): string {
  return `${limits.userTypeCookie}=${userTypeCookieValue(userType)}; Max-Age=${oneYearSeconds}; ${attributes(isSecure)}`
}

export function expiredUserTypeCookie(isSecure = isServedOverHttps()): string {
  return `${limits.userTypeCookie}=; Max-Age=0; ${attributes(isSecure)}`
}

/** The cookie's user type, or undefined when it is missing or holds something else. */
export function parseUserType(value: string | undefined): UserType | undefined {
  const normalised = value?.trim().toLowerCase()
  return isEnumValue(userTypes, normalised) ? normalised : undefined
}

export function getUserTypeCookie(): UserType | undefined {
  if (typeof document === 'undefined') return undefined
  return parseUserType(readCookie(document.cookie, limits.userTypeCookie))
}

export function setUserTypeCookie(userType: UserType): void {
  document.cookie = userTypeCookie(userType)
}

export function clearUserTypeCookie(): void {
  document.cookie = expiredUserTypeCookie()
}
