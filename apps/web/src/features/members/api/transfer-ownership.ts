import { useMutation, useQueryClient } from '@tanstack/react-query'
import { membersRoutes, type TransferOwnershipBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

export function transferOwnership(body: TransferOwnershipBody) {
  return apiRequest(membersRoutes.transferOwnership, { body })
}

/** Afterwards the signed-in user is an admin: every cached answer (their own role included) is stale. */
export function useTransferOwnership() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['members', 'transfer-ownership'],
    mutationFn: transferOwnership,
    onSuccess: () => queryClient.invalidateQueries(),
  })
}
