import type { Jobs } from './jobs.service'

export {
  createJobs,
  PermanentJobError,
  retryDelaySeconds,
  type EnqueueOptions,
  type JobHandler,
  type JobInfo,
  type Jobs,
  type JobsOptions,
  type WorkOptions,
} from './jobs.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue: main.ts starts its poller; tests run it with `drain()`. */
    jobs: Jobs
  }
}
