import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountRoutes, type VerifyInformationFields } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { userDetailQueryKey } from './get-user-detail'

export function useVerifyInformation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['auth', 'verify-information'] as const,
    mutationFn: ({ fields, file }: { fields: VerifyInformationFields; file: File }) => {
      const body = new FormData()
      body.append('national_id_number', fields.national_id_number)
      body.append('employee_position', fields.employee_position)
      body.append('file', file)
      return apiRequest(accountRoutes.verifyInformation, { body })
    },
    onSuccess: (detail) => queryClient.setQueryData(userDetailQueryKey, detail),
  })
}
