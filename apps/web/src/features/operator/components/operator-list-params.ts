import {
  applicationRoles,
  enumValueOrNull,
  operatorErrorMessages,
  tenantVerificationStatuses,
  userStatuses,
  type ApplicationRole,
  type TenantVerificationStatus,
  type UserStatus,
} from '@lumbung/contract'

export const operatorPageSize = 10

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page > 0 ? page : 1
}

function searchOf(params: URLSearchParams): string | undefined {
  return params.get('search')?.trim() || undefined
}

export interface TenantListParams {
  page: number
  limit: number
  search?: string
  verification_status?: TenantVerificationStatus
}

/** The tenants list lives in the address, so a reload or the back button keeps the operator's place. */
export function tenantListParamsOf(params: URLSearchParams): TenantListParams {
  const status = enumValueOrNull(tenantVerificationStatuses, params.get('verification_status'))
  const search = searchOf(params)
  return {
    page: pageOf(params),
    limit: operatorPageSize,
    ...(search ? { search } : {}),
    ...(status ? { verification_status: status } : {}),
  }
}

export interface UserListParams {
  page: number
  limit: number
  search?: string
  status?: UserStatus
  application_role?: ApplicationRole
  is_operator?: 'true' | 'false'
}

export function userListParamsOf(params: URLSearchParams): UserListParams {
  const status = enumValueOrNull(userStatuses, params.get('status'))
  const role = enumValueOrNull(applicationRoles, params.get('application_role'))
  const isOperator = enumValueOrNull(['true', 'false'] as const, params.get('is_operator'))
  const search = searchOf(params)
  return {
    page: pageOf(params),
    limit: operatorPageSize,
    ...(search ? { search } : {}),
    ...(status ? { status } : {}),
    ...(role ? { application_role: role } : {}),
    ...(isOperator ? { is_operator: isOperator } : {}),
  }
}

/** A changed filter starts again on page 1; an emptied one leaves the address. */
export function withFilter(params: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value) next.set(name, value)
  else next.delete(name)
  if (name !== 'page') next.delete('page')
  return next
}

export interface ManagedUser {
  id: string
  status: UserStatus
  is_operator: boolean
  application_role: ApplicationRole
}

/** Operators never deactivate themselves or another operator from the console. */
export function canDeactivate(user: ManagedUser, currentUserId: string): boolean {
  return user.id !== currentUserId && !user.is_operator && user.status !== 'DEACTIVATED'
}

/**
 * Why the server would refuse to deactivate this user, said before the operator tries: a company's owner
 * stays until ownership moves to someone else. Null when nothing stands in the way.
 */
export function deactivationRefusalOf(user: ManagedUser): string | null {
  return user.application_role === 'superadmin' ? operatorErrorMessages.ownerCannotBeDeactivated : null
}

export function canReactivate(user: ManagedUser): boolean {
  return user.status === 'DEACTIVATED'
}
