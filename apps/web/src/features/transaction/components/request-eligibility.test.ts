import { describe, expect, it } from 'vitest'
import { marketplaceRequestBlockMessages } from '@lumbung/contract'
import { requestBlockOf } from './request-eligibility'

const id = '5d0c6f43-3f7e-4b59-9a6b-2f0f2d1f6a11'
const blocked = (code: keyof typeof marketplaceRequestBlockMessages) => ({
  id,
  can_request: false,
  request_blocked_reason: { code, message: marketplaceRequestBlockMessages[code] },
})

describe('why a product cannot be requested', () => {
  it('shows the form when the server allows the request', () => {
    expect(requestBlockOf({ id, can_request: true, request_blocked_reason: null })).toBeNull()
  })

  it('tells a member that only admins can request, in the server’s words', () => {
    const notice = requestBlockOf(blocked('NOT_ADMIN'))
    expect(notice?.title).toBe(marketplaceRequestBlockMessages.NOT_ADMIN)
    expect(notice?.explanation).toMatch(/admins or its owner/)
    expect(notice?.next).toBeNull()
  })

  it('sends an unverified company to its company info', () => {
    expect(requestBlockOf(blocked('COMPANY_NOT_VERIFIED'))?.next?.to).toBe('/my-account/company-info')
  })

  it('sends a provider to its own product instead', () => {
    expect(requestBlockOf(blocked('OWN_PRODUCT'))?.next?.to).toBe(`/provider/my-products/detail/${id}`)
  })

  it('still refuses when the server gives no reason', () => {
    expect(requestBlockOf({ id, can_request: false, request_blocked_reason: null })?.title).toBe(
      'This product cannot be requested from your account',
    )
  })
})
