import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secretShareQueryRoutes, type SecretShareQueryInput } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

export function runSecretShareQuery(body: SecretShareQueryInput) {
  return apiRequest(secretShareQueryRoutes.run, { body })
}

/** Runs one (billed) query; the history is refetched so it shows the new one first. */
export function useRunSecretShareQuery(transactionNo: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['purchased', 'secret-share-run', transactionNo],
    mutationFn: runSecretShareQuery,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: purchasedQueryKeys.secretShareHistoryAll(transactionNo) }),
  })
}
