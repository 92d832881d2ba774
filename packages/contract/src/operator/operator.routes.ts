import { defineRoute } from '../common/routes'
import { listOf, okResult } from '../common/result'
import {
  operatorIdParams,
  operatorRejectTenantBody,
  operatorTenantDetail,
  operatorTenantListQuery,
  operatorTenantSummary,
  operatorUserListQuery,
  operatorUserSummary,
} from './operator.schemas'

const tags = ['operator']
const operatorOnly = { access: { kind: 'operator' } } as const

/**
 * The operator console: platform staff verify companies and manage every user
 * (docs/product.md#operator-console).
 */
export const operatorRoutes = {
  listTenants: defineRoute({
    method: 'GET',
    url: '/api/operator/tenants',
    schema: {
      tags,
      summary: 'Every tenant with its verification status; pending ones first',
      querystring: operatorTenantListQuery,
      response: { 200: okResult(listOf(operatorTenantSummary)) },
    },
    config: operatorOnly,
  }),
  tenantDetail: defineRoute({
    method: 'GET',
    url: '/api/operator/tenants/:id',
    schema: {
      tags,
      summary: 'A tenant with its users and verification documents',
      params: operatorIdParams,
      response: { 200: okResult(operatorTenantDetail) },
    },
    config: operatorOnly,
  }),
  approveTenant: defineRoute({
    method: 'PUT',
    url: '/api/operator/tenants/:id/approve',
    schema: {
      tags,
      summary: "Approve a tenant's verification; its owner and admins are mailed",
      params: operatorIdParams,
      response: { 200: okResult(operatorTenantDetail) },
    },
    config: operatorOnly,
  }),
  rejectTenant: defineRoute({
    method: 'PUT',
    url: '/api/operator/tenants/:id/reject',
    schema: {
      tags,
      summary: "Reject a tenant's verification with a reason; its owner and admins are mailed",
      params: operatorIdParams,
      body: operatorRejectTenantBody,
      response: { 200: okResult(operatorTenantDetail) },
    },
    config: operatorOnly,
  }),
  listUsers: defineRoute({
    method: 'GET',
    url: '/api/operator/users',
    schema: {
      tags,
      summary: 'Every user of every tenant',
      querystring: operatorUserListQuery,
      response: { 200: okResult(listOf(operatorUserSummary)) },
    },
    config: operatorOnly,
  }),
  deactivateUser: defineRoute({
    method: 'PUT',
    url: '/api/operator/users/:id/deactivate',
    schema: {
      tags,
      summary: 'Deactivate a user; their sessions end at once',
      params: operatorIdParams,
      response: { 200: okResult(operatorUserSummary) },
    },
    config: operatorOnly,
  }),
  reactivateUser: defineRoute({
    method: 'PUT',
    url: '/api/operator/users/:id/reactivate',
    schema: {
      tags,
      summary: 'Let a deactivated user sign in again',
      params: operatorIdParams,
      response: { 200: okResult(operatorUserSummary) },
    },
    config: operatorOnly,
  }),
} as const
