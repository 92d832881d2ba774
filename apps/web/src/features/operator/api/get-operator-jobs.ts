import { queryOptions, useQuery } from '@tanstack/react-query'
import { operatorJobsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

/** The queue screen follows the queue as it moves without anyone reloading it. */
export const jobsRefreshIntervalMs = 10_000

export function operatorJobsQueryOptions() {
  return queryOptions({
    queryKey: [...operatorQueryKey, 'jobs'] as const,
    queryFn: ({ signal }) => apiRequest(operatorJobsRoutes.overview, { signal }),
    refetchInterval: jobsRefreshIntervalMs,
  })
}

export function useOperatorJobs() {
  return useQuery(operatorJobsQueryOptions())
}
