import { formatDateTime } from '@lumbung/contract'
import { Stack, Text, UnstyledButton } from '@mantine/core'
import type { MailboxMessage } from '@lumbung/contract'
import classes from './mailbox.module.css'

export function MailboxList({
  messages,
  selectedId,
  onSelect,
}: {
  messages: readonly MailboxMessage[]
  selectedId: string | undefined
  onSelect: (id: string) => void
}) {
  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label="Messages">
      {messages.map((message) => (
        <li key={message.id}>
          <UnstyledButton
            className={classes.item}
            data-active={message.id === selectedId || undefined}
            aria-current={message.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(message.id)}
            data-testid="mailbox-item"
          >
            <Text size="sm" fw={600} lineClamp={2}>
              {message.subject}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              To {message.to}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(message.created_at)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  )
}
