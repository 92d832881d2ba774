import {
  Alert,
  Anchor,
  Button,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { useState } from 'react'
import {
  apiSettingLimits,
  authTypeList,
  secretFieldOf,
  type ApiSettingBody,
  type ApiSettingDetail,
  type AuthType,
} from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import {
  apiSettingFormErrors,
  emptyApiSettingValues,
  secretLabels,
  storedSecretOf,
  toApiSettingBody,
  valuesOfSetting,
  type ApiSettingFormValues,
} from './api-setting-form-values'

export interface ApiSettingFormProps {
  /** The stored setting when editing; absent when adding. */
  setting?: ApiSettingDetail
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: ApiSettingBody, isDraft: boolean) => Promise<unknown>
  onCancel: () => void
}

const authOptions = authTypeList.map((entry) => ({ value: entry.value, label: entry.description }))

const authHelp: Record<AuthType, string> = {
  NONE: 'The upstream needs no credentials.',
  BASIC: 'Sent as an Authorization: Basic header.',
  BEARER: 'Sent as an Authorization: Bearer header.',
  API_KEY: 'Sent in the header you name, for example X-API-Key.',
}

/**
 * Add or edit an API setting. Validated as the user types with the server's rules; a stored secret is
 * shown masked and kept unless the user chooses to replace it.
 */
export function ApiSettingForm({ setting, isSubmitting, error, onSubmit, onCancel }: ApiSettingFormProps) {
  const [isReplacing, setIsReplacing] = useState(false)
  const [submittingAs, setSubmittingAs] = useState<'draft' | 'save' | null>(null)
  const form = useForm<ApiSettingFormValues>({
    mode: 'controlled',
    initialValues: setting ? valuesOfSetting(setting) : emptyApiSettingValues,
    validate: (values) =>
      apiSettingFormErrors(values, {
        isDraft: false,
        hasStoredSecret: storedSecretOf(setting, values.auth_type) !== null,
      }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const values = form.getValues()
  const secretField = secretFieldOf[values.auth_type]
  const storedSecret = storedSecretOf(setting, values.auth_type)
  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  const hasFieldError = Object.keys(fieldErrors).length > 0
  const errorOf = (path: string) => form.errors[path] ?? fieldErrors[path]

  const submit = async (isDraft: boolean) => {
    const current = form.getValues()
    const errors = isDraft
      ? apiSettingFormErrors(current, { isDraft: true, hasStoredSecret: storedSecret !== null })
      : form.validate().errors
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors)
      return
    }
    setSubmittingAs(isDraft ? 'draft' : 'save')
    try {
      await onSubmit(toApiSettingBody(current), isDraft).catch(() => undefined)
    } finally {
      setSubmittingAs(null)
    }
  }

  const secretInput = secretField ? (
    storedSecret && !isReplacing ? (
      <TextInput
        label={secretLabels[secretField]}
        value={storedSecret}
        readOnly
        description="Stored encrypted. It is never shown again; replace it if it changed."
        rightSectionWidth={96}
        rightSection={
          <Button size="compact-xs" variant="light" onClick={() => setIsReplacing(true)}>
            Replace
          </Button>
        }
      />
    ) : (
      <PasswordInput
        label={secretLabels[secretField]}
        withAsterisk={!storedSecret}
        autoComplete="new-password"
        description={
          storedSecret ? (
            <>
              Leave blank to keep the stored one.{' '}
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => {
                  form.setFieldValue(`auth_config.${secretField}`, '')
                  setIsReplacing(false)
                }}
              >
                Keep the stored one
              </Anchor>
            </>
          ) : undefined
        }
        {...form.getInputProps(`auth_config.${secretField}`)}
        error={errorOf(`auth_config.${secretField}`)}
      />
    )
  ) : null

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit(false)
      }}
    >
      <Stack gap="md">
        {error && !hasFieldError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          placeholder="For example: Weather service"
          withAsterisk
          maxLength={apiSettingLimits.nameMax + 20}
          {...form.getInputProps('name')}
          error={errorOf('name')}
        />
        <Textarea
          label="Description"
          placeholder="What this upstream is and who looks after it"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('description')}
          error={errorOf('description')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Status
          </Text>
          <SegmentedControl
            data={[
              { value: 'ACTIVE', label: 'Active' },
              { value: 'INACTIVE', label: 'Inactive' },
            ]}
            w="fit-content"
            {...form.getInputProps('status')}
          />
          <Text size="xs" c="dimmed">
            Only active settings can be chosen for an API dataset.
          </Text>
        </Stack>
        <Select
          label="Auth type"
          withAsterisk
          allowDeselect={false}
          data={authOptions}
          description={authHelp[values.auth_type]}
          {...form.getInputProps('auth_type')}
          onChange={(value) => {
            form.setFieldValue('auth_type', (value ?? 'NONE') as AuthType)
            setIsReplacing(false)
          }}
          error={errorOf('auth_type')}
        />
        {values.auth_type === 'BASIC' ? (
          <TextInput
            label="Username"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('auth_config.username')}
            error={errorOf('auth_config.username')}
          />
        ) : null}
        {values.auth_type === 'API_KEY' ? (
          <TextInput
            label="Header name"
            placeholder="X-API-Key"
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('auth_config.header_name')}
            error={errorOf('auth_config.header_name')}
          />
        ) : null}
        {secretInput}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button
            variant="light"
            onClick={() => void submit(true)}
            loading={isSubmitting && submittingAs === 'draft'}
            disabled={isSubmitting && submittingAs !== 'draft'}
          >
            Save as draft
          </Button>
          <Button
            type="submit"
            loading={isSubmitting && submittingAs === 'save'}
            disabled={isSubmitting && submittingAs !== 'save'}
          >
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
