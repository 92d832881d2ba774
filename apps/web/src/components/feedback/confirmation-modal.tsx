import { Alert, Button, Group, Stack, Text, type ButtonVariant, type MantineColor } from '@mantine/core'
import { modals } from '@mantine/modals'
import { useState, type ReactNode } from 'react'
import { errorMessageOf } from '../../lib/api-error'
import { focusWhenShown } from './focus-when-shown'
import { openHostModal } from './host-modals'

export interface ConfirmAction {
  label: string
  variant?: ButtonVariant
  color?: MantineColor
  /** Runs while the button shows a loading state; the modal closes when it settles without error. */
  onClick?: () => Promise<unknown> | unknown
  /** Keep the modal open after the action succeeds. */
  keepOpen?: boolean
}

export interface ConfirmOptions {
  title: ReactNode
  body?: ReactNode
  actions: ConfirmAction[]
}

function ConfirmContent({
  modalId,
  body,
  actions,
}: {
  modalId: string
  body?: ReactNode
  actions: ConfirmAction[]
}) {
  const [runningIndex, setRunningIndex] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const run = async (action: ConfirmAction, index: number) => {
    setFailure(null)
    setRunningIndex(index)
    try {
      await action.onClick?.()
      if (!action.keepOpen) modals.close(modalId)
    } catch (error) {
      setFailure(errorMessageOf(error))
    } finally {
      setRunningIndex(null)
    }
  }

  return (
    <Stack gap="md" data-testid="confirmation-modal" ref={focusWhenShown}>
      {typeof body === 'string' ? <Text size="sm">{body}</Text> : body}
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {actions.map((action, index) => (
          <Button
            key={action.label}
            variant={action.variant ?? 'filled'}
            color={action.color}
            loading={runningIndex === index}
            disabled={runningIndex !== null && runningIndex !== index}
            onClick={() => void run(action, index)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
    </Stack>
  )
}

let sequence = 0

/** Opens a confirmation modal (the modals host must be mounted). */
export function openConfirmation({ title, body, actions }: ConfirmOptions): string {
  sequence += 1
  const modalId = `confirm-${sequence}`
  openHostModal({
    modalId,
    title,
    centered: true,
    radius: 'lg',
    children: <ConfirmContent modalId={modalId} body={body} actions={actions} />,
  })
  return modalId
}
