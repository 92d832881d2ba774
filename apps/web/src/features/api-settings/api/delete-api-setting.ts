import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSettingsRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { apiSettingsQueryKeys, invalidateApiSettingLists } from './api-settings-query-keys'

export function deleteApiSetting(id: string) {
  return apiRequest(apiSettingsRoutes.delete, { params: { id } })
}

export function useDeleteApiSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['api-settings', 'delete'],
    mutationFn: deleteApiSetting,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: apiSettingsQueryKeys.detail(id) })
      await invalidateApiSettingLists(queryClient)
    },
  })
}
