import { Badge } from '@mantine/core'
import type { InvoiceStatus, SettlementStatus } from '@lumbung/contract'
import { useBillingLabels } from './billing-labels'

const invoiceColors: Record<InvoiceStatus, string> = {
  OPEN: 'blue',
  ISSUED: 'yellow',
  OVERDUE: 'red',
  PAID: 'green',
}

const settlementColors: Record<SettlementStatus, string> = {
  OPEN: 'blue',
  PENDING: 'yellow',
  PAID: 'green',
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { label } = useBillingLabels()
  return (
    <Badge color={invoiceColors[status]} variant="light" radius="sm">
      {label('invoiceStatus', status)}
    </Badge>
  )
}

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  const { label } = useBillingLabels()
  return (
    <Badge color={settlementColors[status]} variant="light" radius="sm">
      {label('settlementStatus', status)}
    </Badge>
  )
}
