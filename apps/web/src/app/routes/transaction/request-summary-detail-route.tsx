import 'mantine-datatable/styles.css'
import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { errorMessageOf } from '../../../lib/api-error'
import { useProviderRequests } from '../../../features/transaction/api/requests-provider-list'
import { useRequestProducts } from '../../../features/transaction/api/requests-provider-product-dropdown'
import { useRequestSummary } from '../../../features/transaction/api/requests-summary'
import { readRequestListFilters } from '../../../features/transaction/components/request-list-params'
import { RequestStatusBadge } from '../../../features/transaction/components/request-status-badge'
import { RequestsTable } from '../../../features/transaction/components/requests-table'
import { SummaryPeriodPicker } from '../../../features/transaction/components/summary-period-picker'
import { writeSummaryPeriod } from '../../../features/transaction/components/summary-period'
import { SummaryStatusCards } from '../../../features/transaction/components/summary-status-cards'
import { useSummaryPeriod } from '../../../features/transaction/components/use-summary-period'
import { pageWidth } from '../../../components/layout/page-width'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'
import { formatDate } from '../../../lib/i18n/format-date'

const pageSize = 10

/** One product's requests over the summary's period: counts, then the requests themselves. */
export function RequestSummaryDetailRoute() {
  const t = useT(transactionRequestTexts)
  const { id = '' } = useParams()
  const { now, period, searchParams, update } = useSummaryPeriod()
  const { status, page } = readRequestListFilters(searchParams)
  const summary = useRequestSummary({ date_from: period.dateFrom, date_to: period.dateTo, product_id: id })
  const requests = useProviderRequests({
    page,
    limit: pageSize,
    product_id: id,
    status: status ?? undefined,
    date_from: period.dateFrom,
    date_to: period.dateTo,
  })
  const products = useRequestProducts()
  const productName =
    summary.data?.by_product.find((entry) => entry.product_id === id)?.product_name ??
    products.data?.data.find((entry) => entry.value === id)?.description ??
    t('productFallback')

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Anchor
        component={Link}
        to={`/provider/my-transaction/request-summary?${writeSummaryPeriod(period).toString()}`}
        size="sm"
      >
        <Group gap={4}>
          <IconArrowLeft size={14} /> {t('summaryTitle')}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {productName}
        </Title>
        <Text c="dimmed" size="sm">
          {t('sentBetween', { from: formatDate(period.dateFrom), to: formatDate(period.dateTo) })}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <SummaryPeriodPicker period={period} now={now} onChange={(next) => update(next)} />
          {summary.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(summary.error)}
            </Alert>
          ) : summary.data ? (
            <SummaryStatusCards
              byStatus={summary.data.by_status}
              total={summary.data.total}
              onOpenStatus={(next) => update({ status: next === status ? null : next })}
            />
          ) : (
            <Group justify="center" py="md">
              <Loader role="status" aria-label={t('loadingCounts')} />
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('requests')}
            </Title>
            {status ? (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {t('showing')}
                </Text>
                <RequestStatusBadge status={status} />
                <Anchor component="button" size="sm" onClick={() => update({ status: null })}>
                  {t('showAll')}
                </Anchor>
              </Group>
            ) : null}
          </Group>
          {requests.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(requests.error)}
            </Alert>
          ) : null}
          <RequestsTable
            side="provider"
            records={requests.data?.data ?? []}
            totalRecords={requests.data?.total_data ?? 0}
            page={page}
            pageSize={pageSize}
            isLoading={requests.isFetching}
            isFiltered={Boolean(status)}
            empty={{
              title: t('noRequestsInPeriod'),
              hint: t('longerPeriodHint'),
            }}
            onPageChange={(next) => update({ status, page: next })}
            hrefOf={(request) => `/provider/my-transaction/request-approval/detail/${request.transaction_no}`}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}
