import { Alert, Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconPlayerPlay } from '@tabler/icons-react'
import {
  secretShareAggregateLabels,
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
import { errorMessageOf, isApiError } from '../../../lib/api-error'

interface QueryFormValues extends IdentifierListValues {
  aggregate: SecretShareAggregate
  measure: string
  group_by: string
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

const aggregateChoices = secretShareAggregates.map((value) => ({
  value,
  label: value === 'COUNT' ? 'Count' : secretShareAggregateLabels[value],
}))

/** The query: whose identifiers, what to compute over the matches, and by which dimension. */
export function SecretShareQueryForm({
  transactionNo,
  options,
  priceText,
  isRunning,
  error,
  onRun,
}: SecretShareQueryFormProps) {
  const form = useForm<QueryFormValues>({
    mode: 'controlled',
    initialValues: {
      ...emptyIdentifierList,
      aggregate: 'COUNT',
      measure: options.measures.length === 1 ? options.measures[0]!.name : '',
      group_by: '',
    },
    validate: (values) => ({
      ...identifierListErrors(values, options.identifier_columns),
      ...(values.aggregate !== 'COUNT' && !values.measure ? { measure: 'Measure can not be empty' } : {}),
    }),
  })
  const values = form.getValues()
  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  const errorOf = (field: keyof QueryFormValues) => form.errors[field]?.toString() ?? fieldErrors[field]
  const hasFieldError = Object.keys(fieldErrors).length > 0

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
          }).catch(() => undefined),
      )}
    >
      <Stack gap="md">
        {error && !hasFieldError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
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
            Compute
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
            label="Measure"
            placeholder={values.aggregate === 'COUNT' ? 'Not needed to count' : 'Choose a measure'}
            withAsterisk={values.aggregate !== 'COUNT'}
            disabled={isRunning || values.aggregate === 'COUNT'}
            data={options.measures.map((measure) => measure.name)}
            value={values.aggregate === 'COUNT' ? null : values.measure || null}
            onChange={(measure) => form.setFieldValue('measure', measure ?? '')}
            error={errorOf('measure')}
          />
          <Select
            label="Group by"
            placeholder={options.dimensions.length === 0 ? 'The product has no dimension' : 'No grouping'}
            clearable
            disabled={isRunning || options.dimensions.length === 0}
            data={options.dimensions}
            value={values.group_by || null}
            onChange={(dimension) => form.setFieldValue('group_by', dimension ?? '')}
            error={errorOf('group_by')}
          />
        </SimpleGrid>
        <Group justify="space-between" align="center">
          <Text size="xs" c="dimmed">
            Each query is billed ({priceText}). Groups with fewer than {options.min_group_size} of your
            identifiers are not shown.
          </Text>
          <Button type="submit" loading={isRunning} leftSection={<IconPlayerPlay size={16} />}>
            Run query
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
