import 'mantine-datatable/styles.css'
import { IconTable } from '@tabler/icons-react'
import {
  formatCount,
  formatDate,
  formatRupiah,
  type DashboardTable,
  type DashboardTableRow,
  type UserType,
} from '@lumbung/contract'
import { ListTable } from '../../../components/list-table'
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
      loadingText="Loading transactions"
      recordsName="rows"
      onPageChange={onPageChange}
      {...(hrefOf ? { hrefOf } : {})}
      empty={{
        testId: 'dashboard-table-empty',
        icon: IconTable,
        title: 'No transactions in this period',
        hint: 'Calls, downloads, queries and deliveries appear here as they happen.',
        filteredTitle: 'No transactions of this product in this period',
        filteredHint: 'Pick a longer period or all products.',
      }}
      columns={[
        { accessor: 'date', title: 'Day', render: (row) => formatDate(row.date) },
        { accessor: 'product_name', title: 'Product' },
        { accessor: 'counterparty_name', title: userType === 'provider' ? 'Consumer' : 'Provider' },
        { accessor: 'calls', title: 'Calls', textAlign: 'right', render: (row) => formatCount(row.calls) },
        {
          accessor: 'failed_calls',
          title: 'Failed',
          textAlign: 'right',
          render: (row) => formatCount(row.failed_calls),
        },
        {
          accessor: 'amount',
          title: userType === 'provider' ? 'Earned' : 'Spent',
          textAlign: 'right',
          render: (row) => formatRupiah(row.amount),
        },
        {
          accessor: 'average_latency_ms',
          title: 'Average latency',
          textAlign: 'right',
          render: (row) =>
            row.average_latency_ms === null ? '—' : `${formatCount(row.average_latency_ms)} ms`,
        },
      ]}
    />
  )
}
