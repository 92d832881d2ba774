import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatRupiah, type BillingTotals } from '@lumbung/contract'

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
  return (
    <Paper withBorder radius="lg" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <Figure
          label="Invoiced"
          amount={totals.invoiced_total}
          hint={`${totals.invoice_count} invoices, ${formatRupiah(totals.invoiced_vat)} VAT`}
        />
        <Figure
          label="Paid by consumers"
          amount={totals.invoices_paid_total}
          hint={`${formatRupiah(totals.invoices_outstanding_total)} outstanding`}
        />
        <Figure
          label="Owed to providers"
          amount={totals.settlements_net}
          hint={`${formatRupiah(totals.settlements_paid_net)} paid out of ${totals.settlement_count} settlements`}
        />
        <Figure
          label="Platform revenue"
          amount={totals.platform_revenue}
          hint={`Fees on ${formatRupiah(totals.settlements_gross)} gross`}
        />
      </SimpleGrid>
    </Paper>
  )
}
