import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import {
  billingEstimateTexts,
  billingRoutes,
  formatDate,
  labelOf,
  type InvoiceDetail,
} from '@lumbung/contract'
import { DetailSection, Fact } from '../../../components/detail'
import { toast } from '../../../components/feedback'
import { fillPath } from '../../../lib/api-client'
import { errorMessageOf } from '../../../lib/api-error'
import { downloadBillingFile } from '../api/billing-download'
import { BillingCreditsTable } from './billing-credits-table'
import { currentPeriod, periodLabel } from './billing-format'
import { InvoiceStatusBadge } from './billing-status-badge'
import { InvoiceDisputes } from './invoice-disputes'
import { MoneyLinesTable, type MoneyLine } from './money-lines-table'

export function invoiceLinesOf(invoice: InvoiceDetail): MoneyLine[] {
  return invoice.lines
    .filter((line) => line.kind !== 'VAT')
    .map((line, index) => ({
      key: `${index}`,
      item: line.product_name,
      detail: [labelOf('billingLineKind', line.kind), line.provider_legal_name, line.transaction_no]
        .filter(Boolean)
        .join(' · '),
      quantity: line.quantity,
      amount: line.amount,
    }))
}

/** One month's invoice: its facts, lines, VAT and total, and the PDF once it is issued. */
export function InvoiceDetailView({ invoice }: { invoice: InvoiceDetail }) {
  const [isDownloading, setDownloading] = useState(false)
  const download = async () => {
    if (!invoice.id) return
    setDownloading(true)
    try {
      await downloadBillingFile(
        fillPath(billingRoutes.consumerInvoicePdf.url, { id: invoice.id }),
        {},
        `${invoice.invoice_no ?? 'invoice'}.pdf`,
      )
    } catch (error) {
      void toast({ color: 'red', message: errorMessageOf(error) })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {invoice.invoice_no
              ? `Invoice ${invoice.invoice_no}`
              : `Estimate for ${periodLabel(invoice.period)}`}
          </Title>
          <Group gap="xs">
            <InvoiceStatusBadge status={invoice.status} />
            <Text size="sm" c="dimmed">
              {invoice.consumer_legal_name}
            </Text>
          </Group>
        </Stack>
        {invoice.id ? (
          <Button
            leftSection={<IconDownload size={16} />}
            variant="default"
            loading={isDownloading}
            onClick={download}
          >
            Download PDF
          </Button>
        ) : null}
      </Group>
      {invoice.status === 'OPEN' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {invoice.period < currentPeriod()
            ? billingEstimateTexts.invoiceEnded
            : billingEstimateTexts.invoiceRunning}
        </Alert>
      ) : null}
      <DetailSection title="Invoice">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label="Month">{periodLabel(invoice.period)}</Fact>
          <Fact label="Issued">{formatDate(invoice.issued_date, '')}</Fact>
          <Fact label="Due">{formatDate(invoice.due_date, '')}</Fact>
          <Fact label="Paid">{formatDate(invoice.paid_date, '')}</Fact>
          <Fact label="Payment reference">{invoice.payment_reference}</Fact>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title="Lines">
        <MoneyLinesTable
          caption={`Lines of ${invoice.invoice_no ?? `the estimate for ${periodLabel(invoice.period)}`}`}
          lines={invoiceLinesOf(invoice)}
          totals={[
            { label: 'Subtotal', amount: invoice.subtotal },
            { label: `VAT (PPN) ${invoice.vat_rate} %`, amount: invoice.vat },
            { label: 'Total', amount: invoice.total, isStrong: true },
          ]}
        />
      </DetailSection>
      {invoice.credits.length > 0 ? (
        <DetailSection title="Credits">
          <BillingCreditsTable
            caption={`Credits on ${invoice.invoice_no ?? 'the invoice'}`}
            credits={invoice.credits}
          />
        </DetailSection>
      ) : null}
      {invoice.id ? (
        <DetailSection title="Disputes">
          <Text size="sm" c="dimmed">
            Think a charge is wrong? Dispute it with a reason: the provider answers and Lumbung resolves it,
            with a credit on your next invoice when the charge was wrong.
          </Text>
          <InvoiceDisputes invoice={{ ...invoice, id: invoice.id }} />
        </DetailSection>
      ) : null}
    </Stack>
  )
}
