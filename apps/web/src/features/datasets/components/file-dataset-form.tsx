import {
  Checkbox,
  FileInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm, type UseFormReturnType } from '@mantine/form'
import { IconUpload } from '@tabler/icons-react'
import { useState } from 'react'
import {
  type DataStructureColumn,
  delimiterList,
  type FileDatasetDetail,
  fileDatasetFields,
} from '@lumbung/contract'
import { enumOptionsFrom, enumOptionsOf } from '../../../lib/i18n/enum-labels'
import { isApiError } from '../../../lib/api-error'
import { datasetFormErrors, liveTextErrors } from './dataset-form-errors'
import {
  datasetCommonValues,
  DatasetFormActions,
  DatasetFormShell,
  DatasetOperationalHours,
  DatasetTextFields,
  useDatasetSubmittingAs,
} from './dataset-form-sections'
import { datasetNameFromFile } from './dataset-name-suggestion'
import { badRowsOf, FileImportChoices, sheetsOf, type FileImportChoice } from './file-import-choices'
import { useT } from '../../../lib/i18n/i18n'
import { fileDatasetTexts } from '../file-dataset.texts'

export interface FileDatasetFormValues {
  name: string
  description: string
  short_description: string
  tag: string[]
  delimiter: string
  operational_hour_from: string
  operational_hour_to: string
  data_structure: { name: string; type: string; description: string; is_sensitive: boolean }[]
  status: 'ACTIVE' | 'INACTIVE'
}

const fileTypeOf = (name: string) => {
  const extension = name.split('.').pop()?.toLowerCase() ?? ''
  return ({ csv: 'CSV', tsv: 'TSV', xlsx: 'XLSX', json: 'JSON' } as Record<string, string>)[extension] ?? null
}

export interface FileDatasetFormProps {
  dataset?: FileDatasetDetail
  isSubmitting: boolean
  error: unknown
  onSubmit: (form: FormData, isDraft: boolean) => Promise<unknown>
  onCancel: () => void
}

/**
 * Add or edit a file dataset. Adding sends the file; the server infers the structure, which the edit
 * screen then shows for correction (types, descriptions, sensitive columns) beside a preview.
 */
export function FileDatasetForm({ dataset, isSubmitting, error, onSubmit, onCancel }: FileDatasetFormProps) {
  const t = useT(fileDatasetTexts)
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | null>(null)
  const { submittingAs, track } = useDatasetSubmittingAs()
  // Whether the last save was a draft: the provider's answer about the file (good rows, a sheet) resends it.
  const [lastIsDraft, setLastIsDraft] = useState(true)
  const isAskedAboutFile = file !== null && (badRowsOf(error) !== null || sheetsOf(error) !== null)
  const isLive = dataset !== undefined && dataset.status !== 'DRAFT'
  const form = useForm<FileDatasetFormValues>({
    mode: 'controlled',
    initialValues: {
      ...datasetCommonValues(dataset),
      delimiter: dataset?.delimiter ?? 'COMMA',
      operational_hour_from: dataset?.operational_hour_from ?? '',
      operational_hour_to: dataset?.operational_hour_to ?? '',
      data_structure: (dataset?.data_structure ?? []).map((column) => ({
        ...column,
        description: column.description ?? '',
      })),
    },
    validate: (values) =>
      datasetFormErrors(fileDatasetFields, {
        ...values,
        file_type: fileTypeOf(file?.name ?? '') ?? dataset?.file_type ?? 'CSV',
        data_structure: values.data_structure.length > 0 ? values.data_structure : undefined,
      }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const values = form.getValues()
  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const errorOf = (path: string) => form.errors[path] ?? serverErrors[path]
  const input = (path: string) => ({ ...form.getInputProps(path), error: errorOf(path) })
  // A new dataset is usually named after its file; a name already typed is never replaced.
  const suggestName = (next: File | null) => {
    const suggestion =
      next && !dataset && form.getValues().name.trim() === '' ? datasetNameFromFile(next.name) : null
    if (suggestion) form.setFieldValue('name', suggestion)
  }
  const fileType = fileTypeOf(file?.name ?? '') ?? dataset?.file_type ?? null
  const isDelimited = fileType === 'CSV' || fileType === 'TSV'

  const submit = async (isDraft: boolean, choice: FileImportChoice = {}) => {
    setLastIsDraft(isDraft)
    const current = form.getValues()
    const errors: Record<string, React.ReactNode> = {
      ...form.validate().errors,
      ...(isDraft ? {} : liveTextErrors(current)),
    }
    if (!dataset && !file) errors.file = t('fileEmpty')
    else if (file && !fileTypeOf(file.name)) errors.file = t('fileTypeInvalid')
    setFileError(typeof errors.file === 'string' ? errors.file : null)
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors)
      return
    }
    const body = new FormData()
    if (dataset) body.append('id', dataset.id)
    body.append('name', current.name)
    body.append('description', current.description)
    body.append('short_description', current.short_description)
    body.append('tag', JSON.stringify(current.tag))
    body.append('file_type', fileType ?? '')
    if (isDelimited) body.append('delimiter', fileType === 'TSV' && !dataset ? 'TAB' : current.delimiter)
    body.append('operational_hour_from', current.operational_hour_from)
    body.append('operational_hour_to', current.operational_hour_to)
    // A replaced file brings its own columns; the edited structure belongs to the stored one.
    if (!file && current.data_structure.length > 0)
      body.append('data_structure', JSON.stringify(current.data_structure))
    if (isLive) body.append('status', current.status)
    if (choice.skipBadRows) body.append('skip_bad_rows', 'true')
    if (choice.sheetName) body.append('sheet_name', choice.sheetName)
    if (file) body.append('file', file)
    await track(isDraft, () => onSubmit(body, isDraft).catch(() => undefined))
  }

  return (
    <DatasetFormShell error={error} onSubmit={() => void submit(false)}>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <FileInput
            label={dataset ? t('replaceFile') : t('file')}
            withAsterisk={!dataset}
            description={dataset ? t('stored', { name: dataset.file_name }) : t('fileHint')}
            accept=".csv,.tsv,.xlsx,.json"
            leftSection={<IconUpload size={16} />}
            value={file}
            onChange={(next) => {
              setFile(next)
              setFileError(next && !fileTypeOf(next.name) ? t('fileTypeInvalid') : null)
              suggestName(next)
            }}
            error={fileError ?? (isAskedAboutFile ? undefined : serverErrors.file)}
            clearable
          />
          {isAskedAboutFile ? (
            <FileImportChoices
              error={error}
              fileName={file.name}
              isSubmitting={isSubmitting}
              onChoose={(choice) => void submit(lastIsDraft, choice)}
            />
          ) : null}
          {isDelimited && fileType === 'CSV' ? (
            <Select
              label={t('delimiter')}
              data={enumOptionsFrom('delimiter', delimiterList)}
              {...input('delimiter')}
            />
          ) : null}
          <DatasetTextFields input={input} isLive={isLive} />
          <DatasetOperationalHours input={input} />
          {isLive ? (
            <SegmentedControl
              data={['ACTIVE', 'INACTIVE']}
              w="fit-content"
              {...form.getInputProps('status')}
            />
          ) : null}
        </Stack>
      </Paper>
      {dataset && !file ? (
        <DatasetStructureEditor form={form} columns={values.data_structure} errorOf={errorOf} />
      ) : null}
      <DatasetFormActions
        isLive={isLive}
        isSubmitting={isSubmitting}
        submittingAs={submittingAs}
        draftLabel={dataset ? t('saveDraft') : t('uploadAsDraft')}
        onCancel={onCancel}
        onDraft={() => void submit(true)}
      />
    </DatasetFormShell>
  )
}

function DatasetStructureEditor({
  form,
  columns,
  errorOf,
}: {
  form: UseFormReturnType<
    FileDatasetFormValues,
    FileDatasetFormValues,
    (values: FileDatasetFormValues) => Record<string, React.ReactNode>
  >
  columns: FileDatasetFormValues['data_structure']
  errorOf: (path: string) => React.ReactNode
}) {
  const t = useT(fileDatasetTexts)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('dataStructure')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('inferredHint')}
        </Text>
        <Table data-testid="datasets-structure">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('column')}</Table.Th>
              <Table.Th>{t('type')}</Table.Th>
              <Table.Th>{t('description')}</Table.Th>
              <Table.Th>{t('sensitive')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map(
              (column: DataStructureColumn | FileDatasetFormValues['data_structure'][number], index) => (
                <Table.Tr key={column.name}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {column.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('typeOf', { name: column.name })}
                      data={enumOptionsOf('columnType')}
                      {...form.getInputProps(`data_structure.${index}.type`)}
                      error={errorOf(`data_structure.${index}.type`)}
                      w={140}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('descriptionOf', { name: column.name })}
                      {...form.getInputProps(`data_structure.${index}.description`)}
                      error={errorOf(`data_structure.${index}.description`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('isSensitive', { name: column.name })}
                      {...form.getInputProps(`data_structure.${index}.is_sensitive`, { type: 'checkbox' })}
                    />
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  )
}
