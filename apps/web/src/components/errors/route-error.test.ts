import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { HttpError } from '../../lib/http-error'
import { routeErrorView } from './route-error'

describe('routeErrorView', () => {
  it('shows the not-found page for a 404 answer from the router', () => {
    expect(
      routeErrorView({ status: 404, statusText: 'Not Found', data: 'no route', internal: true }),
    ).toEqual({
      kind: 'not-found',
    })
  })

  it("shows the 500 screen with 'Unknown middleware'", () => {
    expect(routeErrorView(new HttpError(500, 'Unknown middleware'))).toEqual({
      kind: 'server',
      status: 500,
      message: 'Unknown middleware',
    })
  })

  it('keeps the status and message of a server failure', () => {
    expect(routeErrorView(new ApiError(503, 'UNAVAILABLE', 'Database is down'))).toEqual({
      kind: 'server',
      status: 503,
      message: 'Database is down',
    })
  })

  it("shows the error's message, or 'Something went wrong'", () => {
    expect(routeErrorView(new Error('Failed to fetch dynamically imported module'))).toEqual({
      kind: 'generic',
      message: 'Failed to fetch dynamically imported module',
    })
    expect(routeErrorView('boom')).toEqual({ kind: 'generic', message: 'Something went wrong' })
    expect(routeErrorView(new Error(''))).toEqual({ kind: 'generic', message: 'Something went wrong' })
  })
})
