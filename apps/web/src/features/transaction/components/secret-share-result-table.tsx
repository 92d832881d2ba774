import { Table, Text } from '@mantine/core'
import { formatCount, secretShareAggregateLabels, type SecretShareQueryResult } from '@lumbung/contract'
import { formatDecimalText } from '../../../lib/decimal-text'

/** "Sum of monthly_spend by city": what a query asked, in words. */
export function secretShareQueryTitle(
  query: Pick<SecretShareQueryResult, 'aggregate' | 'measure' | 'group_by'>,
) {
  const what =
    query.aggregate === 'COUNT'
      ? secretShareAggregateLabels.COUNT
      : `${secretShareAggregateLabels[query.aggregate]} of ${query.measure ?? 'a measure'}`
  return query.group_by ? `${what} by ${query.group_by}` : what
}

const fewerThan = (minGroupSize: number) => `Fewer than ${minGroupSize}`

/**
 * A query's result. Suppressed lines say only that there were fewer than k matches: the figures were
 * never sent to the browser.
 */
export function SecretShareResultTable({
  result,
  minGroupSize,
}: {
  result: SecretShareQueryResult
  minGroupSize: number
}) {
  const isGrouped = result.group_by !== null
  const valueLabel =
    result.aggregate === 'COUNT' ? 'Matched rows' : secretShareAggregateLabels[result.aggregate]
  if (isGrouped && result.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        None of your identifiers matched, so there are no groups.
      </Text>
    )
  }
  return (
    <Table withTableBorder fz="sm" aria-label={secretShareQueryTitle(result)}>
      <Table.Thead>
        <Table.Tr>
          {isGrouped ? <Table.Th>{result.group_by}</Table.Th> : null}
          <Table.Th ta="right">Your identifiers matched</Table.Th>
          <Table.Th ta="right">
            {valueLabel}
            {result.measure && result.aggregate !== 'COUNT' ? ` of ${result.measure}` : ''}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {result.rows.map((row, index) => (
          <Table.Tr key={row.group ?? `all-${index}`}>
            {isGrouped ? <Table.Td>{row.group === '' ? '(empty)' : row.group}</Table.Td> : null}
            {row.is_suppressed ? (
              <Table.Td colSpan={2} ta="right">
                <Text component="span" size="sm" fs="italic" c="dimmed">
                  {fewerThan(minGroupSize)} matches, not shown
                </Text>
              </Table.Td>
            ) : (
              <>
                <Table.Td ta="right">
                  {row.match_count === null || row.match_count === undefined
                    ? null
                    : formatCount(row.match_count)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {row.value === null ? '—' : formatDecimalText(row.value)}
                </Table.Td>
              </>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
