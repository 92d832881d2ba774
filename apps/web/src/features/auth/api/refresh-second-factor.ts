import type { QueryClient } from '@tanstack/react-query'
import { userInformationQueryKey } from './get-user-information'
import { secondFactorStatusQueryKey } from './get-second-factor-status'

/** After a factor changed: the status, and the signed-in user (who may no longer be held to enrolment). */
export async function refreshSecondFactor(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: secondFactorStatusQueryKey }),
    queryClient.invalidateQueries({ queryKey: userInformationQueryKey }),
  ])
}
