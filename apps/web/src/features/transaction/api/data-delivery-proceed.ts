import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dataDeliveryRoutes, type ProceedDataDeliveryBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataDeliveryQueryKeys } from './data-delivery-query-keys'

export function proceedDataDelivery(body: ProceedDataDeliveryBody) {
  return apiRequest(dataDeliveryRoutes.proceed, { body })
}

export function useProceedDataDelivery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['data-delivery', 'proceed'],
    mutationFn: proceedDataDelivery,
    onSuccess: async (delivery) => {
      queryClient.setQueryData(dataDeliveryQueryKeys.detail(delivery.id), delivery)
      await queryClient.invalidateQueries({ queryKey: dataDeliveryQueryKeys.lists })
    },
  })
}
