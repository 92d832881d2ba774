import { IconBuildingBank } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDate, formatRupiah, type SettlementSummary } from '@lumbung/contract'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { periodLabel } from './billing-format'
import { SettlementStatusBadge } from './billing-status-badge'

/** A running month's statement is not stored, so it has no id: its month names its row. */
export type SettlementRow = SettlementSummary & { id: string }
export const settlementRowsOf = (settlements: SettlementSummary[]): SettlementRow[] =>
  settlements.map((settlement) => ({ ...settlement, id: settlement.id ?? `open-${settlement.period}` }))

export interface SettlementsTableProps extends ListTablePageProps<SettlementRow> {
  isCompanyShown?: boolean
  actionsOf?: (settlement: SettlementRow) => ReactNode
}

export function SettlementsTable({ isCompanyShown = false, actionsOf, ...props }: SettlementsTableProps) {
  return (
    <ListTable<SettlementRow>
      {...props}
      loadingText="Loading settlements"
      recordsName="settlements"
      empty={{
        testId: 'settlements-empty',
        icon: IconBuildingBank,
        title: 'No settlements yet',
        hint: 'A settlement is made after each month your products earned money.',
        filteredTitle: 'No settlement matches these filters',
        filteredHint: 'Try another status or month.',
      }}
      columns={[
        { accessor: 'period', title: 'Month', render: (settlement) => periodLabel(settlement.period) },
        ...(isCompanyShown ? [{ accessor: 'provider_legal_name' as const, title: 'Company' }] : []),
        { accessor: 'gross', title: 'Gross', textAlign: 'right', render: (row) => formatRupiah(row.gross) },
        {
          accessor: 'platform_fee',
          title: 'Platform fee',
          textAlign: 'right',
          render: (row) => formatRupiah(row.platform_fee),
        },
        { accessor: 'net', title: 'Net', textAlign: 'right', render: (row) => formatRupiah(row.net) },
        { accessor: 'paid_date', title: 'Paid out', render: (row) => formatDate(row.paid_date) },
        {
          accessor: 'status',
          title: 'Status',
          width: 130,
          render: (settlement) => <SettlementStatusBadge status={settlement.status} />,
        },
        ...(actionsOf ? [{ accessor: 'actions' as const, title: 'Actions', render: actionsOf }] : []),
      ]}
    />
  )
}
