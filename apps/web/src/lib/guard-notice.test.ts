import { describe, expect, it } from 'vitest'
import { clearGuardNotice, guardNotice, isNoticeFor, setGuardNotice } from './guard-notice'

describe('the notice of a guard that turned the user back', () => {
  const notice = { message: 'Verify your company to open Purchased Data', landingPath: '/my-account' }

  it('belongs to its landing screen and the tab it forwards to, nowhere else', () => {
    expect(isNoticeFor(notice, '/my-account')).toBe(true)
    expect(isNoticeFor(notice, '/my-account/account')).toBe(true)
    expect(isNoticeFor(notice, '/my-accountant')).toBe(false)
    expect(isNoticeFor(notice, '/consumer')).toBe(false)
  })

  it('is kept until cleared', () => {
    setGuardNotice(notice)
    expect(guardNotice()).toEqual(notice)
    clearGuardNotice()
    expect(guardNotice()).toBeNull()
  })
})
