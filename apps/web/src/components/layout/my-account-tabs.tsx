import { Tabs } from '@mantine/core'
import { IconBuilding, IconShieldCheck, IconShieldLock, IconUserCircle } from '@tabler/icons-react'
import { auditMessages } from '@lumbung/contract'
import { useLocation, useNavigate } from 'react-router'
import { useCurrentUser } from './current-user-context'

const tabs = [
  { path: '/my-account/account', label: 'Account', icon: IconUserCircle, isOwnerOnly: false },
  { path: '/my-account/security', label: 'Security', icon: IconShieldLock, isOwnerOnly: false },
  { path: '/my-account/company-info', label: 'Company', icon: IconBuilding, isOwnerOnly: false },
  // The company's audit trail is its owner's (docs/decisions/0061-audit-trail.md).
  { path: '/my-account/audit-log', label: auditMessages.tabLabel, icon: IconShieldCheck, isOwnerOnly: true },
] as const

/**
 * My Account's tabs: the user's own account, its second factors, their company and, for its owner, its
 * audit trail. Each tab is its own address.
 */
export function MyAccountTabs() {
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
      <Tabs.List aria-label="My Account">
        {shown.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} aria-hidden />}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
