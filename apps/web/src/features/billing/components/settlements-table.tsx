import { IconBuildingBank } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatRupiah, type SettlementSummary } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { ListTable, type ListTablePageProps } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { billingSettlementTexts } from '../billing-settlements.texts'
import { useBillingLabels } from './billing-labels'
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
  const t = useT(billingSettlementTexts)
  const labels = useBillingLabels()
  return (
    <ListTable<SettlementRow>
      {...props}
      loadingText={t('loading')}
      recordsName={t(props.totalRecords === 1 ? 'recordOne' : 'recordOther')}
      empty={{
        testId: 'settlements-empty',
        icon: IconBuildingBank,
        title: t('emptyTitle'),
        hint: t('emptyHint'),
        filteredTitle: t('filteredTitle'),
        filteredHint: labels.t('tryAnotherStatus'),
      }}
      columns={[
        {
          accessor: 'period',
          title: labels.t('month'),
          render: (settlement) => labels.period(settlement.period),
        },
        ...(isCompanyShown ? [{ accessor: 'provider_legal_name' as const, title: labels.t('company') }] : []),
        {
          accessor: 'gross',
          title: t('gross'),
          textAlign: 'right',
          render: (row) => formatRupiah(row.gross),
        },
        {
          accessor: 'platform_fee',
          title: t('platformFee'),
          textAlign: 'right',
          render: (row) => formatRupiah(row.platform_fee),
        },
        { accessor: 'net', title: t('net'), textAlign: 'right', render: (row) => formatRupiah(row.net) },
        { accessor: 'paid_date', title: t('paidOut'), render: (row) => formatDate(row.paid_date) },
        {
          accessor: 'status',
          title: labels.t('status'),
          width: 130,
          render: (settlement) => <SettlementStatusBadge status={settlement.status} />,
        },
        ...(actionsOf
          ? [{ accessor: 'actions' as const, title: labels.t('actions'), render: actionsOf }]
          : []),
      ]}
    />
  )
}
