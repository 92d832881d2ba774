import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { updateUserBody, type UpdateUserBody, type UserDetail } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useUpdateUser } from '../api/update-user'
import { FormAlert } from './auth-card'
import { serverErrorsOf } from './server-errors'
import { useT } from '../../../lib/i18n/i18n'
import { accountTexts } from '../account.texts'

export function ProfileForm({ detail }: { detail: UserDetail }) {
  const t = useT(accountTexts)
  const update = useUpdateUser()
  const form = useForm<UpdateUserBody>({
    mode: 'controlled',
    initialValues: {
      full_name: detail.full_name,
      phone_number: detail.phone_number ?? '',
      employee_position: detail.employee_position ?? '',
    },
    validate: schemaResolver(updateUserBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const server = serverErrorsOf(update.error)
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await update
          .mutateAsync(updateUserBody.parse(values))
          .then(() => {
            form.resetDirty()
            void toast({ color: 'green', message: t('profileSaved') })
          })
          .catch(() => undefined)
      })}
    >
      <Stack gap="md">
        <FormAlert message={server.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fullName')}
            {...form.getInputProps('full_name')}
            error={form.errors.full_name ?? server.fieldErrors.full_name}
          />
          <TextInput
            label={t('email')}
            value={detail.email}
            readOnly
            variant="filled"
            description={t('emailChangeBelow')}
          />
          <TextInput
            label={t('phoneNumber')}
            leftSection="+62"
            leftSectionWidth={48}
            inputMode="numeric"
            {...form.getInputProps('phone_number')}
            error={form.errors.phone_number ?? server.fieldErrors.phone_number}
          />
          <TextInput
            label={t('employeePosition')}
            {...form.getInputProps('employee_position')}
            error={form.errors.employee_position ?? server.fieldErrors.employee_position}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            {t('saveProfile')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
