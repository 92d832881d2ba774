import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiSettingsRoutes, type UpdateApiSettingBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { apiSettingsQueryKeys, invalidateApiSettingLists } from './api-settings-query-keys'

export interface UpdateApiSettingInput {
  body: UpdateApiSettingBody
  isDraft: boolean
}

export function updateApiSetting({ body, isDraft }: UpdateApiSettingInput) {
  return apiRequest(apiSettingsRoutes.update, { body, query: { draft: isDraft ? 'true' : 'false' } })
}

export function useUpdateApiSetting() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['api-settings', 'update'],
    mutationFn: updateApiSetting,
    onSuccess: async (setting) => {
      queryClient.setQueryData(apiSettingsQueryKeys.detail(setting.id), setting)
      await invalidateApiSettingLists(queryClient)
    },
  })
}
