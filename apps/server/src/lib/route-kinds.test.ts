import { describe, expect, it } from 'vitest'
import { isBackendPath, routeAccessProblem } from './route-kinds'

describe('the kind of a route decides how its caller is known', () => {
  it('refuses a sharing route without an access rule, as an API route', () => {
    expect(routeAccessProblem('/delta-sharing/shares', undefined)).toMatch(/no access rule/)
    expect(routeAccessProblem('/api/anything', undefined)).toMatch(/no access rule/)
    expect(routeAccessProblem('/api/docs/json', undefined)).toBeNull()
  })

  it('keeps share tokens under the sharing prefix and sessions out of it', () => {
    expect(routeAccessProblem('/api/shares', { kind: 'share-token' })).toMatch(/outside \/delta-sharing/)
    expect(routeAccessProblem('/delta-sharing/shares', { kind: 'signed-in' })).toMatch(/never a session/)
    expect(routeAccessProblem('/delta-sharing/shares', { kind: 'share-token' })).toBeNull()
    expect(routeAccessProblem('/delta-sharing/files/x', { kind: 'public' })).toBeNull()
  })

  it('treats the sharing server as the backend, never as a page of the web app', () => {
    expect(isBackendPath('/delta-sharing/shares?maxResults=1')).toBe(true)
    expect(isBackendPath('/delta-sharing')).toBe(true)
    expect(isBackendPath('/consumer/my-transaction/purchased-data')).toBe(false)
  })
})
