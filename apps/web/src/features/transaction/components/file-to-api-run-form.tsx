import { Alert, Anchor, Button, Code, Group, Loader, Select, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle, IconPlayerPlay, IconTestPipe } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import {
  type ApiField,
  type FileToApiDryRun,
  type FileToApiEstimate,
  fileToApiLimits,
  formatCount,
} from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { confirm, toast } from '../../../components/feedback'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useFileToApiAssetHeader } from '../api/file-to-api-asset-header'
import { useFileToApiAssets } from '../api/file-to-api-assets'
import { useEstimateFileToApi } from '../api/file-to-api-estimate'
import { useProceedFileToApi } from '../api/file-to-api-proceed'
import { FileToApiDryRunCost, FileToApiEstimateSummary } from './file-to-api-estimate-summary'
import { transactionFileToApiCostTexts } from '../transaction-file-to-api-cost.texts'
import { FileToApiDryRunTable } from './file-to-api-dry-run-table'
import {
  choiceErrorsOf,
  initialChoices,
  mappingOf,
  missingChoicesOf,
  type ColumnChoices,
} from './file-to-api-form-values'
import { RequiredMark } from '../../../components/required-mark'
import { transactionFileToApiTexts } from '../transaction-file-to-api.texts'
import { useT } from '../../../lib/i18n/i18n'

const addAssetPath = '/consumer/data-management/data-assets/add-new-assets'

interface MappingTableProps {
  fields: ApiField[]
  columns: string[]
  choices: ColumnChoices
  errors: Record<string, string>
  onChoose: (parameter: string, column: string | null) => void
}

function MappingTable({ fields, columns, choices, errors, onChoose }: MappingTableProps) {
  const t = useT(transactionFileToApiTexts)
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('parameter')}</Table.Th>
            <Table.Th>{t('type')}</Table.Th>
            <Table.Th>{t('required')}</Table.Th>
            <Table.Th>{t('columnOfFile')}</Table.Th>
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
                <RequiredMark isRequired={field.is_required} />
              </Table.Td>
              <Table.Td miw={220}>
                <Select
                  aria-label={t('columnFor', { name: field.name })}
                  placeholder={field.is_required ? t('chooseColumn') : t('notSent')}
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
  const t = useT(transactionFileToApiTexts)
  const cost = useT(transactionFileToApiCostTexts)
  const assets = useFileToApiAssets(true)
  const [assetId, setAssetId] = useState<string | null>(null)
  const header = useFileToApiAssetHeader(assetId)
  const [chosen, setChosen] = useState<Record<string, ColumnChoices>>({})
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const [dryRun, setDryRun] = useState<{ signature: string; result: FileToApiDryRun } | null>(null)
  const dryRunCall = useProceedFileToApi()
  const proceedCall = useProceedFileToApi()
  const estimateCall = useEstimateFileToApi()

  const columns = header.data?.data.map((item) => item.value) ?? []
  const choices = (assetId && chosen[assetId]) || initialChoices(fields, columns)
  const mapping = mappingOf(choices)
  const signature = JSON.stringify([assetId, mapping])
  const isDryRunCurrent = dryRun?.signature === signature
  const lastError = estimateCall.error ?? proceedCall.error ?? dryRunCall.error
  const serverErrors = isApiError(lastError) ? choiceErrorsOf(lastError.fieldErrors) : {}
  const errors = { ...serverErrors, ...localErrors }

  const choose = (parameter: string, column: string | null) => {
    if (!assetId) return
    setChosen({ ...chosen, [assetId]: { ...choices, [parameter]: column } })
    setLocalErrors({})
    // An answer about the previous mapping no longer applies.
    dryRunCall.reset()
    proceedCall.reset()
    estimateCall.reset()
  }

  const target = { transaction_no: transactionNo, data_asset_id: assetId ?? '', mapping }

  /** The figures afresh (rows, price, caps), or null when the call failed (its error shows on the form). */
  const estimate = async (): Promise<FileToApiEstimate | null> => {
    proceedCall.reset()
    dryRunCall.reset()
    return estimateCall.mutateAsync(target).catch(() => null)
  }

  // The dry run's calls are real and billed: the consumer is told how many, and at what price, first.
  const runDry = async () => {
    const missing = missingChoicesOf(fields, choices)
    setLocalErrors(missing)
    if (Object.keys(missing).length > 0 || !assetId) return
    const figures = await estimate()
    if (!figures) return
    const rows = formatCount(figures.dry_run_rows)
    await confirm({
      title: cost('dryRunTitle', { rows }),
      body: <FileToApiDryRunCost estimate={figures} />,
      actions: [
        { label: cost('cancel'), variant: 'default' },
        {
          label: cost('runDryRows', { rows }),
          onClick: async () => {
            const result = await dryRunCall.mutateAsync({ ...target, is_dry_run: true })
            if (result.dry_run) setDryRun({ signature, result: result.dry_run })
          },
        },
      ],
    })
  }

  // A run starts only on figures the consumer saw: the API refuses it when they no longer hold.
  const proceed = async () => {
    const figures = await estimate()
    if (!figures) return
    await confirm({
      title: cost('runTitle'),
      body: <FileToApiEstimateSummary estimate={figures} />,
      actions: figures.refusal
        ? [{ label: cost('close'), variant: 'default' }]
        : [
            { label: cost('cancel'), variant: 'default' },
            {
              label: cost('confirmRun', { rows: formatCount(figures.total_rows) }),
              onClick: async () => {
                await proceedCall.mutateAsync({
                  ...target,
                  is_dry_run: false,
                  expected_rows: figures.total_rows,
                  expected_amount: figures.amount,
                })
                setDryRun(null)
                void toast({ color: 'teal', message: cost('started') })
              },
            },
          ],
    })
  }

  if (assets.isPending) return <Loader role="status" size="sm" aria-label={t('loadingAssets')} />
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
        {t('noAssets')}{' '}
        <Anchor component={Link} to={addAssetPath} size="sm">
          {t('addAsset')}
        </Anchor>{' '}
        {t('noAssetsAfter')}
      </Text>
    )
  }

  return (
    <Stack gap="md">
      <Select
        label={t('dataAsset')}
        description={t('assetHint', { maxRows: formatCount(fileToApiLimits.maxRows) })}
        placeholder={t('chooseAsset')}
        data={assets.data.data.map((item) => ({ value: item.value, label: item.description }))}
        value={assetId}
        onChange={(value) => {
          setAssetId(value)
          setLocalErrors({})
          dryRunCall.reset()
          proceedCall.reset()
          estimateCall.reset()
        }}
        searchable
        maw={480}
      />
      {assetId && header.isPending ? (
        <Loader role="status" size="sm" aria-label={t('loadingColumns')} />
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
              loading={dryRunCall.isPending || (estimateCall.isPending && !isDryRunCurrent)}
              onClick={() => void runDry()}
            >
              {t('dryRun', { rows: fileToApiLimits.dryRunRows })}
            </Button>
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={!isDryRunCurrent}
              loading={proceedCall.isPending || (estimateCall.isPending && isDryRunCurrent)}
              onClick={() => void proceed()}
            >
              {t('proceedWhole')}
            </Button>
          </Group>
          {!isDryRunCurrent ? (
            <Text size="xs" c="dimmed">
              {t('tryFirst')}
            </Text>
          ) : null}
          {dryRun && isDryRunCurrent ? <FileToApiDryRunTable dryRun={dryRun.result} /> : null}
        </>
      ) : null}
    </Stack>
  )
}
