import 'mantine-datatable/styles.css'
import { IconTable } from '@tabler/icons-react'
import {
  formatCount,
  formatRupiah,
  type DashboardTable,
  type DashboardTableRow,
  type UserType,
} from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { ListTable } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { dashboardTexts } from '../dashboard.texts'
import type { DashboardFilters, HistoryHrefOf } from './dashboard-filters'

export interface DashboardUsageTableProps {
  userType: UserType
  /** Where a click leads; null when the user cannot open the transaction history. */
  historyHrefOf: HistoryHrefOf | null
  filters: DashboardFilters
  data: DashboardTable | undefined
  isLoading: boolean
  pageSize: number
  onPageChange: (page: number) => void
}

/** Calls and amount per day, product and company; a row opens that day's history of the product. */
export function DashboardUsageTable({
  userType,
  historyHrefOf,
  filters,
  data,
  isLoading,
  pageSize,
  onPageChange,
}: DashboardUsageTableProps) {
  const t = useT(dashboardTexts)
  const hrefOf = historyHrefOf
    ? (row: DashboardTableRow) =>
        historyHrefOf({ from: row.date ?? filters.from, to: row.date ?? filters.to, product: row.product_id })
    : undefined
  return (
    <ListTable<DashboardTableRow>
      records={data?.data ?? []}
      totalRecords={data?.total_data ?? 0}
      page={filters.page}
      pageSize={pageSize}
      isLoading={isLoading}
      isFiltered={Boolean(filters.product)}
      loadingText={t('loadingTransactions')}
      recordsName={t(data?.total_data === 1 ? 'rowOne' : 'rowOther')}
      onPageChange={onPageChange}
      {...(hrefOf ? { hrefOf } : {})}
      empty={{
        testId: 'dashboard-table-empty',
        icon: IconTable,
        title: t('tableEmpty'),
        hint: t('tableEmptyHint'),
        filteredTitle: t('tableFiltered'),
        filteredHint: t('tableFilteredHint'),
      }}
      columns={[
        { accessor: 'date', title: t('day'), render: (row) => formatDate(row.date) },
        { accessor: 'product_name', title: t('product') },
        { accessor: 'counterparty_name', title: userType === 'provider' ? t('consumer') : t('provider') },
        { accessor: 'calls', title: t('calls'), textAlign: 'right', render: (row) => formatCount(row.calls) },
        {
          accessor: 'failed_calls',
          title: t('failed'),
          textAlign: 'right',
          render: (row) => formatCount(row.failed_calls),
        },
        {
          accessor: 'amount',
          title: userType === 'provider' ? t('earned') : t('spent'),
          textAlign: 'right',
          render: (row) => formatRupiah(row.amount),
        },
        {
          accessor: 'average_latency_ms',
          title: t('averageLatency'),
          textAlign: 'right',
          render: (row) =>
            row.average_latency_ms === null
              ? '—'
              : t('milliseconds', { value: formatCount(row.average_latency_ms) }),
        },
      ]}
    />
  )
}
