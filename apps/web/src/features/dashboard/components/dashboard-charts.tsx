import '@mantine/charts/styles.css'
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconChartBar } from '@tabler/icons-react'
import type { UserType } from '@lumbung/contract'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { EmptyState } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'
import { useDashboardCallStatus } from '../api/dashboard-call-status'
import { useDashboardDailyTotals } from '../api/dashboard-daily-totals'
import { useDashboardFailedBreakdown } from '../api/dashboard-failed-breakdown'
import { useDashboardNumberSummary } from '../api/dashboard-number-summary'
import { useDashboardProductTotals } from '../api/dashboard-product-totals'
import { useDashboardTable } from '../api/dashboard-table'
import { CallStatusChart } from './call-status-chart'
import { DailyTotalsChart } from './daily-totals-chart'
import { DashboardFilterBar } from './dashboard-filter-bar'
import {
  chartQueryOf,
  jakartaToday,
  periodLabelOf,
  readDashboardFilters,
  transactionHistoryHref,
  writeDashboardFilters,
  type DashboardFilters,
  type HistoryHrefOf,
} from './dashboard-filters'
import { DashboardNumberCards } from './dashboard-number-cards'
import { DashboardUsageTable } from './dashboard-usage-table'
import { FailureBreakdownChart } from './failure-breakdown-chart'
import { ProductTotalsChart } from './product-totals-chart'
import { canOpenTransactionHistory } from './transaction-history-access'

const pageSize = 10

const quietHints = { consumer: 'quietConsumer', provider: 'quietProvider' } as const satisfies Record<
  UserType,
  string
>

/**
 * A side's usage over a period: number cards, the call-status donut, the failures, calls per day and
 * per product, and the table. The filters live in the address, so a dashboard can be shared and comes
 * back as it was after opening the transaction history.
 */
export function DashboardCharts({ userType }: { userType: UserType }) {
  const t = useT(dashboardTexts)
  const [now] = useState(() => new Date())
  const { user } = useCurrentUser()
  const historyHrefOf: HistoryHrefOf | null = canOpenTransactionHistory(user, userType)
    ? (filter) => transactionHistoryHref(userType, filter)
    : null
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = readDashboardFilters(searchParams, now)
  const update = (next: Partial<DashboardFilters>) =>
    setSearchParams(writeDashboardFilters({ ...filters, ...next }), { replace: true })
  const query = chartQueryOf(userType, filters)
  const summary = useDashboardNumberSummary(query)
  const callStatus = useDashboardCallStatus(query)
  const failed = useDashboardFailedBreakdown(query)
  const daily = useDashboardDailyTotals(query)
  const perProduct = useDashboardProductTotals(query)
  // Unfiltered, the per-product totals also name every product to filter by.
  const reachable = useDashboardProductTotals(chartQueryOf(userType, { ...filters, product: null }))
  const table = useDashboardTable({ ...query, page: filters.page, limit: pageSize, group_by: 'product_day' })
  // A period without a single call or charge shows one notice rather than four empty charts and an
  // empty table; a sale of a file product is a charge without calls, so its period is not quiet.
  const isQuiet = summary.data?.calls === 0 && summary.data.amount === 0 && !summary.isPlaceholderData
  const isFetching = [summary, callStatus, failed, daily, perProduct, table].some(
    (result) => result.isFetching,
  )

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <DashboardFilterBar
            filters={filters}
            now={now}
            products={reachable.data?.products ?? []}
            onChange={update}
          />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {t('periodDays', { period: periodLabelOf(filters) })}
            </Text>
            {isFetching ? <Loader role="status" size="xs" aria-label={t('loadingDashboard')} /> : null}
          </Group>
          {summary.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(summary.error)}
            </Alert>
          ) : (
            <DashboardNumberCards userType={userType} summary={summary.data} isLoading={summary.isPending} />
          )}
        </Stack>
      </Paper>
      {isQuiet ? (
        <Paper withBorder radius="lg" p="lg">
          <EmptyState
            icon={IconChartBar}
            testId="dashboard-quiet"
            title={filters.product ? t('quietProduct') : t('quiet')}
            hint={t(quietHints[userType])}
          />
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
            <CallStatusChart
              historyHrefOf={historyHrefOf}
              filters={filters}
              data={callStatus.data}
              isPending={callStatus.isPending}
              error={callStatus.error}
            />
            <FailureBreakdownChart
              historyHrefOf={historyHrefOf}
              filters={filters}
              data={failed.data}
              isPending={failed.isPending}
              error={failed.error}
            />
          </SimpleGrid>
          <DailyTotalsChart
            userType={userType}
            historyHrefOf={historyHrefOf}
            filters={filters}
            today={jakartaToday(now)}
            data={daily.data}
            isPending={daily.isPending}
            error={daily.error}
          />
          <ProductTotalsChart
            userType={userType}
            historyHrefOf={historyHrefOf}
            data={perProduct.data}
            isPending={perProduct.isPending}
            error={perProduct.error}
          />
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('byDayAndProduct')}
              </Title>
              <DashboardUsageTable
                userType={userType}
                historyHrefOf={historyHrefOf}
                filters={filters}
                data={table.data}
                isLoading={table.isPending}
                pageSize={pageSize}
                onPageChange={(page) => update({ page })}
              />
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  )
}
