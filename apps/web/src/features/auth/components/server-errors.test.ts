import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-error'
import { serverErrorsOf } from './server-errors'

describe('serverErrorsOf', () => {
  it('puts a validation failure under its field only', () => {
    const error = new ApiError(422, 'VALIDATION_ERROR', 'Email is not valid', { email: 'Email is not valid' })
    expect(serverErrorsOf(error)).toEqual({ fieldErrors: { email: 'Email is not valid' }, message: null })
  })

  it('shows any other failure above the form', () => {
    const error = new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts, please try again in 1 minute')
    expect(serverErrorsOf(error)).toEqual({
      fieldErrors: {},
      message: 'Too many attempts, please try again in 1 minute',
    })
  })

  it('falls back to the generic message for network trouble without text', () => {
    expect(serverErrorsOf(new Error(''))).toEqual({ fieldErrors: {}, message: 'Something went wrong' })
    expect(serverErrorsOf(null)).toEqual({ fieldErrors: {}, message: null })
  })
})
