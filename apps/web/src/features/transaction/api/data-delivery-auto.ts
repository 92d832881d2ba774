import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dataDeliveryRoutes, type AutoDeliveryBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { dataDeliveryQueryKeys } from './data-delivery-query-keys'

export function saveAutoDelivery(body: AutoDeliveryBody) {
  return apiRequest(dataDeliveryRoutes.autoDelivery, { body })
}

export function useSaveAutoDelivery() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['data-delivery', 'auto-delivery'],
    mutationFn: saveAutoDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataDeliveryQueryKeys.options }),
  })
}
