import 'mantine-datatable/styles.css'
import { Paper, Stack } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { billingPeriodPattern, enumOptionsOf, enumValueOrNull, invoiceStatuses } from '@lumbung/contract'
import { StatusFilter } from '../../../components/list-table'
import { useBillingHistory } from '../../../features/billing/api/billing-history'
import { useConsumerInvoice } from '../../../features/billing/api/consumer-invoice'
import { periodLabel, withParam } from '../../../features/billing/components/billing-format'
import { BillingPageFrame, QueryState } from '../../../features/billing/components/billing-page-frame'
import { InvoiceDetailView } from '../../../features/billing/components/invoice-detail-view'
import { invoiceRowsOf, InvoicesTable } from '../../../features/billing/components/invoices-table'

const pageSize = 10
const listPath = '/consumer/billings/billings-history'

function InvoiceOfMonth({ period }: { period: string }) {
  const invoice = useConsumerInvoice(period)
  return (
    <BillingPageFrame
      title={`Invoice for ${periodLabel(period)}`}
      description="What your company was billed in this month, VAT included."
      back={{ to: listPath, label: 'All invoices' }}
    >
      <QueryState query={invoice}>{() => <InvoiceDetailView invoice={invoice.data!} />}</QueryState>
    </BillingPageFrame>
  )
}

/**
 * The consumer's invoices, the running month's estimate first; `?period=YYYY-MM` opens one month's
 * invoice, which is where the invoice mail links to.
 */
export function BillingsHistoryRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const period = searchParams.get('period')
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const status = enumValueOrNull(invoiceStatuses, searchParams.get('status'))
  const history = useBillingHistory({ page, limit: pageSize, ...(status ? { status } : {}) })
  if (period && billingPeriodPattern.test(period)) return <InvoiceOfMonth period={period} />
  const change = (name: string, value: string | number | null) =>
    setSearchParams(withParam(searchParams, name, value), { replace: true })
  return (
    <BillingPageFrame
      title="Billings history"
      description="Your company's monthly invoices. The running month shows an estimate until it closes."
    >
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <StatusFilter
            data={enumOptionsOf('invoiceStatus')}
            value={status}
            onChange={(value) => change('status', value)}
          />
          <QueryState query={{ ...history, isPending: false }}>
            {() => (
              <InvoicesTable
                records={invoiceRowsOf(history.data?.data ?? [])}
                totalRecords={history.data?.total_data ?? 0}
                page={page}
                pageSize={pageSize}
                isLoading={history.isFetching}
                isFiltered={status !== null}
                onPageChange={(next) => change('page', next)}
                hrefOf={(invoice) => `${listPath}?period=${invoice.period}`}
              />
            )}
          </QueryState>
        </Stack>
      </Paper>
    </BillingPageFrame>
  )
}

export default BillingsHistoryRoute
