import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UserInformation } from '@lumbung/contract'
import { tenantDetailQueryOptions } from '../api/get-tenant-detail'

// The auth feature's key for the signed-in user (features do not import each other).
const userInformationKey = ['auth', 'user-information'] as const
const reviewPollMs = 60_000

/**
 * The company as the checklist reads it. While the review runs it is read again every minute, and once
 * it says VERIFIED the signed-in user is read anew, so the screens open without signing in again.
 */
export function useVerificationProgress(user: Pick<UserInformation, 'company_is_verified'>) {
  const queryClient = useQueryClient()
  const company = useQuery({
    ...tenantDetailQueryOptions(),
    refetchInterval: (query) => (query.state.data?.verification_status === 'PENDING' ? reviewPollMs : false),
  })
  const status = company.data?.verification_status
  useEffect(() => {
    if (status === 'VERIFIED' && !user.company_is_verified) {
      void queryClient.invalidateQueries({ queryKey: userInformationKey })
    }
  }, [status, user.company_is_verified, queryClient])
  return company
}
