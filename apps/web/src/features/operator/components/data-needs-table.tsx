import { formatDate, formatDateTime } from '@lumbung/contract'
import { Anchor, Table, Text } from '@mantine/core'
import type { RecommendationListItem } from '@lumbung/contract'
import { PrefetchLink } from '../../../components/navigation/prefetch-link'
import { DataNeedStatusBadge } from './data-need-status-badge'
import { budgetOf, regionOf } from './data-need-view'

export function DataNeedsTable({ items }: { items: RecommendationListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="data-needs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data needed</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Region</Table.Th>
            <Table.Th ta="right">Budget</Table.Th>
            <Table.Th>Needed by</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Answers</Table.Th>
            <Table.Th>Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td maw={360}>
                <Anchor
                  component={PrefetchLink}
                  to={`/operator/data-needs/${item.id}`}
                  fw={600}
                  lineClamp={2}
                >
                  {item.data_needed}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {item.industry_description ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.consumer_legal_name}</Text>
                <Text size="xs" c="dimmed">
                  {item.requester_name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{regionOf(item)}</Text>
              </Table.Td>
              <Table.Td ta="right">{budgetOf(item.budget)}</Table.Td>
              <Table.Td>{formatDate(item.needed_by)}</Table.Td>
              <Table.Td miw={120}>
                <DataNeedStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td ta="right">{item.answer_count}</Table.Td>
              <Table.Td>{formatDateTime(item.created_date)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
