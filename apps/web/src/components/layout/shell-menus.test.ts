import { describe, expect, it } from 'vitest'
import { shellMenusFor } from './shell-menus'

const labelsOf = (entries: readonly { label: string }[]) => entries.map((entry) => entry.label)

describe('the menus of the shell', () => {
  it('gives an operator the console and their account, without a side or its billing', () => {
    const menus = shellMenusFor({ is_operator: true, application_role: 'superadmin' }, 'consumer')
    expect(labelsOf(menus.operator)).toEqual([
      'Tenants',
      'Users',
      'Data-Need Requests',
      'Invoices & Settlements',
      'Job Queue',
      'Audit Log',
    ])
    expect(labelsOf(menus.main)).toEqual(['My Account'])
    expect(menus.hasUserTypeSwitch).toBe(false)
  })

  it('gives a company owner the side menu and the switch, and no console', () => {
    const menus = shellMenusFor({ is_operator: false, application_role: 'superadmin' }, 'provider')
    expect(menus.operator).toHaveLength(0)
    expect(labelsOf(menus.main)).toContain('Billings')
    expect(labelsOf(menus.main)).toContain('Manage Users')
    expect(menus.hasUserTypeSwitch).toBe(true)
  })
})
