import { screens } from '@lumbung/contract'
import { expect, it } from 'vitest'
import { isShownOnPhones } from './phone-pages'

it.each([
  '/email-verification',
  '/email-verification/new-email',
  '/reset-password',
  '/reset-password/',
  '/account-activation',
  '/thank-you/signup',
  '/thank-you/verification',
])('shows %s on a phone', (path) => {
  expect(isShownOnPhones(path)).toBe(true)
})

it.each(['/', '/login', '/signup', '/consumer', '/my-account/account', '/operator/tenants', '/thank-you'])(
  'keeps %s behind the small-screen warning',
  (path) => {
    expect(isShownOnPhones(path)).toBe(false)
  },
)

it('names only public screens, so nothing signed-in ever escapes the warning', () => {
  const phoneScreens = screens.filter((screen) => isShownOnPhones(screen.path))
  expect(phoneScreens.length).toBeGreaterThanOrEqual(9)
  expect(phoneScreens.every((screen) => screen.shell === 'public')).toBe(true)
})
