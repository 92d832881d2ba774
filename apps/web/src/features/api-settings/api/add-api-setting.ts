import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSettingsRoutes, type ApiSettingBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { apiSettingsQueryKeys, invalidateApiSettingLists } from './api-settings-query-keys'

export interface AddApiSettingInput {
  body: ApiSettingBody
  isDraft: boolean
}

export function addApiSetting({ body, isDraft }: AddApiSettingInput) {
  return apiRequest(apiSettingsRoutes.add, { body, query: { draft: isDraft ? 'true' : 'false' } })
}

export function useAddApiSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['api-settings', 'add'],
    mutationFn: addApiSetting,
    onSuccess: async (setting) => {
      queryClient.setQueryData(apiSettingsQueryKeys.detail(setting.id), setting)
      await invalidateApiSettingLists(queryClient)
    },
  })
}
