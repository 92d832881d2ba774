import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { modals } from '@mantine/modals'
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconHelpCircle,
  IconInfoCircle,
  type Icon,
} from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { limits } from '@lumbung/contract'
import { translate } from '../../lib/i18n/i18n'
import { focusWhenShown } from './focus-when-shown'
import { openHostModalAfterOthers } from './host-modals'

export type NotificationType = 'error' | 'warning' | 'success' | 'info' | 'confirmation'

export interface NotifyOptions {
  type: NotificationType
  title: string
  message?: ReactNode
  /** Milliseconds before it closes by itself, or false to wait for the user. */
  autoClose?: number | false
  closeLabel?: string
  /** A next step the message offers, as a button beside Close; it closes the notification first. */
  action?: { label: string; onClick: () => void }
}

const looks: Record<NotificationType, { icon: Icon; color: string }> = {
  error: { icon: IconCircleX, color: 'red' },
  warning: { icon: IconAlertTriangle, color: 'harvest' },
  success: { icon: IconCircleCheck, color: 'lumbung' },
  info: { icon: IconInfoCircle, color: 'blue' },
  confirmation: { icon: IconHelpCircle, color: 'lumbung' },
}

/**
 * Opens a notification modal once no other modal of the host is open, and answers its id (the modals
 * host must be mounted). Its timer starts when it shows. Never awaited from inside a host modal's action.
 */
export async function openNotification({
  type,
  title,
  message,
  autoClose = limits.notificationAutoCloseMs,
  closeLabel = translate('control.close'),
  action,
}: NotifyOptions): Promise<string> {
  const { icon: TypeIcon, color } = looks[type]
  let timer: ReturnType<typeof setTimeout> | undefined
  const id = await openHostModalAfterOthers({
    centered: true,
    withCloseButton: false,
    size: 'sm',
    radius: 'lg',
    onClose: () => clearTimeout(timer),
    children: (
      <Stack
        align="center"
        gap="sm"
        py="sm"
        data-testid="notification-modal"
        data-type={type}
        ref={focusWhenShown}
      >
        <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
          <TypeIcon size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} ta="center" size="h4">
          {title}
        </Title>
        {message ? (
          <Text c="dimmed" ta="center" size="sm">
            {message}
          </Text>
        ) : null}
        <Group justify="center" mt="xs">
          <Button variant="light" color={color} onClick={() => modals.close(id)}>
            {closeLabel}
          </Button>
          {action ? (
            <Button
              color={color}
              onClick={() => {
                modals.close(id)
                action.onClick()
              }}
            >
              {action.label}
            </Button>
          ) : null}
        </Group>
      </Stack>
    ),
  })
  if (autoClose !== false) timer = setTimeout(() => modals.close(id), autoClose)
  return id
}
