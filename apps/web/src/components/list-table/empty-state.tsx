import { Stack, Text } from '@mantine/core'
import { IconInbox, type TablerIcon } from '@tabler/icons-react'

export interface EmptyStateProps {
  icon?: TablerIcon
  title: string
  hint?: string
  testId?: string
}

/** What a list shows when it has nothing to show: the same look on every list, operator lists included. */
export function EmptyState({ icon: Icon = IconInbox, title, hint, testId }: EmptyStateProps) {
  return (
    <Stack align="center" gap={4} c="dimmed" py="xl" data-testid={testId}>
      <Icon size={32} stroke={1.5} aria-hidden />
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {hint ? <Text size="xs">{hint}</Text> : null}
    </Stack>
  )
}
