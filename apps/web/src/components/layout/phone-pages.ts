/**
 * Pages people open from mail, often on a phone: they render at any width, while the rest of the app
 * sits behind the small-screen warning (docs/decisions/0039-small-screens.md).
 */
const pagesOpenedFromMail = [
  '/email-verification',
  '/email-verification/new-email',
  '/reset-password',
  '/account-activation',
]
const thankYouPrefix = '/thank-you/'

export function isShownOnPhones(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return pagesOpenedFromMail.includes(path) || path.startsWith(thankYouPrefix)
}
