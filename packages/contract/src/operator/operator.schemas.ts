import { z } from 'zod'
import { applicationRoles, tenantVerificationStatuses, userStatuses } from '../common/enums'
import { messages } from '../common/messages'
import { paginationQuery } from '../common/result'
import { rules } from '../common/validation'
import { verificationSubmission } from '../tenant/tenant.schemas'

/** Query strings carry booleans as text; anything but 'true' or 'false' is left out. */
const booleanFilter = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'))

const searchFilter = z.string().trim().max(200).optional()

export const operatorTenantListQuery = paginationQuery.extend({
  search: searchFilter,
  verification_status: z.enum(tenantVerificationStatuses).optional(),
})
export type OperatorTenantListQuery = z.input<typeof operatorTenantListQuery>

export const operatorTenantSummary = z.object({
  id: z.string(),
  legal_name: z.string(),
  brand_name: z.string().nullable(),
  verification_status: z.enum(tenantVerificationStatuses),
  is_consumer: z.boolean(),
  is_provider: z.boolean(),
  /** The platform's own tenant, where the operators belong. */
  is_platform: z.boolean(),
  total_users: z.number().int().nonnegative(),
  created_date: z.string(),
})
export type OperatorTenantSummary = z.infer<typeof operatorTenantSummary>

export const operatorTenantUser = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  application_role: z.enum(applicationRoles),
  status: z.enum(userStatuses),
  is_operator: z.boolean(),
  user_is_verified: z.boolean(),
  created_date: z.string(),
})
export type OperatorTenantUser = z.infer<typeof operatorTenantUser>

export const operatorTenantDetail = operatorTenantSummary.extend({
  industry: z.string().nullable(),
  company_size: z.string().nullable(),
  address: z.string().nullable(),
  /** The company's tax number as digits (`formatNpwp` writes it with its dots), null until given. */
  npwp: z.string().nullable(),
  users: z.array(operatorTenantUser),
  /** The latest submission of company documents, with the reviewer's decision and reason once given. */
  verification: verificationSubmission.nullable(),
})
export type OperatorTenantDetail = z.infer<typeof operatorTenantDetail>

export const operatorIdParams = z.object({ id: z.uuid() })

export const reasonMaxLength = 500

export const operatorRejectTenantBody = z.object({
  reason: rules.required('Reason').max(reasonMaxLength, { error: messages.max('Reason', reasonMaxLength) }),
})
export type OperatorRejectTenantBody = z.infer<typeof operatorRejectTenantBody>

export const operatorUserListQuery = paginationQuery.extend({
  search: searchFilter,
  status: z.enum(userStatuses).optional(),
  application_role: z.enum(applicationRoles).optional(),
  is_operator: booleanFilter,
  tenant_id: z.uuid().optional(),
})
export type OperatorUserListQuery = z.input<typeof operatorUserListQuery>

export const operatorUserSummary = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  tenant_id: z.string(),
  tenant_name: z.string(),
  application_role: z.enum(applicationRoles),
  status: z.enum(userStatuses),
  is_operator: z.boolean(),
  user_is_verified: z.boolean(),
  last_login_date: z.string().nullable(),
  created_date: z.string(),
})
export type OperatorUserSummary = z.infer<typeof operatorUserSummary>
