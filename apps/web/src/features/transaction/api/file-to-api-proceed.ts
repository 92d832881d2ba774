import { useMutation, useQueryClient } from '@tanstack/react-query'
import { fileToApiRoutes, type ProceedFileToApiBody } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { fileToApiQueryKeys } from './file-to-api-query-keys'

export function proceedFileToApi(body: ProceedFileToApiBody) {
  return apiRequest(fileToApiRoutes.proceed, { body })
}

/** A dry run of the first rows (is_dry_run), or a run of the whole file; a started run joins the list. */
export function useProceedFileToApi() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['file-to-api', 'proceed'],
    mutationFn: proceedFileToApi,
    onSuccess: async (result) => {
      if (result.job) await queryClient.invalidateQueries({ queryKey: fileToApiQueryKeys.all })
    },
  })
}
