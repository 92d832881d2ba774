import { Table, Text, VisuallyHidden } from '@mantine/core'
import { formatCount, formatRupiah, labelOf, type BillingCredit } from '@lumbung/contract'

const percentText = (value: number | null) => (value === null ? '' : `${formatCount(value, 2)} %`)

/** Why a credit was given: the measured availability against the target, or the dispute. */
export function creditReasonOf(credit: BillingCredit): string {
  if (credit.kind === 'DISPUTE') return 'A disputed charge, resolved with a credit'
  return `Availability ${percentText(credit.availability)} against a target of ${percentText(
    credit.availability_target,
  )} (${formatCount(credit.failed_calls ?? 0)} of ${formatCount(credit.calls ?? 0)} calls failed)`
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
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Credit</Table.Th>
            <Table.Th scope="col">Why</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
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
                  {labelOf('billingCreditKind', credit.kind)}
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
