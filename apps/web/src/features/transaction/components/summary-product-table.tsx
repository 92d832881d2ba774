import { Anchor, Stack, Table, Text } from '@mantine/core'
import { IconChartBar } from '@tabler/icons-react'
import { formatCount, transactionRequestStatuses, type TransactionRequestSummary } from '@lumbung/contract'
import { Link } from 'react-router'
import { rowLinkClasses } from '../../../components/list-table'
import { statusTotalsOf } from './summary-period'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface SummaryProductTableProps {
  byProduct: TransactionRequestSummary['by_product']
  /** Where a product's row leads. */
  hrefOf: (productId: string) => string
}

/** One row per product with requests in the period, most requested first. */
export function SummaryProductTable({ byProduct, hrefOf }: SummaryProductTableProps) {
  const t = useT(transactionRequestTexts)
  if (byProduct.length === 0) {
    return (
      <Stack align="center" gap={4} c="dimmed" py="xl" data-testid="summary-empty">
        <IconChartBar size={32} stroke={1.5} aria-hidden />
        <Text size="sm" fw={500}>
          {t('noRequestsInPeriod')}
        </Text>
        <Text size="xs">{t('noRequestsInPeriodHint')}</Text>
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
            <Table.Th>{t('columnProduct')}</Table.Th>
            <Table.Th ta="right">{t('total')}</Table.Th>
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
              <Table.Tr key={product.product_id} className={rowLinkClasses.row}>
                <Table.Td fw={600}>
                  <Anchor component={Link} to={hrefOf(product.product_id)} className={rowLinkClasses.link}>
                    {product.product_name}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {formatCount(product.total)}
                </Table.Td>
                {transactionRequestStatuses.map((status) => (
                  <Table.Td key={status} ta="right">
                    {formatCount(totals.find((entry) => entry.status === status)?.total ?? 0)}
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
