import {
  Alert,
  FileInput,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconLock, IconScale, IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import {
  type Delimiter,
  delimiterCharacters,
  delimiterList,
  type SecretShareDatasetDetail,
  secretShareDatasetFields,
} from '@lumbung/contract'
import { enumOptionsFrom, enumOptionsOf } from '../../../lib/i18n/enum-labels'
import { privacyBudgetTexts } from '../../../components/privacy-budget'
import { defaultSecretShareRole, readCsvSample } from './csv-header'
import { datasetFormErrors, liveTextErrors, useServerFieldErrors } from './dataset-form-errors'
import {
  datasetCommonValues,
  DatasetFormActions,
  DatasetFormShell,
  DatasetTextFields,
  useDatasetSubmittingAs,
} from './dataset-form-sections'
import { datasetNameFromFile } from './dataset-name-suggestion'
import { useT } from '../../../lib/i18n/i18n'
import { secretShareDatasetTexts } from '../secret-share-dataset.texts'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { secretShareBoundsTexts } from '../secret-share-bounds.texts'

export interface SecretShareFormValues {
  name: string
  description: string
  short_description: string
  tag: string[]
  delimiter: Delimiter
  /** Measures carry the provider's clipping bounds as typed (decimal text); other roles leave them blank. */
  columns: { name: string; role: string; scale: number; lower_bound: string; upper_bound: string }[]
  status: 'ACTIVE' | 'INACTIVE'
}

export interface SecretShareDatasetFormProps {
  dataset?: SecretShareDatasetDetail
  isSubmitting: boolean
  error: unknown
  onAdd: (form: FormData, isDraft: boolean) => Promise<unknown>
  onUpdate: (
    body: {
      name: string
      description: string
      short_description: string
      tag: string[]
      status?: 'ACTIVE' | 'INACTIVE'
    },
    isDraft: boolean,
  ) => Promise<unknown>
  onCancel: () => void
}

/**
 * Add a secret-share dataset by marking each CSV column's role, or edit its texts and status. The
 * shares themselves never change: a new file means a new dataset.
 */
export function SecretShareDatasetForm({
  dataset,
  isSubmitting,
  error,
  onAdd,
  onUpdate,
  onCancel,
}: SecretShareDatasetFormProps) {
  const t = useT(secretShareDatasetTexts)
  const bounds = useT(secretShareBoundsTexts)
  const privacy = useT(privacyBudgetTexts)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const { submittingAs, track } = useDatasetSubmittingAs()
  const isLive = dataset !== undefined && dataset.status !== 'DRAFT'
  const form = useForm<SecretShareFormValues>({
    mode: 'controlled',
    initialValues: {
      ...datasetCommonValues(dataset),
      delimiter: 'COMMA',
      columns: (dataset?.columns ?? []).map((column) => ({
        ...column,
        lower_bound: column.lower_bound ?? '',
        upper_bound: column.upper_bound ?? '',
      })),
    },
    validate: (values) => (dataset ? {} : datasetFormErrors(secretShareDatasetFields, values)),
    validateInputOnChange: true,
    validateInputOnBlur: true,
    // The list's own error (an identifier or a measure missing) is not a field's: a changed role or
    // bound checks it again, so it clears once fixed.
    onValuesChange: (next) => {
      if (dataset || !form.errors.columns) return
      const listError = datasetFormErrors(secretShareDatasetFields, next).columns
      if (listError) form.setFieldError('columns', listError)
      else form.clearFieldError('columns')
    },
  })
  const values = form.getValues()
  const serverErrorOf = useServerFieldErrors(error, values)
  const errorOf = (path: string) => form.errors[path] ?? serverErrorOf(path)
  const input = (path: string) => ({ ...form.getInputProps(path), error: errorOf(path) })

  const pickFile = async (next: File | null, delimiter: Delimiter = values.delimiter) => {
    setFile(next)
    setFileError(next && !next.name.toLowerCase().endsWith('.csv') ? t('fileTypeInvalid') : null)
    if (!next) return form.setFieldValue('columns', [])
    // A new dataset is usually named after its file; a name already typed is never replaced.
    const suggestion = form.getValues().name.trim() === '' ? datasetNameFromFile(next.name) : null
    if (suggestion) form.setFieldValue('name', suggestion)
    const { header, rows } = await readCsvSample(next, delimiterCharacters[delimiter])
    form.setFieldValue(
      'columns',
      header.map((name, index) => ({
        name,
        // Numbers are what a secret-share dataset sums: a numeric column starts as a measure.
        ...defaultSecretShareRole(
          index,
          rows.map((row) => row[index] ?? ''),
        ),
        lower_bound: '',
        upper_bound: '',
      })),
    )
  }

  const submit = async (isDraft: boolean) => {
    const current = form.getValues()
    const errors: Record<string, React.ReactNode> = {
      ...form.validate().errors,
      ...(isDraft ? {} : liveTextErrors(current)),
    }
    if (!dataset && !file) errors.file = t('fileEmpty')
    setFileError(typeof errors.file === 'string' ? errors.file : null)
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors)
      return
    }
    await track(isDraft, async () => {
      if (dataset) {
        const { name, description, short_description, tag, status } = current
        await onUpdate(
          { name, description, short_description, tag, ...(isLive ? { status } : {}) },
          isDraft,
        ).catch(() => undefined)
      } else {
        const body = new FormData()
        body.append('name', current.name)
        body.append('description', current.description)
        body.append('short_description', current.short_description)
        body.append('tag', JSON.stringify(current.tag))
        body.append('delimiter', current.delimiter)
        body.append('columns', JSON.stringify(current.columns))
        body.append('file', file!)
        await onAdd(body, isDraft).catch(() => undefined)
      }
    })
  }

  return (
    <DatasetFormShell error={error} onSubmit={() => void submit(false)}>
      <Alert color="indigo" variant="light" icon={<IconLock size={18} />}>
        {t('howStored')}
      </Alert>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <DatasetTextFields input={input} isLive={isLive} />
          {isLive ? (
            <SegmentedControl
              data={['ACTIVE', 'INACTIVE']}
              w="fit-content"
              {...form.getInputProps('status')}
            />
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('columns')}
          </Title>
          {dataset ? (
            <Text size="sm">{t('rowsSplit', { count: dataset.row_count })}</Text>
          ) : (
            <Group grow align="flex-start">
              <FileInput
                label={t('csvFile')}
                withAsterisk
                accept=".csv"
                leftSection={<IconUpload size={16} />}
                value={file}
                onChange={(next) => void pickFile(next)}
                error={fileError ?? serverErrorOf('file')}
                clearable
              />
              <Select
                label={t('delimiter')}
                data={enumOptionsFrom('delimiter', delimiterList)}
                {...input('delimiter')}
                onChange={(next) => {
                  const delimiter = (next ?? 'COMMA') as Delimiter
                  form.setFieldValue('delimiter', delimiter)
                  if (file) void pickFile(file, delimiter)
                }}
              />
            </Group>
          )}
          {errorOf('columns') ? (
            <Text size="sm" c="red">
              <ValidationMessage>{errorOf('columns')}</ValidationMessage>
            </Text>
          ) : null}
          {values.columns.length > 0 ? (
            <Alert
              color="blue"
              variant="light"
              icon={<IconScale size={18} />}
              title={privacy('boundsHeading')}
              data-testid="secret-share-bounds-explained"
            >
              <Stack gap={4}>
                <Text size="sm">{bounds('explained')}</Text>
                <Text size="sm">{privacy('oneRowPerIdentifier')}</Text>
              </Stack>
            </Alert>
          ) : null}
          {values.columns.length > 0 ? (
            <Table data-testid="datasets-secret-share-columns">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('column')}</Table.Th>
                  <Table.Th>{t('role')}</Table.Th>
                  <Table.Th>{t('decimalPlacesKept')}</Table.Th>
                  <Table.Th>{privacy('boundsColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.columns.map((column, index) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>{column.name}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('roleOf', { name: column.name })}
                        disabled={dataset !== undefined}
                        data={enumOptionsOf('secretShareRole')}
                        {...input(`columns.${index}.role`)}
                        w={240}
                      />
                    </Table.Td>
                    <Table.Td>
                      {column.role === 'MEASURE' ? (
                        <NumberInput
                          aria-label={t('decimalPlacesOf', { name: column.name })}
                          disabled={dataset !== undefined}
                          min={0}
                          max={12}
                          {...input(`columns.${index}.scale`)}
                          w={100}
                        />
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {column.role === 'MEASURE' ? (
                        <Group gap="xs" wrap="nowrap" align="flex-start">
                          <TextInput
                            label={t('lower')}
                            aria-label={t('lowerOf', { name: column.name })}
                            inputMode="decimal"
                            disabled={dataset !== undefined}
                            {...input(`columns.${index}.lower_bound`)}
                            w={150}
                          />
                          <TextInput
                            label={t('upper')}
                            aria-label={t('upperOf', { name: column.name })}
                            inputMode="decimal"
                            disabled={dataset !== undefined}
                            {...input(`columns.${index}.upper_bound`)}
                            w={150}
                          />
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : null}
        </Stack>
      </Paper>
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
