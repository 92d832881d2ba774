import { useMutation, useQueryClient } from '@tanstack/react-query'
import { operatorJobsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { operatorQueryKey } from './operator-query-keys'

export function discardJob(jobId: string) {
  return apiRequest(operatorJobsRoutes.discard, { params: { id: jobId } })
}

export function useDiscardJob() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: [...operatorQueryKey, 'discard-job'],
    mutationFn: discardJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...operatorQueryKey, 'jobs'] }),
  })
}
