import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { changePasswordBody, type ChangePasswordBody } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useChangePassword } from '../api/change-password'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'
import { useT } from '../../../lib/i18n/i18n'
import { accountTexts } from '../account.texts'

export function ChangePasswordForm() {
  const t = useT(accountTexts)
  const change = useChangePassword()
  const form = useForm<ChangePasswordBody>({
    mode: 'controlled',
    initialValues: { old_password: '', password: '', password_confirmation: '' },
    validate: schemaResolver(changePasswordBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const server = serverErrorsOf(change.error)
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await change
          .mutateAsync(values)
          .then(() => {
            form.reset()
            void toast({ color: 'green', message: t('passwordChanged') })
          })
          .catch(() => undefined)
      })}
    >
      <Stack gap="md">
        <FormAlert message={server.message} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <PasswordInput
            label={t('oldPassword')}
            autoComplete="current-password"
            {...form.getInputProps('old_password')}
            error={form.errors.old_password ?? server.fieldErrors.old_password}
          />
          <PasswordInput
            label={t('newPassword')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            error={form.errors.password ?? server.fieldErrors.password}
          />
          <PasswordInput
            label={t('passwordConfirmation')}
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
            error={form.errors.password_confirmation ?? server.fieldErrors.password_confirmation}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('changePassword')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
