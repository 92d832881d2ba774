import 'mantine-datatable/styles.css'
import { Paper, Stack } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { billingPeriodPattern, enumValueOrNull, invoiceStatuses } from '@lumbung/contract'
import { StatusFilter } from '../../../components/list-table'
import { useBillingHistory } from '../../../features/billing/api/billing-history'
import { useConsumerInvoice } from '../../../features/billing/api/consumer-invoice'
import { withParam } from '../../../features/billing/components/billing-format'
import { useBillingLabels } from '../../../features/billing/components/billing-labels'
import { billingInvoiceTexts } from '../../../features/billing/billing-invoices.texts'
import { useT } from '../../../lib/i18n/i18n'
import { BillingPageFrame, QueryState } from '../../../features/billing/components/billing-page-frame'
import { InvoiceDetailView } from '../../../features/billing/components/invoice-detail-view'
import { invoiceRowsOf, InvoicesTable } from '../../../features/billing/components/invoices-table'

const pageSize = 10
const listPath = '/consumer/billings/billings-history'

function InvoiceOfMonth({ period }: { period: string }) {
  const invoice = useConsumerInvoice(period)
  const t = useT(billingInvoiceTexts)
  const labels = useBillingLabels()
  return (
    <BillingPageFrame
      title={t('monthTitle', { period: labels.period(period) })}
      description={t('monthDescription')}
      back={{ to: listPath, label: t('allInvoices') }}
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
  const t = useT(billingInvoiceTexts)
  const labels = useBillingLabels()
  const [searchParams, setSearchParams] = useSearchParams()
  const period = searchParams.get('period')
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const status = enumValueOrNull(invoiceStatuses, searchParams.get('status'))
  const history = useBillingHistory({ page, limit: pageSize, ...(status ? { status } : {}) })
  if (period && billingPeriodPattern.test(period)) return <InvoiceOfMonth period={period} />
  const change = (name: string, value: string | number | null) =>
    setSearchParams(withParam(searchParams, name, value), { replace: true })
  return (
    <BillingPageFrame title={t('title')} description={t('description')}>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <StatusFilter
            data={labels.options('invoiceStatus')}
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
