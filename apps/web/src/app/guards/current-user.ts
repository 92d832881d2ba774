import type { UserInformation } from '@lumbung/contract'
import { userInformationQueryOptions } from '../../features/auth/api/get-user-information'
import { isApiError } from '../../lib/api-error'
import { queryClient } from '../query-client'

/** The signed-in user from the query cache (fetched once), or null when the session has ended. */
export async function fetchCurrentUser(): Promise<UserInformation | null> {
  try {
    return await queryClient.ensureQueryData(userInformationQueryOptions())
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null
    throw error
  }
}
