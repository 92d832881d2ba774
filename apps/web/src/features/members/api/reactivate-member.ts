import { membersRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useMemberMutation } from './member-mutation'

export function reactivateMember(userId: string) {
  return apiRequest(membersRoutes.activateMember, { params: { user_id: userId } })
}

export function useReactivateMember() {
  return useMemberMutation('reactivate', reactivateMember)
}
