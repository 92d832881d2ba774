import { z } from 'zod'
import { listOf, okResult } from '../common/result'
import { defineRoute } from '../common/routes'
import {
  auditLogEntry,
  auditLogFilters,
  auditLogPerson,
  auditLogQuery,
  operatorAuditLogFilters,
  operatorAuditLogQuery,
} from './audit.schemas'

const tags = ['audit']

/**
 * The company's audit trail is the owner's alone (an empty role list in the role table); the trail of
 * every company is for operators (docs/decisions/0061-audit-trail.md).
 */
export const auditLogAccess = { kind: 'screen', routeName: 'my-account-audit-log' } as const
const operatorOnly = { access: { kind: 'operator' } } as const

export const auditRoutes = {
  tenantList: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/audit-log',
    schema: {
      tags,
      summary: "The company's audit trail, newest first (filters: action, user, outcome, from/to day)",
      querystring: auditLogQuery,
      response: { 200: okResult(listOf(auditLogEntry)) },
    },
    config: { access: auditLogAccess },
  }),
  tenantExport: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/audit-log/export',
    schema: {
      tags,
      summary: "The company's audit trail with the same filters as CSV",
      querystring: auditLogFilters,
      response: { 200: z.unknown() },
    },
    config: { access: auditLogAccess },
  }),
  tenantPeople: defineRoute({
    method: 'GET',
    url: '/api/auth/tenant/audit-log/people',
    schema: {
      tags,
      summary: "The people who appear in the company's trail, for its user filter",
      response: { 200: okResult(listOf(auditLogPerson)) },
    },
    config: { access: auditLogAccess },
  }),
  operatorList: defineRoute({
    method: 'GET',
    url: '/api/operator/audit-log',
    schema: {
      tags,
      summary: "Every company's audit trail, newest first (filters: company, action, user, outcome, days)",
      querystring: operatorAuditLogQuery,
      response: { 200: okResult(listOf(auditLogEntry)) },
    },
    config: operatorOnly,
  }),
  operatorExport: defineRoute({
    method: 'GET',
    url: '/api/operator/audit-log/export',
    schema: {
      tags,
      summary: "Every company's audit trail with the same filters as CSV",
      querystring: operatorAuditLogFilters,
      response: { 200: z.unknown() },
    },
    config: operatorOnly,
  }),
} as const
