import { useMutation, useQueryClient } from '@tanstack/react-query'
import { secretShareQueryRoutes, type SecretShareQueryInput } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { purchasedQueryKeys } from './purchased-query-keys'

export function runSecretShareQuery(body: SecretShareQueryInput) {
  return apiRequest(secretShareQueryRoutes.run, { body })
}

/** Runs one (billed) query; the history is refetched so it shows the new one first, and the budget left. */
export function useRunSecretShareQuery(transactionNo: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['purchased', 'secret-share-run', transactionNo],
    mutationFn: runSecretShareQuery,
    // A query spends the privacy budget, which the options carry; a refused one may find it changed too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: purchasedQueryKeys.secretShareHistoryAll(transactionNo) }),
        queryClient.invalidateQueries({ queryKey: purchasedQueryKeys.secretShareOptions(transactionNo) }),
      ]),
  })
}
