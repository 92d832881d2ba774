import { membersRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useMemberMutation } from './member-mutation'

export function deactivateMember(userId: string) {
  return apiRequest(membersRoutes.deactivateMember, { params: { user_id: userId } })
}

export function useDeactivateMember() {
  return useMemberMutation('deactivate', deactivateMember)
}
