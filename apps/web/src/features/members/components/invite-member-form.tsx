import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { inviteMemberBody, type InviteMemberBody } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { membersTexts } from '../members.texts'

export interface RoleOption {
  value: string
  label: string
}

export interface InviteMemberFormProps {
  roles: RoleOption[]
  isLoadingRoles: boolean
  isSubmitting: boolean
  error: unknown
  onSubmit: (values: InviteMemberBody) => Promise<unknown>
  onCancel: () => void
}

type InviteValues = { email: string; full_name: string; application_role: string }

/** Validated as the user types with the rules the server applies, so the messages are the same. */
export function InviteMemberForm({
  roles,
  isLoadingRoles,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
}: InviteMemberFormProps) {
  const t = useT(membersTexts)
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', full_name: '', application_role: '' },
    validate: schemaResolver(inviteMemberBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  const hasFieldError = Object.keys(fieldErrors).length > 0

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await onSubmit(inviteMemberBody.parse(values)).catch(() => undefined)
      })}
    >
      <Stack gap="md">
        {error && !hasFieldError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('fullName')}
          placeholder={t('fullNamePlaceholder')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('full_name')}
          error={form.errors.full_name ?? fieldErrors.full_name}
        />
        <TextInput
          label={t('email')}
          type="email"
          placeholder={t('emailPlaceholder')}
          description={t('emailHint')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('email')}
          error={form.errors.email ?? fieldErrors.email}
        />
        <Select
          label={t('applicationRole')}
          placeholder={isLoadingRoles ? t('loadingRoles') : t('chooseRole')}
          description={t('roleHint')}
          withAsterisk
          data={roles}
          disabled={isLoadingRoles}
          {...form.getInputProps('application_role')}
          error={form.errors.application_role ?? fieldErrors.application_role}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('sendInvitation')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
