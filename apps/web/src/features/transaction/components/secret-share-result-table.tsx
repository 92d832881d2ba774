import { Stack, Table, Text } from '@mantine/core'
import { formatCount, type SecretShareQueryResult, type SecretShareResultRow } from '@lumbung/contract'
import {
  formatErrorBar,
  formatMeasureValue,
  privacyBudgetTexts,
  privacyTermsTexts,
} from '../../../components/privacy-budget'
import { aggregateLabel, transactionSecretShareTexts } from '../transaction-secret-share.texts'
import { translateIn, useT } from '../../../lib/i18n/i18n'

/** "Sum of monthly_spend by city": what a query asked, in words. */
export function secretShareQueryTitle(
  query: Pick<SecretShareQueryResult, 'aggregate' | 'measure' | 'group_by'>,
) {
  const what =
    query.aggregate === 'COUNT'
      ? aggregateLabel('COUNT')
      : translateIn(transactionSecretShareTexts, 'aggregateOf', {
          aggregate: aggregateLabel(query.aggregate),
          measure: query.measure ?? translateIn(transactionSecretShareTexts, 'aMeasure'),
        })
  return query.group_by
    ? translateIn(transactionSecretShareTexts, 'groupedBy', { what, group: query.group_by })
    : what
}

/** A figure with its error bar beneath it; a query from before the noise has none. */
function Figure({ value, error }: { value: string; error: string | null }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text component="span" size="sm" ff="monospace">
        {value}
      </Text>
      {error === null ? null : (
        <Text component="span" size="xs" c="dimmed" ff="monospace">
          {error}
        </Text>
      )}
    </Stack>
  )
}

/** A row's aggregate in the measure's units: rupiah as rupiah, a count as a count. */
function valueOf(result: SecretShareQueryResult, row: SecretShareResultRow) {
  if (row.value === null) return { value: '—', error: null }
  const measure = result.aggregate === 'COUNT' ? null : result.measure
  return {
    value: formatMeasureValue(row.value, measure),
    error: row.value_error === null ? null : formatErrorBar(row.value_error, measure),
  }
}

/**
 * A query's result, each figure with its error at 95 %. Groups too small to show safely are left out by
 * the server, which a note says; a withheld line says only that there were too few matches: the figures
 * were never sent to the browser.
 */
export function SecretShareResultTable({
  result,
  minGroupSize,
}: {
  result: SecretShareQueryResult
  minGroupSize: number
}) {
  const t = useT(transactionSecretShareTexts)
  const privacy = useT(privacyBudgetTexts)
  const terms = useT(privacyTermsTexts)
  const isGrouped = result.group_by !== null
  const isNoisy = result.cost_micro_rho > 0
  const valueLabel = result.aggregate === 'COUNT' ? t('matchedRows') : aggregateLabel(result.aggregate)
  const notes = isNoisy ? (
    <Text size="xs" c="dimmed">
      {isGrouped ? `${terms('omittedGroups')} ` : ''}
      {terms('noisyNotExact')}
    </Text>
  ) : null
  if (isGrouped && result.rows.length === 0) {
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {privacy('noGroups')}
        </Text>
        {notes}
      </Stack>
    )
  }
  return (
    <Stack gap={4}>
      <Table withTableBorder fz="sm" aria-label={secretShareQueryTitle(result)}>
        <Table.Thead>
          <Table.Tr>
            {isGrouped ? <Table.Th>{result.group_by}</Table.Th> : null}
            <Table.Th ta="right">{t('identifiersMatched')}</Table.Th>
            <Table.Th ta="right">
              {result.measure && result.aggregate !== 'COUNT'
                ? t('valueOf', { value: valueLabel, measure: result.measure })
                : valueLabel}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {result.rows.map((row, index) => {
            const figure = valueOf(result, row)
            return (
              <Table.Tr key={row.group ?? `all-${index}`}>
                {isGrouped ? <Table.Td>{row.group === '' ? t('emptyGroup') : row.group}</Table.Td> : null}
                {row.is_suppressed ? (
                  <Table.Td colSpan={2} ta="right">
                    <Text component="span" size="sm" fs="italic" c="dimmed">
                      {isNoisy
                        ? privacy('suppressedTooFew')
                        : privacy('suppressedFewerThan', { minGroupSize })}
                    </Text>
                  </Table.Td>
                ) : (
                  <>
                    <Table.Td ta="right">
                      {row.match_count === null ? null : (
                        <Figure
                          value={formatCount(row.match_count)}
                          error={
                            row.match_count_error === null
                              ? null
                              : terms('errorBar', { error: formatCount(row.match_count_error) })
                          }
                        />
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Figure value={figure.value} error={figure.error} />
                    </Table.Td>
                  </>
                )}
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
      {notes}
    </Stack>
  )
}
