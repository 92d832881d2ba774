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
  type DemoUpstreamAccess,
} from '@lumbung/contract'
import { CharacterCount } from '../../../components/form-guidance/character-count'
import {
  FormIssueSummary,
  focusField,
  issuesInScreenOrder,
  type FormIssue,
} from '../../../components/form-guidance/form-issue-summary'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { apiSettingsTexts } from '../api-settings.texts'
import { DemoUpstreamCard } from './demo-upstream-card'
import {
  apiSettingFormErrors,
  emptyApiSettingValues,
  storedSecretOf,
  toApiSettingBody,
  valuesOfSetting,
  type ApiSettingFormValues,
} from './api-setting-form-values'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'

export interface ApiSettingFormProps {
  /** The stored setting when editing; absent when adding. */
  setting?: ApiSettingDetail
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: ApiSettingBody, isDraft: boolean) => Promise<unknown>
  onCancel: () => void
}

const authOptions = () => enumOptionsFrom('authType', authTypeList)

const authHelp = {
  NONE: 'authNone',
  BASIC: 'authBasic',
  BEARER: 'authBearer',
  API_KEY: 'authApiKey',
} as const satisfies Record<AuthType, string>

/**
 * Add or edit an API setting. Validated as the user types with the server's rules; a stored secret is
 * shown masked and kept unless the user chooses to replace it. Save with fields missing lists them
 * above the form and puts the cursor in the first.
 */
export function ApiSettingForm({ setting, isSubmitting, error, onSubmit, onCancel }: ApiSettingFormProps) {
  const t = useT(apiSettingsTexts)
  const [isReplacing, setIsReplacing] = useState(false)
  const [submittingAs, setSubmittingAs] = useState<'draft' | 'save' | null>(null)
  const [summary, setSummary] = useState<FormIssue[]>([])
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
  // The list shows what is still wrong: an issue fixed since Save leaves it.
  const openIssues = summary.filter((issue) => errorOf(issue.path))

  const submit = async (isDraft: boolean) => {
    const current = form.getValues()
    const errors = isDraft
      ? apiSettingFormErrors(current, { isDraft: true, hasStoredSecret: storedSecret !== null })
      : form.validate().errors
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors)
      const ordered = issuesInScreenOrder(errors, form.getInputNode)
      setSummary(ordered)
      focusField(form.getInputNode(ordered[0]!.path))
      return
    }
    setSummary([])
    setSubmittingAs(isDraft ? 'draft' : 'save')
    try {
      await onSubmit(toApiSettingBody(current), isDraft).catch(() => undefined)
    } finally {
      setSubmittingAs(null)
    }
  }

  const useDemo = (access: NonNullable<DemoUpstreamAccess>) => {
    form.setValues({
      base_url: access.base_url,
      auth_type: 'API_KEY',
      auth_config: { ...form.getValues().auth_config, header_name: access.header_name, key: access.api_key },
    })
    setIsReplacing(true)
  }

  const secretInput = secretField ? (
    storedSecret && !isReplacing ? (
      <TextInput
        label={t(secretField)}
        value={storedSecret}
        readOnly
        description={t('storedSecret')}
        rightSectionWidth={96}
        rightSection={
          <Button size="compact-xs" variant="light" onClick={() => setIsReplacing(true)}>
            {t('replace')}
          </Button>
        }
      />
    ) : (
      <PasswordInput
        label={t(secretField)}
        withAsterisk={!storedSecret}
        autoComplete="new-password"
        maxLength={apiSettingLimits.secretMax}
        description={
          storedSecret ? (
            <>
              {t('keepBlank')}{' '}
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => {
                  form.setFieldValue(`auth_config.${secretField}`, '')
                  setIsReplacing(false)
                }}
              >
                {t('keepStored')}
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
    <Stack gap="lg">
      {setting ? null : <DemoUpstreamCard onUse={useDemo} />}
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
          <FormIssueSummary issues={openIssues} nodeOf={form.getInputNode} />
          <TextInput
            label={t('name')}
            placeholder={t('namePlaceholder')}
            withAsterisk
            maxLength={apiSettingLimits.nameMax}
            {...form.getInputProps('name')}
            error={errorOf('name')}
          />
          <Textarea
            label={t('description')}
            placeholder={t('descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={apiSettingLimits.descriptionMax}
            description={<CharacterCount value={values.description} max={apiSettingLimits.descriptionMax} />}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('description')}
            error={errorOf('description')}
          />
          <TextInput
            label={t('baseUrl')}
            placeholder={t('baseUrlPlaceholder')}
            description={t('baseUrlHelp')}
            inputMode="url"
            maxLength={apiSettingLimits.baseUrlMax}
            {...form.getInputProps('base_url')}
            error={errorOf('base_url')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="api-setting-status-label">
              {t('status')}
            </Text>
            <SegmentedControl
              aria-labelledby="api-setting-status-label"
              data={[
                { value: 'ACTIVE', label: t('active') },
                { value: 'INACTIVE', label: t('inactive') },
              ]}
              w="fit-content"
              {...form.getInputProps('status')}
            />
            <Text size="xs" c="dimmed">
              {t('statusHelp')}
            </Text>
          </Stack>
          <Select
            label={t('authType')}
            withAsterisk
            allowDeselect={false}
            data={authOptions()}
            description={t(authHelp[values.auth_type])}
            {...form.getInputProps('auth_type')}
            onChange={(value) => {
              form.setFieldValue('auth_type', (value ?? 'NONE') as AuthType)
              setIsReplacing(false)
            }}
            error={errorOf('auth_type')}
          />
          {values.auth_type === 'BASIC' ? (
            <TextInput
              label={t('username')}
              withAsterisk
              autoComplete="off"
              maxLength={apiSettingLimits.usernameMax}
              {...form.getInputProps('auth_config.username')}
              error={errorOf('auth_config.username')}
            />
          ) : null}
          {values.auth_type === 'API_KEY' ? (
            <TextInput
              label={t('headerName')}
              placeholder={t('headerNamePlaceholder')}
              withAsterisk
              autoComplete="off"
              maxLength={apiSettingLimits.headerNameMax}
              {...form.getInputProps('auth_config.header_name')}
              error={errorOf('auth_config.header_name')}
            />
          ) : null}
          {secretInput}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
              {t('cancel')}
            </Button>
            <Button
              variant="light"
              onClick={() => void submit(true)}
              loading={isSubmitting && submittingAs === 'draft'}
              disabled={isSubmitting && submittingAs !== 'draft'}
            >
              {t('saveDraft')}
            </Button>
            <Button
              type="submit"
              loading={isSubmitting && submittingAs === 'save'}
              disabled={isSubmitting && submittingAs !== 'save'}
            >
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  )
}
