import { useMutation, useQueryClient } from '@tanstack/react-query'
import { tenantRoutes, type ProviderSubscriptionBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export function subscribeProvider(body: ProviderSubscriptionBody) {
  return apiRequest(tenantRoutes.subscribeProvider, { body })
}

export function useSubscribeProvider() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['tenant', 'subscribe-provider'],
    mutationFn: subscribeProvider,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(tenantQueryKeys.subscription, subscription)
      // The provider side now shows in the user-type switch and the menus. The mutation ends only once
      // the signed-in user is read again: a click on the provider side straight after subscribing would
      // otherwise meet the guard's old answer and be sent away.
      await queryClient.invalidateQueries({ queryKey: ['auth', 'user-information'] })
    },
  })
}
