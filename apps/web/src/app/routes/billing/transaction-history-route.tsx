import 'mantine-datatable/styles.css'
import { Button, Group, Paper, Stack } from '@mantine/core'
import { IconFileSpreadsheet } from '@tabler/icons-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { billingRoutes, type UserType } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { billingTransactionHistoryTexts } from '../../../features/billing/billing-transaction-history.texts'
import { downloadBillingFile } from '../../../features/billing/api/billing-download'
import { useTransactionList } from '../../../features/billing/api/transaction-list'
import {
  currentPeriod,
  isTransactionFiltered,
  readTransactionFilters,
  transactionQueryOf,
  withParam,
} from '../../../features/billing/components/billing-format'
import { BillingPageFrame, QueryState } from '../../../features/billing/components/billing-page-frame'
import { TransactionFilters } from '../../../features/billing/components/transaction-filters'
import { TransactionHistoryTable } from '../../../features/billing/components/transaction-history-table'

const pageSize = 20

/**
 * Every event of one side, filtered from the address (docs/decisions/0047-billing.md), so a dashboard
 * link such as `?product=<id>&outcome=UPSTREAM_ERROR&from=…&to=…` opens it filtered.
 */
function TransactionHistory({ userType }: { userType: UserType }) {
  const t = useT(billingTransactionHistoryTexts)
  const [searchParams, setSearchParams] = useSearchParams()
  const filters = readTransactionFilters(searchParams)
  const query = transactionQueryOf(filters)
  const list = useTransactionList(userType, { ...query, page: filters.page, limit: pageSize })
  const [isExporting, setExporting] = useState(false)
  const change = (name: string, value: string | number | null) =>
    setSearchParams(withParam(searchParams, name, value), { replace: true })

  const exportCsv = async () => {
    setExporting(true)
    try {
      const month = filters.period ?? currentPeriod()
      await downloadBillingFile(
        billingRoutes.transactionExport.url,
        { ...query, user_type: userType },
        `transactions-${userType}-${filters.from ?? month}.csv`,
      )
    } catch (error) {
      void toast({ color: 'red', message: errorMessageOf(error) })
    } finally {
      setExporting(false)
    }
  }

  return (
    <BillingPageFrame
      title={t('title')}
      description={userType === 'consumer' ? t('consumerDescription') : t('providerDescription')}
    >
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <TransactionFilters userType={userType} filters={filters} onChange={change} />
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={isExporting}
              onClick={exportCsv}
            >
              {t('exportCsv')}
            </Button>
          </Group>
          <QueryState query={{ ...list, isPending: false }}>
            {() => (
              <TransactionHistoryTable
                counterpartyTitle={userType === 'consumer' ? t('provider') : t('consumer')}
                records={list.data?.data ?? []}
                totalRecords={list.data?.total_data ?? 0}
                page={filters.page}
                pageSize={pageSize}
                isLoading={list.isFetching}
                isFiltered={isTransactionFiltered(filters)}
                onPageChange={(page) => change('page', page)}
              />
            )}
          </QueryState>
        </Stack>
      </Paper>
    </BillingPageFrame>
  )
}

export function ConsumerTransactionHistoryRoute() {
  return <TransactionHistory userType="consumer" />
}

export function ProviderTransactionHistoryRoute() {
  return <TransactionHistory userType="provider" />
}
