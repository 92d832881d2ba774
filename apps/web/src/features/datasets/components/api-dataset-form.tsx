import {
  Checkbox,
  Divider,
  Group,
  Paper,
  Select,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import {
  type AddApiDatasetBody,
  type ApiDatasetDetail,
  apiDatasetFields,
  apiDatasetMethodList,
  responseTimeList,
} from '@lumbung/contract'
import { enumOptionsFrom, enumOptionsOf } from '../../../lib/i18n/enum-labels'
import { isApiError } from '../../../lib/api-error'
import { toApiDatasetBody, valuesOfApiDataset, type ApiDatasetFormValues } from './api-dataset-form-values'
import { ApiDatasetTryPanel } from './api-dataset-try-panel'
import { datasetFormErrors, liveTextErrors } from './dataset-form-errors'
import {
  DatasetAddRowButton,
  DatasetFormActions,
  DatasetFormShell,
  DatasetOperationalHours,
  DatasetRemoveRowButton,
  DatasetTextFields,
  useDatasetSubmittingAs,
} from './dataset-form-sections'
import { useT } from '../../../lib/i18n/i18n'
import { apiDatasetTexts } from '../api-dataset.texts'

/** Technical examples, the same in every language. */
const examples = { baseUrl: 'https://api.example.com/v1', path: '/postal-codes/{code}', header: 'X-Header' }

export interface ApiDatasetFormProps {
  dataset?: ApiDatasetDetail
  apiSettings: { value: string; description: string }[]
  isSubmitting: boolean
  error: unknown
  onSubmit: (
    body: AddApiDatasetBody & { status?: 'ACTIVE' | 'INACTIVE' },
    isDraft: boolean,
  ) => Promise<unknown>
  onCancel: () => void
}

/** Add or edit an API dataset; validated as the user types with the server's own rules. */
export function ApiDatasetForm({
  dataset,
  apiSettings,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
}: ApiDatasetFormProps) {
  const t = useT(apiDatasetTexts)
  const { submittingAs, track } = useDatasetSubmittingAs()
  const isLive = dataset !== undefined && dataset.status !== 'DRAFT'
  const form = useForm<ApiDatasetFormValues>({
    mode: 'controlled',
    initialValues: valuesOfApiDataset(dataset),
    validate: (values) => datasetFormErrors(apiDatasetFields, toApiDatasetBody(values)),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const values = form.getValues()
  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const errorOf = (path: string) => form.errors[path] ?? serverErrors[path]
  const input = (path: string) => ({ ...form.getInputProps(path), error: errorOf(path) })

  const submit = async (isDraft: boolean) => {
    const current = form.getValues()
    const errors = { ...form.validate().errors, ...(isDraft ? {} : liveTextErrors(current)) }
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors)
      return
    }
    await track(isDraft, async () => {
      const body = isLive
        ? { ...toApiDatasetBody(current), status: current.status }
        : toApiDatasetBody(current)
      await onSubmit(body, isDraft).catch(() => undefined)
    })
  }

  return (
    <DatasetFormShell error={error} onSubmit={() => void submit(false)}>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('dataset')}
          </Title>
          <DatasetTextFields
            input={input}
            isLive={isLive}
            namePlaceholder={t('namePlaceholder')}
            tagPlaceholder={t('tagPlaceholder')}
          />
          {isLive ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('status')}
              </Text>
              <SegmentedControl data={['ACTIVE', 'INACTIVE']} {...form.getInputProps('status')} />
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('upstream')}
          </Title>
          <Group grow align="flex-start">
            <TextInput
              label={t('baseUrl')}
              description={t('baseUrlHint')}
              placeholder={examples.baseUrl}
              {...input('base_url')}
            />
            <TextInput label={t('path')} placeholder={examples.path} {...input('path')} />
          </Group>
          <Group grow align="flex-start">
            <Select
              label={t('method')}
              withAsterisk
              data={apiDatasetMethodList.map((entry) => entry.value)}
              {...input('method')}
            />
            <Select
              label={t('apiSetting')}
              placeholder={t('noAuthentication')}
              clearable
              data={apiSettings.map((entry) => ({ value: entry.value, label: entry.description }))}
              {...input('api_setting_id')}
              onChange={(value) => form.setFieldValue('api_setting_id', value ?? '')}
            />
            <Select
              label={t('responseTime')}
              clearable
              data={enumOptionsFrom('responseTime', responseTimeList)}
              {...input('response_time')}
              onChange={(value) => form.setFieldValue('response_time', value ?? '')}
            />
          </Group>
          <DatasetOperationalHours input={input} />
          <Divider label={t('requestParameters')} labelPosition="left" />
          {values.request_params.map((_parameter, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label={t('parameterName')}
                placeholder={t('namePlaceholderShort')}
                {...input(`request_params.${index}.name`)}
                w={160}
              />
              <Select
                aria-label={t('parameterType')}
                data={enumOptionsOf('columnType')}
                {...input(`request_params.${index}.type`)}
                w={130}
              />
              <Select
                aria-label={t('location')}
                data={enumOptionsOf('parameterLocation')}
                {...input(`request_params.${index}.location`)}
                w={120}
              />
              <Checkbox
                label={t('required')}
                mt={8}
                {...form.getInputProps(`request_params.${index}.is_required`, { type: 'checkbox' })}
              />
              <TextInput
                aria-label={t('parameterDescription')}
                placeholder={t('descriptionPlaceholder')}
                style={{ flex: 1 }}
                {...input(`request_params.${index}.description`)}
              />
              <TextInput
                aria-label={t('exampleValue')}
                placeholder={t('exampleValuePlaceholder')}
                w={170}
                {...input(`request_params.${index}.example`)}
              />
              <DatasetRemoveRowButton
                label={t('removeParameter')}
                onClick={() => form.removeListItem('request_params', index)}
              />
            </Group>
          ))}
          <DatasetAddRowButton
            onClick={() =>
              form.insertListItem('request_params', {
                name: '',
                type: 'STRING',
                is_required: false,
                location: 'QUERY',
                description: '',
                example: '',
              })
            }
          >
            {t('addParameter')}
          </DatasetAddRowButton>
          <Divider label={t('headers')} labelPosition="left" />
          {values.headers.map((_header, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label={t('headerName')}
                placeholder={examples.header}
                {...input(`headers.${index}.name`)}
                w={220}
              />
              <TextInput
                aria-label={t('headerValue')}
                placeholder={t('valuePlaceholder')}
                style={{ flex: 1 }}
                {...input(`headers.${index}.value`)}
              />
              <DatasetRemoveRowButton
                label={t('removeHeader')}
                onClick={() => form.removeListItem('headers', index)}
              />
            </Group>
          ))}
          <DatasetAddRowButton onClick={() => form.insertListItem('headers', { name: '', value: '' })}>
            {t('addHeader')}
          </DatasetAddRowButton>
        </Stack>
      </Paper>
      <ApiDatasetTryPanel
        datasetId={dataset?.id}
        values={values}
        onSample={(sample) => form.setFieldValue('response_sample', sample)}
      />
      <Textarea
        label={t('responseSample')}
        autosize
        minRows={4}
        maxRows={16}
        ff="monospace"
        {...input('response_sample')}
      />
      <DatasetFormActions
        isLive={isLive}
        isSubmitting={isSubmitting}
        submittingAs={submittingAs}
        onCancel={onCancel}
        onDraft={() => void submit(true)}
      />
    </DatasetFormShell>
  )
}
