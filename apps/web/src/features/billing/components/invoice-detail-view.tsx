import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconDownload, IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { billingRoutes, type InvoiceDetail } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { DetailSection, Fact } from '../../../components/detail'
import { toast } from '../../../components/feedback'
import { fillPath } from '../../../lib/api-client'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { billingInvoiceTexts } from '../billing-invoices.texts'
import { downloadBillingFile } from '../api/billing-download'
import { BillingCreditsTable } from './billing-credits-table'
import { currentPeriod } from './billing-format'
import { useBillingLabels, type BillingLabels } from './billing-labels'
import { InvoiceStatusBadge } from './billing-status-badge'
import { InvoiceDisputes } from './invoice-disputes'
import { MoneyLinesTable, type MoneyLine } from './money-lines-table'

export function invoiceLinesOf(invoice: InvoiceDetail, labels: BillingLabels): MoneyLine[] {
  return invoice.lines
    .filter((line) => line.kind !== 'VAT')
    .map((line, index) => ({
      key: `${index}`,
      item: line.product_name,
      detail: [labels.label('billingLineKind', line.kind), line.provider_legal_name, line.transaction_no]
        .filter(Boolean)
        .join(' · '),
      quantity: line.quantity,
      amount: line.amount,
    }))
}

/** One month's invoice: its facts, lines, VAT and total, and the PDF once it is issued. */
export function InvoiceDetailView({ invoice }: { invoice: InvoiceDetail }) {
  const t = useT(billingInvoiceTexts)
  const labels = useBillingLabels()
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
              ? t('invoiceHeading', { number: invoice.invoice_no })
              : t('estimateHeading', { period: labels.period(invoice.period) })}
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
            {labels.t('downloadPdf')}
          </Button>
        ) : null}
      </Group>
      {invoice.status === 'OPEN' ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {invoice.period < currentPeriod() ? t('invoiceEnded') : t('invoiceRunning')}
        </Alert>
      ) : null}
      <DetailSection title={t('invoice')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Fact label={labels.t('month')}>{labels.period(invoice.period)}</Fact>
          <Fact label={t('issued')}>{formatDate(invoice.issued_date, '')}</Fact>
          <Fact label={t('due')}>{formatDate(invoice.due_date, '')}</Fact>
          <Fact label={t('paid')}>{formatDate(invoice.paid_date, '')}</Fact>
          <Fact label={labels.t('paymentReference')}>{invoice.payment_reference}</Fact>
        </SimpleGrid>
      </DetailSection>
      <DetailSection title={t('lines')}>
        <MoneyLinesTable
          caption={
            invoice.invoice_no
              ? t('linesOf', { number: invoice.invoice_no })
              : t('linesOfEstimate', { period: labels.period(invoice.period) })
          }
          lines={invoiceLinesOf(invoice, labels)}
          totals={[
            { label: t('subtotal'), amount: invoice.subtotal },
            { label: t('vat', { rate: invoice.vat_rate }), amount: invoice.vat },
            { label: t('total'), amount: invoice.total, isStrong: true },
          ]}
        />
      </DetailSection>
      {invoice.credits.length > 0 ? (
        <DetailSection title={labels.t('credits')}>
          <BillingCreditsTable
            caption={
              invoice.invoice_no ? t('creditsOn', { number: invoice.invoice_no }) : t('creditsOnInvoice')
            }
            credits={invoice.credits}
          />
        </DetailSection>
      ) : null}
      {invoice.id ? (
        <DetailSection title={labels.t('disputes')}>
          <Text size="sm" c="dimmed">
            {t('disputeHint')}
          </Text>
          <InvoiceDisputes invoice={{ ...invoice, id: invoice.id }} />
        </DetailSection>
      ) : null}
    </Stack>
  )
}
