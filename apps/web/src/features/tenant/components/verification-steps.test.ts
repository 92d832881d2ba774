import { describe, expect, it } from 'vitest'
import type { TenantDetail } from '@lumbung/contract'
import { missingCompanyFields, stepsDone, verificationStepsOf } from './verification-steps'

const complete: TenantDetail = {
  id: 't1',
  legal_name: 'PT Arunika Data',
  brand_name: 'Arunika',
  industry: 'INFORMATION_TECHNOLOGY',
  company_size: 'SIZE_1_10',
  address: 'Jl. Gatot Subroto No. 38, Jakarta',
  province_code: '31',
  province_name: 'Daerah Khusus Ibukota Jakarta',
  district_code: '31.74',
  district_name: 'Kota Administrasi Jakarta Selatan',
  subdistrict_code: '31.74.03',
  subdistrict_name: 'Mampang Prapatan',
  phone_number: '81234500077',
  website: null,
  short_description: null,
  description: null,
  npwp: null,
  npwp_address: null,
  logo_url: null,
  verification_status: 'UNVERIFIED',
  is_verified: false,
  verification: null,
  can_edit: true,
  can_submit_verification: true,
  is_consumer: true,
  is_provider: false,
}

const submission = (status: 'PENDING' | 'REJECTED', reason: string | null = null) => ({
  id: 's1',
  status,
  submitted_at: '2026-01-05T03:00:00.000Z',
  submitted_by: 'u1',
  reviewed_at: status === 'REJECTED' ? '2026-01-06T03:00:00.000Z' : null,
  reason,
  documents: [],
})

const statesOf = (steps: ReturnType<typeof verificationStepsOf>) =>
  Object.fromEntries(steps.map((step) => [step.key, step.state]))

describe('the get-verified checklist', () => {
  it('lists what a fresh signup still lacks, each with where to do it', () => {
    const fresh = {
      ...complete,
      brand_name: null,
      province_code: null,
      district_code: null,
      subdistrict_code: null,
    }
    const steps = verificationStepsOf({ user_is_verified: true }, fresh)
    expect(statesOf(steps)).toEqual({ email: 'done', details: 'open', documents: 'open', review: 'open' })
    const details = steps.find((step) => step.key === 'details')!
    expect(details.detail).toBe('Still missing: brand name, province, district and sub-district.')
    expect(details.link?.to).toBe('/my-account/company-info#company-details')
    expect(steps.find((step) => step.key === 'documents')!.link?.to).toBe(
      '/my-account/company-info#company-verification',
    )
    expect(stepsDone(steps)).toBe(1)
  })

  it('asks for the email first when it is not confirmed', () => {
    const steps = verificationStepsOf({ user_is_verified: false }, complete)
    expect(steps[0]).toMatchObject({ key: 'email', state: 'open', link: { to: '/my-account/account' } })
  })

  it('waits while the documents are reviewed', () => {
    const steps = verificationStepsOf(
      { user_is_verified: true },
      { ...complete, verification_status: 'PENDING', verification: submission('PENDING') },
    )
    expect(statesOf(steps)).toEqual({ email: 'done', details: 'done', documents: 'done', review: 'waiting' })
  })

  it('shows the reviewer’s reason after a rejection and asks for the documents again', () => {
    const steps = verificationStepsOf(
      { user_is_verified: true },
      {
        ...complete,
        verification_status: 'REJECTED',
        verification: submission('REJECTED', 'The NIB is unreadable'),
      },
    )
    expect(statesOf(steps)).toMatchObject({ documents: 'open', review: 'failed' })
    expect(steps.find((step) => step.key === 'review')!.detail).toBe('Rejected: The NIB is unreadable')
  })

  it('tells a member who does the company steps', () => {
    const steps = verificationStepsOf(
      { user_is_verified: true },
      { ...complete, brand_name: '', can_edit: false },
    )
    expect(steps.find((step) => step.key === 'details')!.detail).toContain(
      'The company owner or an admin does this.',
    )
  })

  it('finds nothing missing on a complete profile', () => {
    expect(missingCompanyFields(complete)).toEqual([])
    expect(missingCompanyFields({ ...complete, phone_number: null })).toEqual(['phone number'])
  })
})
