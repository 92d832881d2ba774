import { ActionIcon, Divider, NavLink, Stack, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconChevronRight, IconLock } from '@tabler/icons-react'
import { useId, useState, type MouseEvent } from 'react'
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

/** Why an entry cannot be opened now (from the access rules), or null when it can. */
export type ClosedReasonOf = (path: string) => string | null

type PathEntry = MenuEntry & { path: string }

interface EntryProps {
  entry: PathEntry
  pathname: string
  closedReasonOf: ClosedReasonOf
}

// The tooltip opens on keyboard focus too, so the reason reaches those who do not use a mouse.
const tooltipEvents = { hover: true, focus: true, touch: true }

const stayPut = (event: MouseEvent) => event.preventDefault()

/**
 * An entry the user cannot open yet: still focusable and announced as unavailable (aria-disabled rather
 * than disabled, which would take it out of the tab order), with the reason as its description.
 */
function ClosedEntry({
  entry,
  reason,
  isCollapsed,
}: {
  entry: PathEntry
  reason: string
  isCollapsed: boolean
}) {
  const reasonId = useId()
  const description = <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
  if (isCollapsed) {
    return (
      <Tooltip label={`${entry.label}: ${reason}`} position="right" events={tooltipEvents}>
        <ActionIcon
          size={44}
          radius="md"
          variant="subtle"
          color="gray"
          aria-label={entry.label}
          aria-disabled
          aria-describedby={reasonId}
          data-closed
          className={classes.closed}
          onClick={stayPut}
        >
          <MenuEntryIcon entry={entry} size={22} stroke={1.7} />
          {description}
        </ActionIcon>
      </Tooltip>
    )
  }
  return (
    <Tooltip label={reason} position="right" events={tooltipEvents} multiline maw={260}>
      <NavLink
        component="button"
        type="button"
        label={
          <>
            {entry.label}
            {description}
          </>
        }
        leftSection={<MenuEntryIcon entry={entry} size={20} stroke={1.7} />}
        rightSection={<IconLock size={14} aria-hidden />}
        aria-label={entry.label}
        aria-disabled
        aria-describedby={reasonId}
        data-closed
        className={`${classes.link} ${classes.closed}`}
        onClick={stayPut}
      />
    </Tooltip>
  )
}

function CollapsedEntry({ entry, pathname, closedReasonOf }: EntryProps) {
  const isActive = isEntryActive(entry.path, pathname)
  const reason = closedReasonOf(entry.path)
  if (reason) return <ClosedEntry entry={entry} reason={reason} isCollapsed />
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

function OpenEntry({ entry, pathname, closedReasonOf }: EntryProps) {
  const isActive = isEntryActive(entry.path, pathname)
  const reason = closedReasonOf(entry.path)
  if (reason) return <ClosedEntry entry={entry} reason={reason} isCollapsed={false} />
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

function OpenGroup({
  entry,
  pathname,
  closedReasonOf,
}: {
  entry: MenuEntry
  pathname: string
  closedReasonOf: ClosedReasonOf
}) {
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
        <OpenEntry key={child.path} entry={child} pathname={pathname} closedReasonOf={closedReasonOf} />
      ))}
    </NavLink>
  )
}

/** The side menu: full labels when open, icon buttons with tooltips when collapsed. */
const alwaysOpen: ClosedReasonOf = () => null

export function SidebarMenu({
  entries,
  isCollapsed,
  closedReasonOf = alwaysOpen,
}: {
  entries: readonly MenuEntry[]
  isCollapsed: boolean
  closedReasonOf?: ClosedReasonOf
}) {
  const { pathname } = useLocation()

  if (isCollapsed) {
    return (
      <Stack gap={6} align="center">
        {entries.map((entry, index) => {
          if (entry.path)
            return (
              <CollapsedEntry
                key={entry.path}
                entry={{ ...entry, path: entry.path }}
                pathname={pathname}
                closedReasonOf={closedReasonOf}
              />
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
                    closedReasonOf={closedReasonOf}
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
          <OpenEntry
            key={entry.path}
            entry={{ ...entry, path: entry.path }}
            pathname={pathname}
            closedReasonOf={closedReasonOf}
          />
        ) : (
          <OpenGroup key={entry.label} entry={entry} pathname={pathname} closedReasonOf={closedReasonOf} />
        ),
      )}
    </Stack>
  )
}
