import { ActionIcon, AppShell, Divider, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core'
import {
  IconChevronDown,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
} from '@tabler/icons-react'
import {
  accessDenialNotice,
  availableUserTypes,
  routeNameOf,
  type MenuEntry,
  type UserInformation,
  type UserType,
} from '@lumbung/contract'
import { translateLabel, useT } from '../../lib/i18n/i18n'
import { BrandMark } from './brand-mark'
import { shellMenusFor } from './shell-menus'
import { SidebarMenu, type ClosedReasonOf } from './sidebar-menu'
import { useMoreBelow } from './use-more-below'
import { UserTypeSwitch } from './user-type-switch'
import classes from './sidebar.module.css'

export interface SidebarProps {
  user: UserInformation
  activeUserType: UserType
  isCollapsed: boolean
  onToggle: () => void
  onSwitchUserType: (userType: UserType) => void
}

function MenuSection({
  label,
  entries,
  isCollapsed,
  closedReasonOf,
}: {
  label: string
  entries: readonly MenuEntry[]
  isCollapsed: boolean
  closedReasonOf?: ClosedReasonOf
}) {
  return (
    <nav aria-label={label}>
      <SidebarMenu entries={entries} isCollapsed={isCollapsed} closedReasonOf={closedReasonOf} />
    </nav>
  )
}

/** The contract names menu entries in English; the catalogue has them in the page's language. */
function translatedEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.map((entry) => ({
    ...entry,
    label: translateLabel('menu', entry.label),
    ...(entry.children ? { children: translatedEntries(entry.children) } : {}),
  }))
}

function translatedMenus(menus: ReturnType<typeof shellMenusFor>) {
  return { ...menus, operator: translatedEntries(menus.operator), main: translatedEntries(menus.main) }
}

export function Sidebar({ user, activeUserType, isCollapsed, onToggle, onSwitchUserType }: SidebarProps) {
  const t = useT()
  const menus = translatedMenus(shellMenusFor(user, activeUserType))
  const { viewportRef, hasMoreBelow, update } = useMoreBelow<HTMLDivElement>()
  const toggleLabel = isCollapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')
  const ToggleIcon = isCollapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse
  // Entries the access rules keep closed stay in the menu, greyed, saying why (decision 0037).
  const closedReasonOf: ClosedReasonOf = (path) => accessDenialNotice(user, routeNameOf(path), activeUserType)

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
      {isCollapsed || !menus.hasUserTypeSwitch ? null : (
        <AppShell.Section px="md" pt="md">
          <UserTypeSwitch
            value={activeUserType}
            available={availableUserTypes(user)}
            onChange={onSwitchUserType}
          />
        </AppShell.Section>
      )}
      <AppShell.Section grow className={classes.scroll}>
        <ScrollArea
          className={classes.scrollArea}
          px={isCollapsed ? 0 : 'sm'}
          py="md"
          type="auto"
          scrollbarSize={8}
          viewportRef={viewportRef}
          onScrollPositionChange={update}
          data-testid="sidebar-scroll"
        >
          {menus.operator.length > 0 ? (
            <>
              {isCollapsed ? null : (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={6} aria-hidden>
                  {t('shell.operator')}
                </Text>
              )}
              <MenuSection
                label={t('shell.operatorMenu')}
                entries={menus.operator}
                isCollapsed={isCollapsed}
              />
              {menus.main.length > 0 ? (
                isCollapsed ? (
                  <Divider w={32} mx="auto" my="sm" aria-hidden />
                ) : (
                  <Divider my="md" aria-hidden />
                )
              ) : null}
            </>
          ) : null}
          {menus.main.length > 0 ? (
            <MenuSection
              label={t('shell.mainMenu')}
              entries={menus.main}
              isCollapsed={isCollapsed}
              closedReasonOf={closedReasonOf}
            />
          ) : null}
        </ScrollArea>
        {hasMoreBelow ? (
          <div className={classes.moreBelow} data-testid="sidebar-more-below" aria-hidden>
            <IconChevronDown size={18} stroke={2} />
          </div>
        ) : null}
      </AppShell.Section>
    </AppShell.Navbar>
  )
}
