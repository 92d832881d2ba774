import { Button, Group, Stack, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { operatorRejectTenantBody, type OperatorRejectTenantBody } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { operatorTenantTexts } from '../operator-tenants.texts'
import { operatorLabelTexts } from '../operator-labels.texts'

export interface RejectTenantFormProps {
  onSubmit: (body: OperatorRejectTenantBody) => Promise<unknown>
  onCancel: () => void
  isSubmitting: boolean
  error: unknown
}

/** The reviewer's reason is required: the company reads it and fixes its documents. */
export function RejectTenantForm({ onSubmit, onCancel, isSubmitting, error }: RejectTenantFormProps) {
  const t = useT(operatorTenantTexts)
  const tLabel = useT(operatorLabelTexts)
  const form = useForm<OperatorRejectTenantBody>({
    mode: 'controlled',
    initialValues: { reason: '' },
    validate: schemaResolver(operatorRejectTenantBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const serverError = isApiError(error) ? (error.fieldErrors.reason ?? errorMessageOf(error)) : undefined

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        await onSubmit(operatorRejectTenantBody.parse(values)).catch(() => undefined)
      })}
    >
      <Stack gap="md">
        <Textarea
          label={t('reason')}
          description={t('reasonHint')}
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('reason')}
          error={form.errors.reason ?? serverError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            {tLabel('cancel')}
          </Button>
          <Button type="submit" color="red" loading={isSubmitting}>
            {t('rejectTitle')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
