import { operatorJobsRoutes, operatorMessages } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../db/database'
import type { Audit } from '../../lib/audit'
import { ok } from '../../lib/result'
import { createJobsOperatorService, type JobsOperatorService } from './jobs-operator.service'
import type { Jobs } from './jobs.service'

export type { ScheduledPayload, ScheduleOptions } from './job-scheduler'

export {
  createJobs,
  PermanentJobError,
  retryDelaySeconds,
  type EnqueueOptions,
  type JobHandler,
  type JobInfo,
  type Jobs,
  type JobsOptions,
  type SingletonEnqueueOptions,
  type WorkOptions,
} from './jobs.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: main.ts starts its poller; tests run it with `drain()`. */
    jobs: Jobs
  }
}

export function createJobsOperatorServices({ db, audit }: { db: Database; audit: Audit }) {
  return { jobs: createJobsOperatorService({ db, audit }) }
}

/** The operator's queue screen (contract access 'operator'). */
export const jobsOperatorModule: FastifyPluginAsyncZod<{ jobs: JobsOperatorService }> = async (
  app,
  { jobs },
) => {
  app.route({
    ...operatorJobsRoutes.overview,
    handler: async (request) => ok(await jobs.overview(request.actor)),
  })
  app.route({
    ...operatorJobsRoutes.retry,
    handler: async (request) =>
      ok(await jobs.retry(request.actor, request.params.id), operatorMessages.jobRequeued),
  })
  app.route({
    ...operatorJobsRoutes.discard,
    handler: async (request) => {
      await jobs.discard(request.actor, request.params.id)
      return ok(null, operatorMessages.jobDiscarded)
    },
  })
}
