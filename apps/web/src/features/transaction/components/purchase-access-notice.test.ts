import { afterEach, describe, expect, it } from 'vitest'
import { setLanguage } from '../../../lib/i18n/i18n'
import { accessNoticeOf, purchaseStandingOf } from './purchase-access-notice'

const changedAt = '2026-11-20T03:15:00Z'
// 03:15 UTC is 10:15 in Jakarta, where every time is shown.
const when = '20 Nov 2026, 10:15 WIB'

describe('purchaseStandingOf', () => {
  it('shows a suspended or revoked purchase as such, never as plainly active', () => {
    expect(purchaseStandingOf({ status: 'APPROVED', access_status: 'ACTIVE' })).toBe('APPROVED')
    expect(purchaseStandingOf({ status: 'APPROVED', access_status: 'SUSPENDED' })).toBe('SUSPENDED')
    expect(purchaseStandingOf({ status: 'APPROVED', access_status: 'REVOKED' })).toBe('REVOKED')
  })

  it('lets a revocation outrank an ended period, and an ended period outrank a suspension', () => {
    expect(purchaseStandingOf({ status: 'EXPIRED', access_status: 'REVOKED' })).toBe('REVOKED')
    expect(purchaseStandingOf({ status: 'EXPIRED', access_status: 'SUSPENDED' })).toBe('EXPIRED')
    expect(purchaseStandingOf({ status: 'EXPIRED', access_status: 'ACTIVE' })).toBe('EXPIRED')
  })
})

describe('accessNoticeOf', () => {
  it('tells the buyer who suspended it, when and why', () => {
    const notice = accessNoticeOf(
      { access_status: 'SUSPENDED', access_reason: 'Usage under review', access_changed_at: changedAt },
      'consumer',
    )
    expect(notice).toMatchObject({
      color: 'orange',
      title: 'Access suspended',
      message: `Access suspended by the provider on ${when}: Usage under review`,
    })
    expect(notice?.hint).toMatch(/until the provider resumes it/)
  })

  it('tells the provider what it did, in its own words', () => {
    const notice = accessNoticeOf(
      {
        access_status: 'REVOKED',
        access_reason: 'Resold against the agreement',
        access_changed_at: changedAt,
      },
      'provider',
    )
    expect(notice).toMatchObject({
      color: 'red',
      message: `Access revoked on ${when}: Resold against the agreement`,
      hint: 'Revoking is final: the buyer would have to request the product again.',
    })
  })

  it('says when access was resumed, with the note if there is one, and nothing when it never changed', () => {
    expect(
      accessNoticeOf(
        { access_status: 'ACTIVE', access_reason: null, access_changed_at: changedAt },
        'consumer',
      ),
    ).toMatchObject({ title: 'Access resumed', message: `Access resumed by the provider on ${when}` })
    expect(
      accessNoticeOf({ access_status: 'ACTIVE', access_reason: null, access_changed_at: null }, 'consumer'),
    ).toBeNull()
  })
})

describe('accessNoticeOf on an Indonesian page', () => {
  afterEach(() => setLanguage('en', { isChoice: false }))

  it('writes the notice and its date in Bahasa Indonesia', () => {
    setLanguage('id', { isChoice: false })
    const notice = accessNoticeOf(
      { access_status: 'REVOKED', access_reason: null, access_changed_at: '2026-12-01T03:15:00Z' },
      'consumer',
    )
    expect(notice).toMatchObject({
      title: 'Akses dicabut',
      message: 'Akses dicabut oleh penyedia pada 1 Des 2026, 10:15 WIB',
    })
  })
})
