import { z } from 'zod'
import { defineRoute } from '../common/routes'
import { emptyData, okResult } from '../common/result'
import { authAddresses } from './auth.addresses'
import { loginBody, refreshTokenBody, tokenPair, userInformation } from './auth.schemas'
import { loginResult } from './second-factor.schemas'

const tags = ['auth']

export const authRoutes = {
  login: defineRoute({
    ...authAddresses.login,
    schema: {
      tags,
      summary:
        'Sign in with email and password: the token pair, or for a user with a second factor the token of the second step',
      body: loginBody,
      response: { 200: okResult(loginResult) },
    },
  }),
  refreshToken: defineRoute({
    ...authAddresses.refreshToken,
    schema: {
      tags,
      summary: 'Exchange a refresh token for a new pair; the old one is rotated out',
      body: refreshTokenBody,
      response: { 200: okResult(tokenPair) },
    },
  }),
  logout: defineRoute({
    method: 'DELETE',
    url: '/api/auth/logout',
    schema: { tags, summary: 'End the current session', response: { 200: okResult(emptyData) } },
    config: { access: { kind: 'signed-in' } },
  }),
  userInformation: defineRoute({
    method: 'GET',
    url: '/api/auth/user/information',
    schema: { tags, summary: 'The signed-in user', response: { 200: okResult(userInformation) } },
    config: { access: { kind: 'signed-in' } },
  }),
} as const

export const healthRoute = defineRoute({
  method: 'GET',
  url: '/api/health',
  schema: {
    tags: ['health'],
    summary: 'Liveness with a database round trip',
    response: { 200: okResult(z.object({ database: z.literal('up'), uptime_seconds: z.number() })) },
  },
  config: { access: { kind: 'public' } },
})

/** The process answers: no database round trip, so a slow database never gets an instance restarted. */
export const healthLiveRoute = defineRoute({
  method: 'GET',
  url: '/api/health/live',
  schema: {
    tags: ['health'],
    summary: 'Liveness: the process answers',
    response: { 200: okResult(z.object({ uptime_seconds: z.number() })) },
  },
  config: { access: { kind: 'public' } },
})

/** Ready for traffic: the database answers and the instance is not shutting down. */
export const healthReadyRoute = defineRoute({
  method: 'GET',
  url: '/api/health/ready',
  schema: {
    tags: ['health'],
    summary: 'Readiness: the database answers and the instance is not draining',
    response: { 200: okResult(z.object({ database: z.literal('up'), uptime_seconds: z.number() })) },
  },
  config: { access: { kind: 'public' } },
})
