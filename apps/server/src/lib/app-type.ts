import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** The app as its modules see it: Fastify with the zod type provider. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type App = FastifyInstance<any, any, any, FastifyBaseLogger, ZodTypeProvider>
