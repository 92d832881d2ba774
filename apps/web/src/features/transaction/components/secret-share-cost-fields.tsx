import { Alert, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import {
  formatCount,
  formatPrivacyCost,
  privacyBudget,
  type SecretShareAggregate,
  type SecretShareQueryOptions,
} from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import {
  costLevels,
  expectedErrorText,
  privacyBudgetTexts,
  privacyTermsTexts,
} from '../../../components/privacy-budget'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { useT } from '../../../lib/i18n/i18n'

export interface SecretShareCostFieldsProps {
  options: SecretShareQueryOptions
  aggregate: SecretShareAggregate
  measure: string
  /** The chosen data asset's row count, or null before one is chosen. */
  listSize: number | null
  cost: string
  onCostChange: (cost: string) => void
  disabled: boolean
}

/**
 * What a query will cost and how exact it will be, before it runs: the buyer picks a cost from a few
 * levels and reads the expected error at 95 % for its list, from the same rule the server's noise follows.
 */
export function SecretShareCostFields({
  options,
  aggregate,
  measure,
  listSize,
  cost,
  onCostChange,
  disabled,
}: SecretShareCostFieldsProps) {
  const privacy = useT(privacyBudgetTexts)
  const terms = useT(privacyTermsTexts)
  const costMicroRho = Number(cost)
  const chosenMeasure = options.measures.find((option) => option.name === measure) ?? null
  const needsBounds =
    aggregate !== 'COUNT' &&
    chosenMeasure !== null &&
    (chosenMeasure.lower_bound === null || chosenMeasure.upper_bound === null)
  const error =
    listSize === null || (aggregate !== 'COUNT' && chosenMeasure === null)
      ? null
      : expectedErrorText({ aggregate, costMicroRho, measure: chosenMeasure, listSize })
  const budget = options.privacy_budget
  const isOverBudget = budget.left_micro_rho < costMicroRho

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={terms('cost')}
          description={terms('costExplained', {
            cost: formatPrivacyCost(privacyBudget.defaultQueryMicroRho),
          })}
          data={costLevels(options.query_cost)}
          value={cost}
          onChange={(next) => onCostChange(next ?? String(options.query_cost.default_micro_rho))}
          allowDeselect={false}
          disabled={disabled}
        />
        <Paper withBorder radius="md" p="sm" aria-live="polite" data-testid="secret-share-expected-error">
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {terms('expectedError')}
            </Text>
            {needsBounds ? (
              <Text size="sm">{privacy('expectedNeedsBounds')}</Text>
            ) : error && listSize !== null ? (
              <>
                <Text size="xs" c="dimmed">
                  {privacy('expectedForList', { size: formatCount(listSize) })}
                </Text>
                <Text size="sm">
                  {privacy('expectedCount')}: <strong>{error.matches}</strong>
                </Text>
                {error.value ? (
                  <Text size="sm">
                    {labelOf('secretShareAggregate', aggregate)}: <strong>{error.value}</strong>
                  </Text>
                ) : null}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {privacy('expectedAfterChoice')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {terms('expectedErrorExplained')}
            </Text>
          </Stack>
        </Paper>
      </SimpleGrid>
      {isOverBudget ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} role="status">
          {privacy('budgetTooLow', {
            left: formatPrivacyCost(budget.left_micro_rho),
            cost: formatPrivacyCost(costMicroRho),
            renewsOn: formatDate(budget.renews_on),
          })}
        </Alert>
      ) : null}
    </Stack>
  )
}
