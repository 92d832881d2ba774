import { ActionIcon, AppShell, Divider, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core'
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react'
import {
  availableUserTypes,
  menuFor,
  operatorMenuFor,
  type UserInformation,
  type UserType,
} from '@lumbung/contract'
import { BrandMark } from './brand-mark'
import { SidebarMenu } from './sidebar-menu'
import { UserTypeSwitch } from './user-type-switch'
import classes from './sidebar.module.css'

export interface SidebarProps {
  user: UserInformation
  activeUserType: UserType
  isCollapsed: boolean
  onToggle: () => void
  onSwitchUserType: (userType: UserType) => void
}

export function Sidebar({ user, activeUserType, isCollapsed, onToggle, onSwitchUserType }: SidebarProps) {
  const entries = menuFor(activeUserType, user.application_role)
  const operatorEntries = operatorMenuFor(user)
  const toggleLabel = isCollapsed ? 'Expand sidebar' : 'Collapse sidebar'
  const ToggleIcon = isCollapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse

  const toggle = (
    <Tooltip label={toggleLabel} position="right">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={toggleLabel} onClick={onToggle}>
        <ToggleIcon size={20} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  )

  return (
    <AppShell.Navbar
      data-testid="sidebar"
      data-collapsed={isCollapsed || undefined}
      className={classes.navbar}
    >
      <AppShell.Section className={classes.header} px={isCollapsed ? 0 : 'md'} py={isCollapsed ? 10 : 0}>
        {isCollapsed ? (
          <Stack align="center" gap={8}>
            <BrandMark isCompact />
            {toggle}
          </Stack>
        ) : (
          <Group h={60} justify="space-between" wrap="nowrap">
            <BrandMark />
            {toggle}
          </Group>
        )}
      </AppShell.Section>
      {isCollapsed ? null : (
        <AppShell.Section px="md" pt="md">
          <UserTypeSwitch
            value={activeUserType}
            available={availableUserTypes(user)}
            onChange={onSwitchUserType}
          />
        </AppShell.Section>
      )}
      <AppShell.Section grow component={ScrollArea} px={isCollapsed ? 0 : 'sm'} py="md" type="scroll">
        {operatorEntries.length > 0 ? (
          <nav aria-label="Operator menu">
            {isCollapsed ? null : (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6}>
                Operator
              </Text>
            )}
            <SidebarMenu entries={operatorEntries} isCollapsed={isCollapsed} />
            {isCollapsed ? <Divider w={32} mx="auto" my="sm" aria-hidden /> : <Divider my="md" aria-hidden />}
          </nav>
        ) : null}
        <nav aria-label="Main menu">
          <SidebarMenu entries={entries} isCollapsed={isCollapsed} />
        </nav>
      </AppShell.Section>
    </AppShell.Navbar>
  )
}
