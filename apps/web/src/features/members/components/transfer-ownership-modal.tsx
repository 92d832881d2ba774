import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertTriangle } from '@tabler/icons-react'
import { z } from 'zod'
import { rules } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { membersTexts } from '../members.texts'

const passwordForm = z.object({ password: rules.required('Password') })

export interface TransferOwnershipModalProps {
  isOpen: boolean
  memberName: string
  isSubmitting: boolean
  error: unknown
  onClose: () => void
  onConfirm: (password: string) => Promise<unknown>
}

/** Handing the company over cannot be undone by the one who does it, so it asks for their password. */
export function TransferOwnershipModal({
  isOpen,
  memberName,
  isSubmitting,
  error,
  onClose,
  onConfirm,
}: TransferOwnershipModalProps) {
  const t = useT(membersTexts)
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(passwordForm, { sync: true }),
    validateInputOnChange: true,
  })
  const fieldError = isApiError(error) ? error.fieldErrors.password : undefined

  return (
    <Modal
      opened={isOpen}
      onClose={() => {
        form.reset()
        onClose()
      }}
      title={t('transferOwnership')}
      centered
      radius="md"
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ password }) => {
          await onConfirm(password).catch(() => undefined)
        })}
      >
        <Stack gap="md" data-testid="transfer-ownership-modal">
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {t('transferWarning', { name: memberName })}
          </Alert>
          <Text size="sm">{t('enterPassword')}</Text>
          {error && !fieldError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessageOf(error)}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            data-autofocus
            {...form.getInputProps('password')}
            error={form.errors.password ?? fieldError}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="orange" loading={isSubmitting}>
              {t('transferOwnership')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
