import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatRupiah, type BillingTotals } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { billingOperatorTexts } from '../billing-operator.texts'

function Figure({ label, amount, hint }: { label: string; amount: number; hint?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700}>
        {formatRupiah(amount)}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  )
}

/** A closed month at a glance: what was invoiced and paid, paid out, and the platform's revenue. */
export function BillingTotalsCard({ totals }: { totals: BillingTotals }) {
  const t = useT(billingOperatorTexts)
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Figure
          label={t('invoiced')}
          amount={totals.invoiced_total}
          hint={t('invoicedHint', { count: totals.invoice_count, vat: formatRupiah(totals.invoiced_vat) })}
        />
        <Figure
          label={t('paidByConsumers')}
          amount={totals.invoices_paid_total}
          hint={t('outstanding', { amount: formatRupiah(totals.invoices_outstanding_total) })}
        />
        <Figure
          label={t('owedToProviders')}
          amount={totals.settlements_net}
          hint={t('paidOutOf', {
            amount: formatRupiah(totals.settlements_paid_net),
            count: totals.settlement_count,
          })}
        />
        <Figure
          label={t('platformRevenue')}
          amount={totals.platform_revenue}
          hint={t('feesOn', { amount: formatRupiah(totals.settlements_gross) })}
        />
      </SimpleGrid>
    </Paper>
  )
}
