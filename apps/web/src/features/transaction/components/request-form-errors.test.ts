import { afterEach, describe, expect, it } from 'vitest'
import { purchaseAccessErrorMessages } from '@lumbung/contract'
import { ApiError } from '../../../lib/api-error'
import { loadValidationTexts } from '../../../lib/i18n/use-validation-message'
import { setLanguage } from '../../../lib/i18n/i18n'
import { conflictMessageOf, isConflict, requestFormErrorsOf } from './request-form-errors'

describe('request form errors', () => {
  it('puts field problems on their fields without repeating them above the form', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'Reason can not be empty', {
      reason: 'Reason can not be empty',
    })
    expect(requestFormErrorsOf(error)).toEqual({
      fieldErrors: { reason: 'Reason can not be empty' },
      message: null,
    })
  })

  it('shows a refusal that concerns no field above the form', () => {
    const error = new ApiError(403, 'COMPANY_NOT_VERIFIED', 'Your company is not verified')
    expect(requestFormErrorsOf(error)).toEqual({ fieldErrors: {}, message: 'Your company is not verified' })
  })

  it('recognises a request someone else decided first', () => {
    expect(isConflict(new ApiError(409, 'REQUEST_NOT_WAITING', 'Already decided'))).toBe(true)
    expect(isConflict(new ApiError(404, 'NOT_FOUND', 'Not found'))).toBe(false)
    expect(isConflict(new Error('offline'))).toBe(false)
  })
})

describe('the message after a conflict', () => {
  afterEach(() => setLanguage('en', { isChoice: false }))

  it('gives the server’s reason and says the screen was reloaded', () => {
    expect(
      conflictMessageOf(new ApiError(409, 'REQUEST_NOT_WAITING', 'The request is already approved')),
    ).toBe('The request is already approved. The screen now shows the request as it stands.')
  })

  it('says it all in Indonesian on a page in Indonesian', async () => {
    await loadValidationTexts()
    setLanguage('id', { isChoice: false })
    expect(conflictMessageOf(new ApiError(409, 'ACCESS_CHANGED', purchaseAccessErrorMessages.changed))).toBe(
      'Akses ke pembelian ini sementara itu sudah diubah oleh orang lain; muat ulang lalu coba lagi. Layar kini menampilkan permintaan sesuai keadaan terbarunya.',
    )
  })
})
