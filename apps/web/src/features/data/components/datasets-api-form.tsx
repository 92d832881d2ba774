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
  apiDatasetFields,
  apiDatasetMethodList,
  columnTypes,
  parameterLocations,
  responseTimeList,
  type AddApiDatasetBody,
  type ApiDatasetDetail,
} from '@lumbung/contract'
import { isApiError } from '../../../lib/api-error'
import { datasetsFormErrors, liveTextErrors } from './datasets-form-errors'
import {
  DatasetsAddRowButton,
  DatasetsFormActions,
  DatasetsFormShell,
  DatasetsOperationalHours,
  DatasetsRemoveRowButton,
  DatasetsTextFields,
  useDatasetsSubmittingAs,
} from './datasets-form-sections'
import { DatasetsTryPanel } from './datasets-try-panel'

export interface ApiDatasetFormValues {
  name: string
  base_url: string
  path: string
  method: string
  request_params: {
    name: string
    type: string
    is_required: boolean
    location: string
    description: string
  }[]
  headers: { name: string; value: string }[]
  api_setting_id: string
  response_sample: string
  response_time: string
  operational_hour_from: string
  operational_hour_to: string
  tag: string[]
  description: string
  short_description: string
  status: 'ACTIVE' | 'INACTIVE'
}

export function valuesOfApiDataset(dataset?: ApiDatasetDetail): ApiDatasetFormValues {
  return {
    name: dataset?.name ?? '',
    base_url: dataset?.base_url ?? '',
    path: dataset?.path ?? '/',
    method: dataset?.method ?? 'GET',
    request_params: (dataset?.request_params ?? []).map((parameter) => ({
      ...parameter,
      description: parameter.description ?? '',
    })),
    headers: dataset?.headers ?? [],
    api_setting_id: dataset?.api_setting_id ?? '',
    response_sample: dataset?.response_sample ?? '',
    response_time: dataset?.response_time ?? '',
    operational_hour_from: dataset?.operational_hour_from ?? '',
    operational_hour_to: dataset?.operational_hour_to ?? '',
    tag: dataset?.tag ?? [],
    description: dataset?.description ?? '',
    short_description: dataset?.short_description ?? '',
    status: dataset?.status === 'INACTIVE' ? 'INACTIVE' : 'ACTIVE',
  }
}

export interface DatasetsApiFormProps {
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

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }))
const toBody = ({ status: _status, ...values }: ApiDatasetFormValues) =>
  values as unknown as AddApiDatasetBody

/** Add or edit an API dataset; validated as the user types with the server's own rules. */
export function DatasetsApiForm({
  dataset,
  apiSettings,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
}: DatasetsApiFormProps) {
  const { submittingAs, track } = useDatasetsSubmittingAs()
  const isLive = dataset !== undefined && dataset.status !== 'DRAFT'
  const form = useForm<ApiDatasetFormValues>({
    mode: 'controlled',
    initialValues: valuesOfApiDataset(dataset),
    validate: (values) => datasetsFormErrors(apiDatasetFields, toBody(values)),
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
      const body = isLive ? { ...toBody(current), status: current.status } : toBody(current)
      await onSubmit(body, isDraft).catch(() => undefined)
    })
  }

  return (
    <DatasetsFormShell error={error} onSubmit={() => void submit(false)}>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Dataset
          </Title>
          <DatasetsTextFields
            input={input}
            isLive={isLive}
            namePlaceholder="For example: Postal code look-up"
            tagPlaceholder="Pick or type a tag"
          />
          {isLive ? (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Status
              </Text>
              <SegmentedControl data={['ACTIVE', 'INACTIVE']} {...form.getInputProps('status')} />
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            Upstream
          </Title>
          <Group grow align="flex-start">
            <TextInput
              label="Base URL"
              withAsterisk
              placeholder="https://api.example.com/v1"
              {...input('base_url')}
            />
            <TextInput label="Path" placeholder="/postal-codes/{code}" {...input('path')} />
          </Group>
          <Group grow align="flex-start">
            <Select
              label="Method"
              withAsterisk
              data={apiDatasetMethodList.map((entry) => entry.value)}
              {...input('method')}
            />
            <Select
              label="API setting"
              placeholder="No authentication"
              clearable
              data={apiSettings.map((entry) => ({ value: entry.value, label: entry.description }))}
              {...input('api_setting_id')}
              onChange={(value) => form.setFieldValue('api_setting_id', value ?? '')}
            />
            <Select
              label="Response time"
              clearable
              data={responseTimeList.map((entry) => ({ value: entry.value, label: entry.description }))}
              {...input('response_time')}
              onChange={(value) => form.setFieldValue('response_time', value ?? '')}
            />
          </Group>
          <DatasetsOperationalHours input={input} />
          <Divider label="Request parameters" labelPosition="left" />
          {values.request_params.map((_parameter, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label="Parameter name"
                placeholder="name"
                {...input(`request_params.${index}.name`)}
                w={160}
              />
              <Select
                aria-label="Parameter type"
                data={options(columnTypes)}
                {...input(`request_params.${index}.type`)}
                w={130}
              />
              <Select
                aria-label="Location"
                data={options(parameterLocations)}
                {...input(`request_params.${index}.location`)}
                w={120}
              />
              <Checkbox
                label="Required"
                mt={8}
                {...form.getInputProps(`request_params.${index}.is_required`, { type: 'checkbox' })}
              />
              <TextInput
                aria-label="Parameter description"
                placeholder="description"
                style={{ flex: 1 }}
                {...input(`request_params.${index}.description`)}
              />
              <DatasetsRemoveRowButton
                label="Remove parameter"
                onClick={() => form.removeListItem('request_params', index)}
              />
            </Group>
          ))}
          <DatasetsAddRowButton
            onClick={() =>
              form.insertListItem('request_params', {
                name: '',
                type: 'STRING',
                is_required: false,
                location: 'QUERY',
                description: '',
              })
            }
          >
            Add parameter
          </DatasetsAddRowButton>
          <Divider label="Headers" labelPosition="left" />
          {values.headers.map((_header, index) => (
            <Group key={index} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label="Header name"
                placeholder="X-Header"
                {...input(`headers.${index}.name`)}
                w={220}
              />
              <TextInput
                aria-label="Header value"
                placeholder="value"
                style={{ flex: 1 }}
                {...input(`headers.${index}.value`)}
              />
              <DatasetsRemoveRowButton
                label="Remove header"
                onClick={() => form.removeListItem('headers', index)}
              />
            </Group>
          ))}
          <DatasetsAddRowButton onClick={() => form.insertListItem('headers', { name: '', value: '' })}>
            Add header
          </DatasetsAddRowButton>
        </Stack>
      </Paper>
      <DatasetsTryPanel
        datasetId={dataset?.id}
        values={values}
        onSample={(sample) => form.setFieldValue('response_sample', sample)}
      />
      <Textarea
        label="Response sample"
        autosize
        minRows={4}
        maxRows={16}
        ff="monospace"
        {...input('response_sample')}
      />
      <DatasetsFormActions
        isLive={isLive}
        isSubmitting={isSubmitting}
        submittingAs={submittingAs}
        onCancel={onCancel}
        onDraft={() => void submit(true)}
      />
    </DatasetsFormShell>
  )
}
