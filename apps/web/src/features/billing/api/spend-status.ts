import { queryOptions, useQuery } from '@tanstack/react-query'
import { spendCapRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { billingQueryKeys } from './billing-query-keys'

/** The spend caps whose 80 % or 100 % threshold this month's spend reached. */
export function spendStatusQueryOptions() {
  return queryOptions({
    queryKey: billingQueryKeys.spendStatus,
    queryFn: ({ signal }) => apiRequest(spendCapRoutes.spendStatus, { signal }),
    // The check runs on the server every minute; a minute-old answer says the same.
    staleTime: 60_000,
  })
}

export function useSpendStatus({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...spendStatusQueryOptions(), enabled: isEnabled })
}
