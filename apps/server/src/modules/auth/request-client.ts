import type { FastifyRequest } from 'fastify'
import type { ClientFacts } from './auth.service'

/** What a session records about the device that opened it. */
export const clientOf = (request: FastifyRequest): ClientFacts => ({
  userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
  ip: request.ip,
})
