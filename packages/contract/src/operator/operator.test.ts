import { describe, expect, it } from 'vitest'
import { operatorMenuFor } from '../access/menu'
import { routeNameOf, screens } from '../access/screens'
import { fieldErrors } from '../common/validation'
import { operatorRejectTenantBody, operatorUserListQuery } from './operator.schemas'
import { operatorBillingRoutes } from '../billing/billing-operator.routes'
import { operatorJobsRoutes } from './operator-jobs.routes'
import { operatorRoutes } from './operator.routes'
import { auditRoutes } from '../audit/audit.routes'

describe('operator console screens and menu', () => {
  it('registers the console screens in their own shell, outside the tenant access tables', () => {
    const console = screens.filter((screen) => screen.shell === 'operator')
    expect(console.map((screen) => routeNameOf(screen.path))).toEqual([
      'operator-tenants',
      'operator-tenants-id',
      'operator-users',
      'operator-data-needs',
      'operator-data-needs-id',
      'operator-billing',
      'operator-jobs',
      'operator-audit-log',
    ])
  })

  it('shows the operator menu to operators only', () => {
    expect(operatorMenuFor({ is_operator: true }).map((entry) => entry.path)).toEqual([
      '/operator/tenants',
      '/operator/users',
      '/operator/data-needs',
      '/operator/billing',
      '/operator/jobs',
      '/operator/audit-log',
    ])
    expect(operatorMenuFor({ is_operator: false })).toEqual([])
  })

  it('puts every operator call under /api/operator for operators only', () => {
    for (const route of [
      ...Object.values(operatorRoutes),
      ...Object.values(operatorBillingRoutes),
      ...Object.values(operatorJobsRoutes),
      auditRoutes.operatorList,
      auditRoutes.operatorExport,
    ]) {
      expect(route.url).toMatch(/^\/api\/operator\//)
      expect(route.config.access).toEqual({ kind: 'operator' })
    }
  })
})

describe('operatorRejectTenantBody', () => {
  it.each([
    [{}, 'Reason can not be empty'],
    [{ reason: '   ' }, 'Reason can not be empty'],
    [{ reason: 'x'.repeat(501) }, 'Reason may not be greater than 500 characters'],
  ])('refuses %j with its validation message', (body, message) => {
    const result = operatorRejectTenantBody.safeParse(body)
    expect(result.success).toBe(false)
    if (!result.success) expect(fieldErrors(result.error).reason).toBe(message)
  })

  it('keeps a trimmed reason', () => {
    expect(operatorRejectTenantBody.parse({ reason: '  Unreadable scan ' })).toEqual({
      reason: 'Unreadable scan',
    })
  })
})

describe('operatorUserListQuery', () => {
  it('reads the operator filter from the query text and pages from 1 by 10', () => {
    expect(operatorUserListQuery.parse({ is_operator: 'false' })).toEqual({
      page: 1,
      limit: 10,
      is_operator: false,
    })
    expect(operatorUserListQuery.safeParse({ is_operator: 'yes' }).success).toBe(false)
  })
})
