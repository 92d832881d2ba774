import { describe, expect, it } from 'vitest'
import { HttpError } from '../../lib/http-error'
import { evaluateMiddleware, operatorMiddleware, type GuardContext, type GuardSubject } from './middleware'

const operator: GuardSubject = {
  application_role: 'superadmin',
  is_consumer: true,
  is_provider: false,
  user_is_verified: true,
  company_is_verified: true,
  is_operator: true,
}
const companyOwner: GuardSubject = { ...operator, is_provider: true, is_operator: false }

const context = (user: GuardSubject | null, returnTo = '/operator/tenants'): GuardContext => ({
  user,
  routeName: 'operator-tenants',
  cookieUserType: 'consumer',
  returnTo,
})

describe('the operator guard', () => {
  it('lets an operator into the console', () => {
    expect(evaluateMiddleware(operatorMiddleware, context(operator))).toEqual({ allowed: true })
  })

  it('answers anybody else with the not-found page, the owner of a company included', () => {
    const run = () => evaluateMiddleware(operatorMiddleware, context(companyOwner))
    expect(run).toThrow(HttpError)
    expect(run).toThrow('This page could not be found')
    try {
      run()
    } catch (error) {
      expect((error as HttpError).status).toBe(404)
    }
    expect(() =>
      evaluateMiddleware(operatorMiddleware, context({ ...companyOwner, is_operator: undefined })),
    ).toThrow('This page could not be found')
  })

  it('sends a signed-out visitor to sign in first, remembering the console page', () => {
    expect(evaluateMiddleware(operatorMiddleware, context(null, '/operator/users?page=2'))).toEqual({
      allowed: false,
      redirectTo: '/login?redirect=%2Foperator%2Fusers%3Fpage%3D2',
    })
  })
})
