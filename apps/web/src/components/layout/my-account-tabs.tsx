import { Tabs } from '@mantine/core'
import { IconBuilding, IconUserCircle } from '@tabler/icons-react'
import { useLocation, useNavigate } from 'react-router'

const tabs = [
  { path: '/my-account/account', label: 'Account', icon: IconUserCircle },
  { path: '/my-account/company-info', label: 'Company', icon: IconBuilding },
] as const

/** My Account's two tabs: the user's own account and their company. Each tab is its own address. */
export function MyAccountTabs() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const active = tabs.find((tab) => pathname.startsWith(tab.path))?.path ?? tabs[0].path
  return (
    <Tabs
      value={active}
      onChange={(path) => {
        if (path && path !== active) void navigate(path)
      }}
      mb="lg"
    >
      <Tabs.List aria-label="My Account">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.path} value={tab.path} leftSection={<tab.icon size={16} aria-hidden />}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}
