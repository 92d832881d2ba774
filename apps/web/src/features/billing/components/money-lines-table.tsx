import { Table, Text, VisuallyHidden } from '@mantine/core'
import { formatCount, formatRupiah } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { billingInvoiceTexts } from '../billing-invoices.texts'
import { billingLabelTexts } from '../billing-labels.texts'

export interface MoneyLine {
  key: string
  item: string
  detail: string
  quantity: number | null
  amount: number
}

/** The lines of an invoice or settlement, then its totals, amounts right-aligned in rupiah. */
export function MoneyLinesTable({
  caption,
  lines,
  totals,
}: {
  caption: string
  lines: MoneyLine[]
  totals: { label: string; amount: number; isStrong?: boolean }[]
}) {
  const t = useT(billingInvoiceTexts)
  const tLabel = useT(billingLabelTexts)
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('item')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quantity')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {tLabel('amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  {t('nothingBilled')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            lines.map((line) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {line.item}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.detail}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{line.quantity === null ? '' : formatCount(line.quantity)}</Table.Td>
                <Table.Td ta="right">{formatRupiah(line.amount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
        <Table.Tfoot>
          {totals.map((total) => (
            <Table.Tr key={total.label}>
              <Table.Th scope="row" colSpan={2} ta="right" fw={total.isStrong ? 700 : 500}>
                {total.label}
              </Table.Th>
              <Table.Td ta="right" fw={total.isStrong ? 700 : 500}>
                {formatRupiah(total.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}
