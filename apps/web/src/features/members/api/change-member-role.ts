import { membersRoutes, type InvitableRole } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { useMemberMutation } from './member-mutation'

export interface ChangeMemberRoleInput {
  userId: string
  role: InvitableRole
}

export function changeMemberRole({ userId, role }: ChangeMemberRoleInput) {
  return apiRequest(membersRoutes.changeRole, {
    params: { user_id: userId },
    body: { application_role: role },
  })
}

export function useChangeMemberRole() {
  return useMemberMutation('change-role', changeMemberRole)
}
