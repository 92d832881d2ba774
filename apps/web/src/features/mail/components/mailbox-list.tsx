import { formatDateTime } from '../../../lib/i18n/format-date'
import { Stack, Text, UnstyledButton } from '@mantine/core'
import type { MailboxMessage } from '@lumbung/contract'
import classes from './mailbox.module.css'
import { useT } from '../../../lib/i18n/i18n'
import { mailTexts } from '../mail.texts'

export function MailboxList({
  messages,
  selectedId,
  onSelect,
}: {
  messages: readonly MailboxMessage[]
  selectedId: string | undefined
  onSelect: (id: string) => void
}) {
  const t = useT(mailTexts)
  return (
    <Stack gap={0} component="ul" className={classes.list} aria-label={t('messages')}>
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
              {t('to', { address: message.to })}
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
