import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorJobsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function retryJob(jobId: string) {
  return apiRequest(operatorJobsRoutes.retry, { params: { id: jobId } })
}

export function useRetryJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...operatorQueryKey, 'retry-job'],
    mutationFn: retryJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...operatorQueryKey, 'jobs'] }),
  })
}
