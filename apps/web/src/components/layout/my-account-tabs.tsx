import { Tabs } from '@mantine/core'
import { IconBuilding, IconShieldCheck, IconShieldLock, IconUserCircle } from '@tabler/icons-react'
import { useLocation, useNavigate } from 'react-router'
import { useCurrentUser } from './current-user-context'
import { useT } from '../../lib/i18n/i18n'

const tabs = [
  { path: '/my-account/account', label: 'shell.tabAccount', icon: IconUserCircle, isOwnerOnly: false },
  { path: '/my-account/security', label: 'shell.tabSecurity', icon: IconShieldLock, isOwnerOnly: false },
  { path: '/my-account/company-info', label: 'shell.tabCompany', icon: IconBuilding, isOwnerOnly: false },
  // The company's audit trail is its owner's (docs/decisions/0061-audit-trail.md).
  { path: '/my-account/audit-log', label: 'shell.tabAuditLog', icon: IconShieldCheck, isOwnerOnly: true },
] as const

/**
 * My Account's tabs: the user's own account, its second factors, their company and, for its owner, its
 * audit trail. Each tab is its own address.
 */
export function MyAccountTabs() {
  const t = useT()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const shown = tabs.filter((tab) => !tab.isOwnerOnly || user.application_role === 'superadmin')
  const active = shown.find((tab) => pathname.startsWith(tab.path))?.path ?? tabs[0].path
  return (
    <Tabs
      value={active}
      onChange={(path) => {
        if (path && path !== active) void navigate(path)
      }}
      mb="lg"
    >
      <Tabs.List aria-label={t('shell.myAccountTabs')}>
        {shown.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} aria-hidden />}>
            {t(tab.label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
