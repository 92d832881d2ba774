import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconPlayerPlay } from '@tabler/icons-react'
import {
  secretShareAggregates,
  type SecretShareAggregate,
  type SecretShareQueryInput,
  type SecretShareQueryOptions,
} from '@lumbung/contract'
import {
  emptyIdentifierList,
  identifierListBody,
  identifierListErrors,
  IdentifierListFields,
  type IdentifierListValues,
} from '../../../components/identifier-list/identifier-list-fields'
import { PrivacyRefusalAlert, privacyTermsTexts } from '../../../components/privacy-budget'
import { isApiError } from '../../../lib/api-error'
import { SecretShareCostFields } from './secret-share-cost-fields'
import { aggregateLabel, transactionSecretShareTexts } from '../transaction-secret-share.texts'
import { useT } from '../../../lib/i18n/i18n'

interface QueryFormValues extends IdentifierListValues {
  aggregate: SecretShareAggregate
  measure: string
  group_by: string
  /** The chosen cost in micro-rho, as the select keeps it. */
  cost_micro_rho: string
}

export interface SecretShareQueryFormProps {
  transactionNo: string
  options: SecretShareQueryOptions
  /** "Rp 75.000 per query": said beside the button, since every run is billed. */
  priceText: string
  isRunning: boolean
  error: unknown
  onRun: (body: SecretShareQueryInput) => Promise<unknown>
}

/** The query: whose identifiers, what to compute over the matches, and by which dimension. */
export function SecretShareQueryForm({
  transactionNo,
  options,
  priceText,
  isRunning,
  error,
  onRun,
}: SecretShareQueryFormProps) {
  const t = useT(transactionSecretShareTexts)
  const terms = useT(privacyTermsTexts)
  const aggregateChoices = secretShareAggregates.map((value) => ({
    value,
    label: value === 'COUNT' ? t('count') : aggregateLabel(value),
  }))
  const form = useForm<QueryFormValues>({
    mode: 'controlled',
    initialValues: {
      ...emptyIdentifierList,
      aggregate: 'COUNT',
      measure: options.measures.length === 1 ? options.measures[0]!.name : '',
      group_by: '',
      cost_micro_rho: String(options.query_cost.default_micro_rho),
    },
    validate: (values) => ({
      ...identifierListErrors(values, options.identifier_columns),
      ...(values.aggregate !== 'COUNT' && !values.measure ? { measure: t('measureRequired') } : {}),
    }),
  })
  const values = form.getValues()
  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  const errorOf = (field: keyof QueryFormValues) => form.errors[field]?.toString() ?? fieldErrors[field]
  const hasFieldError = Object.keys(fieldErrors).length > 0
  const listSize = options.data_assets.find((asset) => asset.id === values.data_asset_id)?.row_count ?? null
  // The server refuses a query the budget cannot pay for; the button says so before it is pressed.
  const isOverBudget = options.privacy_budget.left_micro_rho < Number(values.cost_micro_rho)

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (submitted) =>
          void onRun({
            transaction_no: transactionNo,
            ...identifierListBody(submitted),
            aggregate: submitted.aggregate,
            ...(submitted.aggregate !== 'COUNT' ? { measure: submitted.measure } : {}),
            ...(submitted.group_by ? { group_by: submitted.group_by } : {}),
            cost_micro_rho: Number(submitted.cost_micro_rho),
          }).catch(() => undefined),
      )}
    >
      <Stack gap="md">
        {error && !hasFieldError ? <PrivacyRefusalAlert error={error} /> : null}
        <IdentifierListFields
          assets={options.data_assets}
          datasetIdentifiers={options.identifier_columns}
          values={values}
          onChange={(list) => form.setValues(list)}
          errors={{
            data_asset_id: errorOf('data_asset_id'),
            identifier_column: errorOf('identifier_column'),
            dataset_identifier: errorOf('dataset_identifier'),
          }}
          disabled={isRunning}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="secret-share-aggregate-label">
            {t('compute')}
          </Text>
          <SegmentedControl
            aria-labelledby="secret-share-aggregate-label"
            data={aggregateChoices}
            value={values.aggregate}
            onChange={(value) => form.setFieldValue('aggregate', value as SecretShareAggregate)}
            disabled={isRunning}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('measure')}
            placeholder={values.aggregate === 'COUNT' ? t('notNeeded') : t('chooseMeasure')}
            withAsterisk={values.aggregate !== 'COUNT'}
            disabled={isRunning || values.aggregate === 'COUNT'}
            data={options.measures.map((measure) => measure.name)}
            value={values.aggregate === 'COUNT' ? null : values.measure || null}
            onChange={(measure) => form.setFieldValue('measure', measure ?? '')}
            error={errorOf('measure')}
          />
          <Select
            label={t('groupBy')}
            placeholder={options.dimensions.length === 0 ? t('noDimension') : t('noGrouping')}
            clearable
            disabled={isRunning || options.dimensions.length === 0}
            data={options.dimensions}
            value={values.group_by || null}
            onChange={(dimension) => form.setFieldValue('group_by', dimension ?? '')}
            error={errorOf('group_by')}
          />
        </SimpleGrid>
        <SecretShareCostFields
          options={options}
          aggregate={values.aggregate}
          measure={values.measure}
          listSize={listSize}
          cost={values.cost_micro_rho}
          onCostChange={(cost) => form.setFieldValue('cost_micro_rho', cost)}
          disabled={isRunning}
        />
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            {t('billed', { price: priceText })} {terms('omittedGroups')}
          </Text>
          <Button
            type="submit"
            loading={isRunning}
            disabled={isOverBudget}
            leftSection={<IconPlayerPlay size={16} />}
          >
            {t('run')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
