import { Table, Text, VisuallyHidden } from '@mantine/core'
import { formatCount, formatRupiah, type BillingCredit } from '@lumbung/contract'
import { translateIn, useT } from '../../../lib/i18n/i18n'
import { billingInvoiceTexts } from '../billing-invoices.texts'
import { useBillingLabels } from './billing-labels'

const percentText = (value: number | null) => (value === null ? '' : `${formatCount(value, 2)} %`)

/** Why a credit was given: the measured availability against the target, or the dispute. */
export function creditReasonOf(credit: BillingCredit): string {
  if (credit.kind === 'DISPUTE') return translateIn(billingInvoiceTexts, 'disputeReason')
  return translateIn(billingInvoiceTexts, 'slaReason', {
    availability: percentText(credit.availability),
    target: percentText(credit.availability_target),
    failed: formatCount(credit.failed_calls ?? 0),
    calls: formatCount(credit.calls ?? 0),
  })
}

/**
 * The credits of an invoice or settlement (docs/decisions/0052): each with its product, the measured
 * availability for a service-level credit, and the amount.
 */
export function BillingCreditsTable({
  caption,
  credits,
  isConsumerShown = false,
}: {
  caption: string
  credits: BillingCredit[]
  isConsumerShown?: boolean
}) {
  const t = useT(billingInvoiceTexts)
  const labels = useBillingLabels()
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('credit')}</Table.Th>
            <Table.Th scope="col">{t('why')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {labels.t('amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {credits.map((credit) => (
            <Table.Tr key={credit.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {isConsumerShown ? `${credit.consumer_legal_name}: ` : ''}
                  {credit.product_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {labels.label('billingCreditKind', credit.kind)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{creditReasonOf(credit)}</Text>
              </Table.Td>
              <Table.Td ta="right">{formatRupiah(-credit.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
