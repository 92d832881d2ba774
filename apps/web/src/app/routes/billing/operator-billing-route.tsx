import 'mantine-datatable/styles.css'
import { Button, Group, Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconCalendarCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import {
  billingPeriodPattern,
  disputeStatuses,
  enumValueOrNull,
  formatCount,
  formatRupiah,
  invoiceStatuses,
  settlementStatuses,
} from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { StatusFilter } from '../../../components/list-table'
import { pageWidth } from '../../../components/layout/page-width'
import { useCloseMonth } from '../../../features/billing/api/close-month'
import { useOperatorInvoices } from '../../../features/billing/api/operator-invoices'
import { useOperatorSettlements } from '../../../features/billing/api/operator-settlements'
import { useOperatorTotals } from '../../../features/billing/api/operator-totals'
import { useRecordInvoicePayment } from '../../../features/billing/api/record-invoice-payment'
import { useRecordSettlementPayment } from '../../../features/billing/api/record-settlement-payment'
import { currentPeriod, periodOptions, withParam } from '../../../features/billing/components/billing-format'
import { useBillingLabels } from '../../../features/billing/components/billing-labels'
import { billingOperatorTexts } from '../../../features/billing/billing-operator.texts'
import { useT } from '../../../lib/i18n/i18n'
import { QueryState } from '../../../features/billing/components/billing-page-frame'
import { BillingTotalsCard } from '../../../features/billing/components/billing-totals-card'
import {
  invoiceRowsOf,
  InvoicesTable,
  type InvoiceRow,
} from '../../../features/billing/components/invoices-table'
import { OperatorDisputesPanel } from '../../../features/billing/components/operator-disputes-panel'
import { PaymentModal, type PaymentTarget } from '../../../features/billing/components/payment-modal'
import {
  settlementRowsOf,
  SettlementsTable,
  type SettlementRow,
} from '../../../features/billing/components/settlements-table'

const pageSize = 10

function previousPeriod(): string {
  const [year, month] = currentPeriod().split('-').map(Number) as [number, number]
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`
}

type Payable = { kind: 'invoice'; row: InvoiceRow } | { kind: 'settlement'; row: SettlementRow }

/** Every tenant's invoices and settlements of a month, their payments, totals and month close. */
export function OperatorBillingRoute() {
  const t = useT(billingOperatorTexts)
  const labels = useBillingLabels()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('period')
  const period = requested && billingPeriodPattern.test(requested) ? requested : previousPeriod()
  const requestedTab = searchParams.get('tab')
  const tab = requestedTab === 'settlements' || requestedTab === 'disputes' ? requestedTab : 'invoices'
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const invoiceStatus = enumValueOrNull(invoiceStatuses, searchParams.get('status'))
  const settlementStatus = enumValueOrNull(settlementStatuses, searchParams.get('status'))
  const disputeStatus = enumValueOrNull(disputeStatuses, searchParams.get('status'))
  const change = (name: string, value: string | number | null) =>
    setSearchParams(withParam(searchParams, name, value), { replace: true })

  const totals = useOperatorTotals(period)
  const invoices = useOperatorInvoices({
    period,
    page,
    limit: pageSize,
    ...(invoiceStatus && tab === 'invoices' ? { status: invoiceStatus } : {}),
  })
  const settlements = useOperatorSettlements({
    period,
    page,
    limit: pageSize,
    ...(settlementStatus && tab === 'settlements' ? { status: settlementStatus } : {}),
  })
  const payInvoice = useRecordInvoicePayment()
  const paySettlement = useRecordSettlementPayment()
  const closeMonth = useCloseMonth()
  const [payable, setPayable] = useState<Payable | null>(null)
  const isMonthEnded = period < currentPeriod()

  const askClose = () =>
    void confirm({
      title: t('closeTitle', { period: labels.period(period) }),
      body: t('closeBody'),
      actions: [
        { label: labels.t('cancel'), variant: 'default' },
        {
          label: t('closeMonth'),
          onClick: async () => {
            const result = await closeMonth.mutateAsync(period)
            void toast({
              color: 'green',
              message: t('closed', {
                invoices: formatCount(result.invoices_issued),
                settlements: formatCount(result.settlements_created),
              }),
            })
          },
        },
      ],
    })

  const target: PaymentTarget | null = payable
    ? payable.kind === 'invoice'
      ? {
          title: t('paymentOf', { number: payable.row.invoice_no ?? t('invoice') }),
          description: t('payableDescription', {
            company: payable.row.consumer_legal_name,
            period: labels.period(payable.row.period),
          }),
          amount: payable.row.total,
        }
      : {
          title: t('payoutTitle'),
          description: t('payableDescription', {
            company: payable.row.provider_legal_name,
            period: labels.period(payable.row.period),
          }),
          amount: payable.row.net,
        }
    : null

  const submitPayment = async (body: { reference: string; paid_date: string }) => {
    if (!payable) return
    if (payable.kind === 'invoice') await payInvoice.mutateAsync({ id: payable.row.id, body })
    else await paySettlement.mutateAsync({ id: payable.row.id, body })
    void toast({
      color: 'green',
      message: payable.kind === 'invoice' ? t('paymentRecorded') : t('payoutRecorded'),
    })
  }

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {t('console')}
        </Text>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('description')}</Text>
      </Stack>
      <Group align="flex-end" justify="space-between">
        <Select
          label={labels.t('month')}
          data={periodOptions('2024-01').map((option) => ({ ...option, label: labels.period(option.value) }))}
          value={period}
          onChange={(value) => change('period', value)}
          allowDeselect={false}
          w={200}
        />
        <Button
          leftSection={<IconCalendarCheck size={16} />}
          variant="default"
          disabled={!isMonthEnded}
          onClick={askClose}
        >
          {t('closeNow')}
        </Button>
      </Group>
      <QueryState query={totals}>{() => <BillingTotalsCard totals={totals.data!} />}</QueryState>
      <Paper withBorder radius="lg" p="lg">
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = withParam(
              searchParams,
              'tab',
              value === 'settlements' || value === 'disputes' ? value : null,
            )
            next.delete('status')
            setSearchParams(next, { replace: true })
          }}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="invoices">{labels.t('invoices')}</Tabs.Tab>
            <Tabs.Tab value="settlements">{labels.t('settlements')}</Tabs.Tab>
            <Tabs.Tab value="disputes">{labels.t('disputes')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="disputes">
            {tab === 'disputes' ? (
              <OperatorDisputesPanel status={disputeStatus} page={page} onChange={change} />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="invoices">
            <Stack gap="md">
              <StatusFilter
                data={labels.options('invoiceStatus').filter((option) => option.value !== 'OPEN')}
                value={invoiceStatus}
                onChange={(value) => change('status', value)}
              />
              <QueryState query={{ ...invoices, isPending: false }}>
                {() => (
                  <InvoicesTable
                    isCompanyShown
                    records={invoiceRowsOf(invoices.data?.data ?? [])}
                    totalRecords={invoices.data?.total_data ?? 0}
                    page={page}
                    pageSize={pageSize}
                    isLoading={invoices.isFetching}
                    isFiltered={invoiceStatus !== null}
                    onPageChange={(next) => change('page', next)}
                    actionsOf={(row) =>
                      row.status === 'PAID' ? (
                        <Text size="sm">{row.payment_reference}</Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setPayable({ kind: 'invoice', row })}
                          aria-label={t('recordPaymentOf', {
                            number: row.invoice_no ?? '',
                            amount: formatRupiah(row.total),
                          })}
                        >
                          {t('recordPayment')}
                        </Button>
                      )
                    }
                  />
                )}
              </QueryState>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="settlements">
            <Stack gap="md">
              <StatusFilter
                data={labels.options('settlementStatus').filter((option) => option.value !== 'OPEN')}
                value={settlementStatus}
                onChange={(value) => change('status', value)}
              />
              <QueryState query={{ ...settlements, isPending: false }}>
                {() => (
                  <SettlementsTable
                    isCompanyShown
                    records={settlementRowsOf(settlements.data?.data ?? [])}
                    totalRecords={settlements.data?.total_data ?? 0}
                    page={page}
                    pageSize={pageSize}
                    isLoading={settlements.isFetching}
                    isFiltered={settlementStatus !== null}
                    onPageChange={(next) => change('page', next)}
                    actionsOf={(row) =>
                      row.status === 'PAID' ? (
                        <Text size="sm">{row.payment_reference}</Text>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setPayable({ kind: 'settlement', row })}
                          aria-label={t('recordPayoutTo', {
                            company: row.provider_legal_name,
                            amount: formatRupiah(row.net),
                          })}
                        >
                          {t('recordPayout')}
                        </Button>
                      )
                    }
                  />
                )}
              </QueryState>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <PaymentModal target={target} onClose={() => setPayable(null)} onSubmit={submitPayment} />
    </Stack>
  )
}

export default OperatorBillingRoute
