import { membersRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useMemberMutation } from './member-mutation'

export function resendInvitation(userId: string) {
  return apiRequest(membersRoutes.resendInvitation, { body: { user_id: userId } })
}

export function useResendInvitation() {
  return useMemberMutation('resend-invitation', resendInvitation)
}
