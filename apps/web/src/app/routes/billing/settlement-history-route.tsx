import 'mantine-datatable/styles.css'
import { Paper, Stack, Tabs } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { billingPeriodPattern, disputeStatuses, enumValueOrNull, settlementStatuses } from '@lumbung/contract'
import { StatusFilter } from '../../../components/list-table'
import { useProviderStatement } from '../../../features/billing/api/provider-statement'
import { useSettlementHistory } from '../../../features/billing/api/settlement-history'
import { withParam } from '../../../features/billing/components/billing-format'
import { useBillingLabels } from '../../../features/billing/components/billing-labels'
import { billingSettlementTexts } from '../../../features/billing/billing-settlements.texts'
import { useT } from '../../../lib/i18n/i18n'
import { BillingPageFrame, QueryState } from '../../../features/billing/components/billing-page-frame'
import { ProviderDisputesPanel } from '../../../features/billing/components/provider-disputes-panel'
import { SettlementDetailView } from '../../../features/billing/components/settlement-detail-view'
import { settlementRowsOf, SettlementsTable } from '../../../features/billing/components/settlements-table'

const pageSize = 10
const listPath = '/provider/billings/settlement-history'

function SettlementOfMonth({ period }: { period: string }) {
  const statement = useProviderStatement(period)
  const t = useT(billingSettlementTexts)
  const labels = useBillingLabels()
  return (
    <BillingPageFrame
      title={t('monthTitle', { period: labels.period(period) })}
      description={t('monthDescription')}
      back={{ to: listPath, label: t('allSettlements') }}
    >
      <QueryState query={statement}>{() => <SettlementDetailView settlement={statement.data!} />}</QueryState>
    </BillingPageFrame>
  )
}

/**
 * The provider's settlements, the running month's statement first; `?period=YYYY-MM` opens one month,
 * which is where the statement mail links to.
 */
export function SettlementHistoryRoute() {
  const t = useT(billingSettlementTexts)
  const labels = useBillingLabels()
  const [searchParams, setSearchParams] = useSearchParams()
  const period = searchParams.get('period')
  const page = Math.max(1, Number(searchParams.get('page')) || 1)
  const tab = searchParams.get('tab') === 'disputes' ? 'disputes' : 'settlements'
  const status = enumValueOrNull(settlementStatuses, searchParams.get('status'))
  const disputeStatus = enumValueOrNull(disputeStatuses, searchParams.get('status'))
  const isMonthShown = period !== null && billingPeriodPattern.test(period)
  const history = useSettlementHistory(
    { page, limit: pageSize, ...(status ? { status } : {}) },
    { isEnabled: tab === 'settlements' && !isMonthShown },
  )
  if (isMonthShown) return <SettlementOfMonth period={period} />
  const change = (name: string, value: string | number | null) =>
    setSearchParams(withParam(searchParams, name, value), { replace: true })
  return (
    <BillingPageFrame title={t('title')} description={t('description')}>
      <Paper withBorder radius="lg" p="lg">
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = withParam(searchParams, 'tab', value === 'disputes' ? 'disputes' : null)
            next.delete('status')
            next.delete('page')
            setSearchParams(next, { replace: true })
          }}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="settlements">{labels.t('settlements')}</Tabs.Tab>
            <Tabs.Tab value="disputes">{labels.t('disputes')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="disputes">
            {tab === 'disputes' ? (
              <ProviderDisputesPanel status={disputeStatus} page={page} onChange={change} />
            ) : null}
          </Tabs.Panel>
          <Tabs.Panel value="settlements">
            <Stack gap="md">
              <StatusFilter
                data={labels.options('settlementStatus')}
                value={status}
                onChange={(value) => change('status', value)}
              />
              <QueryState query={{ ...history, isPending: false }}>
                {() => (
                  <SettlementsTable
                    records={settlementRowsOf(history.data?.data ?? [])}
                    totalRecords={history.data?.total_data ?? 0}
                    page={page}
                    pageSize={pageSize}
                    isLoading={history.isFetching}
                    isFiltered={status !== null}
                    onPageChange={(next) => change('page', next)}
                    hrefOf={(settlement) => `${listPath}?period=${settlement.period}`}
                  />
                )}
              </QueryState>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </BillingPageFrame>
  )
}

export default SettlementHistoryRoute
