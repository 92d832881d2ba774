import { Stack, Table, Text } from '@mantine/core'
import { IconChartBar } from '@tabler/icons-react'
import { transactionRequestStatuses, type TransactionRequestSummary } from '@lumbung/contract'
import { statusTotalsOf } from './summary-period'

export interface SummaryProductTableProps {
  byProduct: TransactionRequestSummary['by_product']
  onOpen: (productId: string) => void
}

/** One row per product with requests in the period, most requested first. */
export function SummaryProductTable({ byProduct, onOpen }: SummaryProductTableProps) {
  if (byProduct.length === 0) {
    return (
      <Stack align="center" gap={4} c="dimmed" py="xl" data-testid="summary-empty">
        <IconChartBar size={32} stroke={1.5} aria-hidden />
        <Text size="sm" fw={500}>
          No requests in this period
        </Text>
        <Text size="xs">Pick a longer period, or wait for companies to request your products.</Text>
      </Stack>
    )
  }
  const rows = [...byProduct].sort(
    (a, b) => b.total - a.total || a.product_name.localeCompare(b.product_name),
  )
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover withTableBorder verticalSpacing="sm" data-testid="summary-products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            {statusTotalsOf([]).map((entry) => (
              <Table.Th key={entry.status} ta="right">
                {entry.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((product) => {
            const totals = statusTotalsOf(product.by_status)
            return (
              <Table.Tr
                key={product.product_id}
                style={{ cursor: 'pointer' }}
                tabIndex={0}
                onClick={() => onOpen(product.product_id)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') onOpen(product.product_id)
                }}
              >
                <Table.Td fw={600}>{product.product_name}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {product.total.toLocaleString('id-ID')}
                </Table.Td>
                {transactionRequestStatuses.map((status) => (
                  <Table.Td key={status} ta="right">
                    {(totals.find((entry) => entry.status === status)?.total ?? 0).toLocaleString('id-ID')}
                  </Table.Td>
                ))}
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
