import { Alert, Anchor, Badge, Button, Code, Group, Loader, Select, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle, IconPlayerPlay, IconTestPipe } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { type ApiField, type FileToApiDryRun, fileToApiLimits, formatCount, labelOf } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useFileToApiAssetHeader } from '../api/file-to-api-asset-header'
import { useFileToApiAssets } from '../api/file-to-api-assets'
import { useProceedFileToApi } from '../api/file-to-api-proceed'
import { FileToApiDryRunTable } from './file-to-api-dry-run-table'
import {
  choiceErrorsOf,
  initialChoices,
  mappingOf,
  missingChoicesOf,
  type ColumnChoices,
} from './file-to-api-form-values'

const addAssetPath = '/consumer/data-management/data-assets/add-new-assets'

interface MappingTableProps {
  fields: ApiField[]
  columns: string[]
  choices: ColumnChoices
  errors: Record<string, string>
  onChoose: (parameter: string, column: string | null) => void
}

function MappingTable({ fields, columns, choices, errors, onChoose }: MappingTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Parameter</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Required</Table.Th>
            <Table.Th>Column of the file</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.name}>
              <Table.Td>
                <Code>{field.name}</Code>
                {field.description ? (
                  <Text size="xs" c="dimmed">
                    {field.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{labelOf('columnType', field.type)}</Table.Td>
              <Table.Td>
                {field.is_required ? (
                  <Badge size="sm" variant="light" color="red" radius="sm">
                    Required
                  </Badge>
                ) : (
                  <Text size="sm" c="dimmed">
                    Optional
                  </Text>
                )}
              </Table.Td>
              <Table.Td miw={220}>
                <Select
                  aria-label={`Column for ${field.name}`}
                  placeholder={field.is_required ? 'Choose a column' : 'Not sent'}
                  data={columns}
                  value={choices[field.name] ?? null}
                  onChange={(value) => onChoose(field.name, value)}
                  clearable
                  searchable
                  error={errors[field.name]}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * A new run of the purchase over one of the company's data assets: pick the asset, map its columns to
 * the API's parameters, try the first rows, then proceed with the whole file.
 */
export function FileToApiRunForm({ transactionNo, fields }: { transactionNo: string; fields: ApiField[] }) {
  const assets = useFileToApiAssets(true)
  const [assetId, setAssetId] = useState<string | null>(null)
  const header = useFileToApiAssetHeader(assetId)
  const [chosen, setChosen] = useState<Record<string, ColumnChoices>>({})
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const [dryRun, setDryRun] = useState<{ signature: string; result: FileToApiDryRun } | null>(null)
  const dryRunCall = useProceedFileToApi()
  const proceedCall = useProceedFileToApi()

  const columns = header.data?.data.map((item) => item.value) ?? []
  const choices = (assetId && chosen[assetId]) || initialChoices(fields, columns)
  const mapping = mappingOf(choices)
  const signature = JSON.stringify([assetId, mapping])
  const isDryRunCurrent = dryRun?.signature === signature
  const lastError = proceedCall.error ?? dryRunCall.error
  const serverErrors = isApiError(lastError) ? choiceErrorsOf(lastError.fieldErrors) : {}
  const errors = { ...serverErrors, ...localErrors }

  const choose = (parameter: string, column: string | null) => {
    if (!assetId) return
    setChosen({ ...chosen, [assetId]: { ...choices, [parameter]: column } })
    setLocalErrors({})
    // An answer about the previous mapping no longer applies.
    dryRunCall.reset()
    proceedCall.reset()
  }

  const bodyOf = (isDryRun: boolean) => ({
    transaction_no: transactionNo,
    data_asset_id: assetId ?? '',
    mapping,
    is_dry_run: isDryRun,
  })

  const runDry = async () => {
    const missing = missingChoicesOf(fields, choices)
    setLocalErrors(missing)
    if (Object.keys(missing).length > 0 || !assetId) return
    proceedCall.reset()
    const result = await dryRunCall.mutateAsync(bodyOf(true)).catch(() => null)
    if (result?.dry_run) setDryRun({ signature, result: result.dry_run })
  }

  const proceed = async () => {
    const result = await proceedCall.mutateAsync(bodyOf(false)).catch(() => null)
    if (!result?.job) return
    setDryRun(null)
    void toast({ color: 'teal', message: 'The run has started; its progress shows below' })
  }

  if (assets.isPending) return <Loader size="sm" aria-label="Loading data assets" />
  if (assets.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(assets.error)}
      </Alert>
    )
  }
  if (assets.data.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="file-to-api-no-assets">
        No data asset is ready yet.{' '}
        <Anchor component={Link} to={addAssetPath} size="sm">
          Add a CSV file as a data asset
        </Anchor>{' '}
        first.
      </Text>
    )
  }

  return (
    <Stack gap="md">
      <Select
        label="Data asset"
        description={`A CSV file of up to ${formatCount(fileToApiLimits.maxRows)} rows; each row becomes one call.`}
        placeholder="Choose a data asset"
        data={assets.data.data.map((item) => ({ value: item.value, label: item.description }))}
        value={assetId}
        onChange={(value) => {
          setAssetId(value)
          setLocalErrors({})
          dryRunCall.reset()
          proceedCall.reset()
        }}
        searchable
        maw={480}
      />
      {assetId && header.isPending ? (
        <Loader size="sm" aria-label="Loading the columns of the data asset" />
      ) : null}
      {header.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(header.error)}
        </Alert>
      ) : null}
      {assetId && header.isSuccess ? (
        <>
          <MappingTable
            fields={fields}
            columns={columns}
            choices={choices}
            errors={errors}
            onChoose={choose}
          />
          {lastError && Object.keys(serverErrors).length === 0 ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(lastError)}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconTestPipe size={16} aria-hidden />}
              loading={dryRunCall.isPending}
              onClick={() => void runDry()}
            >
              Dry run ({fileToApiLimits.dryRunRows} rows)
            </Button>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={!isDryRunCurrent}
              loading={proceedCall.isPending}
              onClick={() => void proceed()}
            >
              Proceed with the whole file
            </Button>
          </Group>
          {!isDryRunCurrent ? (
            <Text size="xs" c="dimmed">
              Try the mapping on the first rows before running the whole file.
            </Text>
          ) : null}
          {dryRun && isDryRunCurrent ? <FileToApiDryRunTable dryRun={dryRun.result} /> : null}
        </>
      ) : null}
    </Stack>
  )
}
