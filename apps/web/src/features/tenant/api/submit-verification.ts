import { useMutation, useQueryClient } from '@tanstack/react-query'
import { companyDocumentFields, tenantRoutes, type CompanyDocumentKind } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { tenantQueryKeys } from './tenant-query-keys'

export type DocumentSelection = Partial<Record<CompanyDocumentKind, File | null>>

export function submitVerification(documents: DocumentSelection) {
  const body = new FormData()
  for (const [kind, file] of Object.entries(documents) as [CompanyDocumentKind, File | null][]) {
    if (file) body.append(companyDocumentFields[kind], file)
  }
  return apiRequest(tenantRoutes.verify, { body })
}

export function useSubmitVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['tenant', 'verify'],
    mutationFn: submitVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tenantQueryKeys.all }),
  })
}
