import { Badge } from '@mantine/core'
import { labelOf, type InvoiceStatus, type SettlementStatus } from '@lumbung/contract'

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
  return (
    <Badge color={invoiceColors[status]} variant="light" radius="sm">
      {labelOf('invoiceStatus', status)}
    </Badge>
  )
}

export function SettlementStatusBadge({ status }: { status: SettlementStatus }) {
  return (
    <Badge color={settlementColors[status]} variant="light" radius="sm">
      {labelOf('settlementStatus', status)}
    </Badge>
  )
}
