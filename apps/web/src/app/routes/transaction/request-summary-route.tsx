import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { useRequestSummary } from '../../../features/transaction/api/requests-summary'
import { SummaryPeriodPicker } from '../../../features/transaction/components/summary-period-picker'
import { periodLabelOf, writeSummaryPeriod } from '../../../features/transaction/components/summary-period'
import { SummaryProductTable } from '../../../features/transaction/components/summary-product-table'
import { SummaryStatusCards } from '../../../features/transaction/components/summary-status-cards'
import { useSummaryPeriod } from '../../../features/transaction/components/use-summary-period'
import { pageWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'

/** Requests for the provider's products over a period: by status, then by product. */
export function RequestSummaryRoute() {
  const t = useT(transactionRequestTexts)
  const navigate = useNavigate()
  const { now, period, update } = useSummaryPeriod()
  const summary = useRequestSummary({ date_from: period.dateFrom, date_to: period.dateTo })
  const periodSearch = writeSummaryPeriod(period).toString()

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('summaryTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('summaryDescription')}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <SummaryPeriodPicker period={period} now={now} onChange={(next) => update(next)} />
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {periodLabelOf(period)}
            </Text>
            {summary.isFetching ? <Loader role="status" size="xs" aria-label={t('loadingSummary')} /> : null}
          </Group>
          {summary.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(summary.error)}
            </Alert>
          ) : null}
          {summary.data ? (
            <SummaryStatusCards
              byStatus={summary.data.by_status}
              total={summary.data.total}
              onOpenStatus={(status) =>
                void navigate(`/provider/my-transaction/request-approval?status=${status}&${periodSearch}`)
              }
            />
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('byProduct')}
          </Title>
          {summary.data ? (
            <SummaryProductTable
              byProduct={summary.data.by_product}
              hrefOf={(productId) => `/provider/my-transaction/request-summary/${productId}?${periodSearch}`}
            />
          ) : summary.isPending ? (
            <Group justify="center" py="xl">
              <Loader role="status" aria-label={t('loadingProducts')} />
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  )
}
