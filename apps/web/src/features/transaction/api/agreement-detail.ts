import { queryOptions, useQuery } from '@tanstack/react-query'
import { agreementRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'

/** One version of the standard data access agreement; without a version, the current one. */
export function agreementQueryOptions(version: string | undefined) {
  return queryOptions({
    queryKey: ['agreement', version ?? 'current'] as const,
    queryFn: ({ signal }) =>
      version
        ? apiRequest(agreementRoutes.version, { params: { version }, signal })
        : apiRequest(agreementRoutes.current, { signal }),
    // A published version never changes.
    staleTime: Infinity,
  })
}

export function useAgreement(version: string | undefined) {
  return useQuery(agreementQueryOptions(version))
}
