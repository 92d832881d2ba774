import { defineRoute } from '../common/routes'
import { emptyData, okResult } from '../common/result'
import { operatorFailedJob, operatorJobIdParams, operatorJobsOverview } from './operator-jobs.schemas'

const tags = ['operator']
const operatorOnly = { access: { kind: 'operator' } } as const
const base = '/api/operator/jobs'

/** The operator console's view of the job queue: depth, age and failures per queue, and dead letters. */
export const operatorJobsRoutes = {
  overview: defineRoute({
    method: 'GET',
    url: base,
    schema: {
      tags,
      summary: 'Every queue with its depth, oldest wait and failures, and the jobs that failed',
      response: { 200: okResult(operatorJobsOverview) },
    },
    config: operatorOnly,
  }),
  retry: defineRoute({
    method: 'POST',
    url: `${base}/:id/retry`,
    schema: {
      tags,
      summary: 'Run a failed job again now, with fresh attempts when it had failed for good',
      params: operatorJobIdParams,
      response: { 200: okResult(operatorFailedJob) },
    },
    config: operatorOnly,
  }),
  discard: defineRoute({
    method: 'DELETE',
    url: `${base}/:id`,
    schema: {
      tags,
      summary: 'Remove a job that failed for good',
      params: operatorJobIdParams,
      response: { 200: okResult(emptyData) },
    },
    config: operatorOnly,
  }),
} as const
