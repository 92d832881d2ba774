import { ActionIcon, Divider, NavLink, Stack, Tooltip } from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { useState } from 'react'
import { useLocation } from 'react-router'
import type { MenuEntry } from '@lumbung/contract'
import { MenuEntryIcon } from '../navigation/menu-entry-icon'
import { PrefetchLink } from '../navigation/prefetch-link'
import classes from './sidebar.module.css'

const dashboardPaths = new Set(['/consumer', '/provider'])

/** Dashboards match exactly; any other entry stays lit on its sub-pages (My Account on all its tabs). */
export function isEntryActive(path: string, pathname: string): boolean {
  if (pathname === path) return true
  if (dashboardPaths.has(path)) return false
  const section = path === '/my-account/account' ? '/my-account' : path
  return pathname === section || pathname.startsWith(`${section}/`)
}

function CollapsedEntry({ entry, pathname }: { entry: MenuEntry & { path: string }; pathname: string }) {
  const isActive = isEntryActive(entry.path, pathname)
  return (
    <Tooltip label={entry.label} position="right">
      <ActionIcon
        component={PrefetchLink}
        to={entry.path}
        size={44}
        radius="md"
        variant={isActive ? 'light' : 'subtle'}
        color={isActive ? 'lumbung' : 'gray'}
        aria-label={entry.label}
        aria-current={isActive ? 'page' : undefined}
      >
        <MenuEntryIcon entry={entry} size={22} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  )
}

function OpenEntry({ entry, pathname }: { entry: MenuEntry & { path: string }; pathname: string }) {
  const isActive = isEntryActive(entry.path, pathname)
  return (
    <NavLink
      component={PrefetchLink}
      to={entry.path}
      label={entry.label}
      leftSection={<MenuEntryIcon entry={entry} size={20} stroke={1.7} />}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      className={classes.link}
    />
  )
}

function OpenGroup({ entry, pathname }: { entry: MenuEntry; pathname: string }) {
  const [isOpened, setIsOpened] = useState(true)
  const children = (entry.children ?? []).filter(
    (child): child is MenuEntry & { path: string } => !!child.path,
  )
  return (
    <NavLink
      component="button"
      type="button"
      label={entry.label}
      leftSection={<MenuEntryIcon entry={entry} size={20} stroke={1.7} />}
      rightSection={
        <IconChevronRight size={16} className={classes.chevron} data-open={isOpened || undefined} />
      }
      disableRightSectionRotation
      opened={isOpened}
      onChange={setIsOpened}
      aria-expanded={isOpened}
      className={classes.link}
      childrenOffset={28}
    >
      {children.map((child) => (
        <OpenEntry key={child.path} entry={child} pathname={pathname} />
      ))}
    </NavLink>
  )
}

/** The side menu: full labels when open, icon buttons with tooltips when collapsed. */
export function SidebarMenu({
  entries,
  isCollapsed,
}: {
  entries: readonly MenuEntry[]
  isCollapsed: boolean
}) {
  const { pathname } = useLocation()

  if (isCollapsed) {
    return (
      <Stack gap={6} align="center">
        {entries.map((entry, index) => {
          if (entry.path)
            return (
              <CollapsedEntry key={entry.path} entry={{ ...entry, path: entry.path }} pathname={pathname} />
            )
          return (
            <Stack key={entry.label} gap={6} align="center" w="100%">
              {index > 0 ? <Divider w={32} my={2} aria-hidden /> : null}
              {(entry.children ?? []).map((child) =>
                child.path ? (
                  <CollapsedEntry
                    key={child.path}
                    entry={{ ...child, path: child.path }}
                    pathname={pathname}
                  />
                ) : null,
              )}
              <Divider w={32} my={2} aria-hidden />
            </Stack>
          )
        })}
      </Stack>
    )
  }

  return (
    <Stack gap={2}>
      {entries.map((entry) =>
        entry.path ? (
          <OpenEntry key={entry.path} entry={{ ...entry, path: entry.path }} pathname={pathname} />
        ) : (
          <OpenGroup key={entry.label} entry={entry} pathname={pathname} />
        ),
      )}
    </Stack>
  )
}
