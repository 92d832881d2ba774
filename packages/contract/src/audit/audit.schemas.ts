import { z } from 'zod'
import { paginationQuery } from '../common/result'
import { auditActions, auditOutcomes } from './audit-actions'
import { auditErrorMessages } from './audit.messages'

/** A calendar day `YYYY-MM-DD` in Asia/Jakarta, bounding the trail. */
const calendarDay = z
  .string()
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: auditErrorMessages.dayInvalid })

/** The trail's filters; the export takes the same ones without the page. */
export const auditLogFilters = z.object({
  action: z.enum(auditActions).optional(),
  user_id: z.uuid().optional(),
  outcome: z.enum(auditOutcomes).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
})
export type AuditLogFilters = z.input<typeof auditLogFilters>

export const auditLogQuery = paginationQuery.extend(auditLogFilters.shape)
export type AuditLogQuery = z.input<typeof auditLogQuery>

/** The operators' view adds the company (every company when left out). */
export const operatorAuditLogFilters = auditLogFilters.extend({ tenant_id: z.uuid().optional() })
export type OperatorAuditLogFilters = z.input<typeof operatorAuditLogFilters>
export const operatorAuditLogQuery = paginationQuery.extend(operatorAuditLogFilters.shape)
export type OperatorAuditLogQuery = z.input<typeof operatorAuditLogQuery>

const detailValue = z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.string())])

export const auditLogEntry = z.object({
  id: z.string(),
  action: z.string(),
  outcome: z.enum(auditOutcomes),
  tenant_id: z.string().nullable(),
  tenant_name: z.string().nullable(),
  actor_user_id: z.string().nullable(),
  /** The person's name when it happened; a later change of name does not rewrite the trail. */
  actor_name: z.string().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** The person an event was about (a refused sign-in to their account), by their current name. */
  target_name: z.string().nullable(),
  /** A few facts about the event, never a secret. */
  detail: z.record(z.string(), detailValue),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** How many times the event happened in its ten minutes (refusals and repeated reads are counted). */
  count: z.number().int().positive(),
  created_date: z.string(),
  last_date: z.string(),
})
export type AuditLogEntry = z.infer<typeof auditLogEntry>

/** Who appears in a company's trail, for the user filter. */
export const auditLogPerson = z.object({ id: z.string(), full_name: z.string() })
export type AuditLogPerson = z.infer<typeof auditLogPerson>
