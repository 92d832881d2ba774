import { IconReceipt } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { billingEstimateTexts, formatDate, formatRupiah, type InvoiceSummary } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { currentPeriod, periodLabel } from './billing-format'
import { InvoiceStatusBadge } from './billing-status-badge'

/** An OPEN invoice is not stored, so it has no id: its month names its row. */
export type InvoiceRow = InvoiceSummary & { id: string }
export const invoiceRowsOf = (invoices: InvoiceSummary[]): InvoiceRow[] =>
  invoices.map((invoice) => ({ ...invoice, id: invoice.id ?? `open-${invoice.period}` }))

export interface InvoicesTableProps extends ListTablePageProps<InvoiceRow> {
  /** The operator's view names the company of each invoice. */
  isCompanyShown?: boolean
  actionsOf?: (invoice: InvoiceRow) => ReactNode
}

export function InvoicesTable({ isCompanyShown = false, actionsOf, ...props }: InvoicesTableProps) {
  return (
    <ListTable<InvoiceRow>
      {...props}
      loadingText="Loading invoices"
      recordsName="invoices"
      empty={{
        testId: 'invoices-empty',
        icon: IconReceipt,
        title: 'No invoices yet',
        hint: 'An invoice is issued after each month your company used or bought data.',
        filteredTitle: 'No invoice matches these filters',
        filteredHint: 'Try another status or month.',
      }}
      columns={[
        {
          accessor: 'period',
          title: 'Month',
          render: (invoice) => periodLabel(invoice.period),
        },
        ...(isCompanyShown ? [{ accessor: 'consumer_legal_name' as const, title: 'Company' }] : []),
        {
          accessor: 'invoice_no',
          title: 'Invoice number',
          render: (invoice) =>
            invoice.invoice_no ??
            (invoice.period < currentPeriod() ? billingEstimateTexts.ended : billingEstimateTexts.running),
        },
        {
          accessor: 'total',
          title: 'Total',
          textAlign: 'right',
          render: (invoice) => formatRupiah(invoice.total),
        },
        { accessor: 'due_date', title: 'Due', render: (invoice) => formatDate(invoice.due_date) },
        {
          accessor: 'status',
          title: 'Status',
          width: 110,
          render: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
        },
        ...(actionsOf ? [{ accessor: 'actions' as const, title: 'Actions', render: actionsOf }] : []),
      ]}
    />
  )
}
