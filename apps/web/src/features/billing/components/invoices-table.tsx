import { IconReceipt } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatRupiah, type InvoiceSummary } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { billingInvoiceTexts } from '../billing-invoices.texts'
import { currentPeriod } from './billing-format'
import { useBillingLabels } from './billing-labels'
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
  const t = useT(billingInvoiceTexts)
  const labels = useBillingLabels()
  return (
    <ListTable<InvoiceRow>
      {...props}
      loadingText={t('loading')}
      recordsName={t(props.totalRecords === 1 ? 'recordOne' : 'recordOther')}
      empty={{
        testId: 'invoices-empty',
        icon: IconReceipt,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: labels.t('tryAnotherStatus'),
      }}
      columns={[
        {
          accessor: 'period',
          title: labels.t('month'),
          render: (invoice) => labels.period(invoice.period),
        },
        ...(isCompanyShown ? [{ accessor: 'consumer_legal_name' as const, title: labels.t('company') }] : []),
        {
          accessor: 'invoice_no',
          title: t('invoiceNumber'),
          render: (invoice) =>
            invoice.invoice_no ??
            (invoice.period < currentPeriod() ? t('estimateEnded') : t('estimateRunning')),
        },
        {
          accessor: 'total',
          title: t('total'),
          textAlign: 'right',
          render: (invoice) => formatRupiah(invoice.total),
        },
        { accessor: 'due_date', title: t('due'), render: (invoice) => formatDate(invoice.due_date) },
        {
          accessor: 'status',
          title: labels.t('status'),
          width: 110,
          render: (invoice) => <InvoiceStatusBadge status={invoice.status} />,
        },
        ...(actionsOf
          ? [{ accessor: 'actions' as const, title: labels.t('actions'), render: actionsOf }]
          : []),
      ]}
    />
  )
}
