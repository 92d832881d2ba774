import { ActionIcon, Menu } from '@mantine/core'
import { IconDots, type TablerIcon } from '@tabler/icons-react'

export interface RowAction {
  label: string
  onClick: () => void
  icon?: TablerIcon
  /** Shown in red: it takes something away (deactivate, revoke, delete). */
  isDanger?: boolean
}

/**
 * A row's actions behind one "⋯" button, so a list reads as data rather than a column of red buttons.
 * The button names its row ('Actions for siti@example.co.id'); a row with no action shows nothing.
 */
export function RowActionsMenu({ label, actions }: { label: string; actions: readonly RowAction[] }) {
  if (actions.length === 0) return null
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map(({ label: actionLabel, onClick, icon: Icon, isDanger }) => (
          <Menu.Item
            key={actionLabel}
            // Red 9 text reads at 5.2:1 or more on white and on the grey of a focused item; Mantine's
            // red item (red 6, a red background when given a shade) falls below 4.5:1.
            c={isDanger ? 'red.9' : undefined}
            leftSection={Icon ? <Icon size={16} aria-hidden /> : undefined}
            onClick={onClick}
          >
            {actionLabel}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
