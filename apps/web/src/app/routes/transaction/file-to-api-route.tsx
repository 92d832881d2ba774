import { Alert, Anchor, Group, Loader, Pagination, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconArrowLeft, IconInfoCircle } from '@tabler/icons-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { dataAssetRoutes, decideRouteAccess, fileToApiRoutes } from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { errorMessageOf } from '../../../lib/api-error'
import { useFileToApiList } from '../../../features/transaction/api/file-to-api-list'
import { usePurchasedApiParams } from '../../../features/transaction/api/purchased-api-params'
import { usePurchasedDetail } from '../../../features/transaction/api/purchased-detail'
import { FileToApiJobsTable } from '../../../features/transaction/components/file-to-api-jobs-table'
import { FileToApiRunForm } from '../../../features/transaction/components/file-to-api-run-form'
import { pageWidth } from '../../../components/layout/page-width'
import { transactionFileToApiTexts } from '../../../features/transaction/transaction-file-to-api.texts'
import { useT } from '../../../lib/i18n/i18n'

const pageSize = 10

function ErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessageOf(error)}
    </Alert>
  )
}

/** The runs of one purchase over the company's files, newest first, refreshed while one goes. */
function RunsSection({ transactionNo }: { transactionNo: string }) {
  const t = useT(transactionFileToApiTexts)
  const [page, setPage] = useState(1)
  const runs = useFileToApiList({ page, limit: pageSize, transaction_no: transactionNo })
  let content
  if (runs.isPending) content = <Loader role="status" size="sm" aria-label={t('loadingRuns')} />
  else if (runs.isError) content = <ErrorAlert error={runs.error} />
  else if (runs.data.total_data === 0) {
    content = (
      <Text size="sm" c="dimmed" data-testid="file-to-api-no-runs">
        {t('noRuns')}
      </Text>
    )
  } else {
    const pages = Math.ceil(runs.data.total_data / pageSize)
    content = (
      <Stack gap="sm">
        <FileToApiJobsTable jobs={runs.data.data} />
        {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} size="sm" /> : null}
      </Stack>
    )
  }
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('runs')}
        </Title>
        {content}
      </Stack>
    </Paper>
  )
}

/** Batch enrichment: run an API purchase over the rows of a CSV data asset (docs/decisions/0034). */
export function FileToApiRoute() {
  const { transaction_no: transactionNo = '' } = useParams()
  const t = useT(transactionFileToApiTexts)
  const { user } = useCurrentUser()
  const purchase = usePurchasedDetail(transactionNo)
  const isActiveApi = purchase.data?.data_type === 'API' && purchase.data.status === 'APPROVED'
  const params = usePurchasedApiParams(isActiveApi ? purchase.data?.product_id : undefined)
  const detailPath = `/consumer/my-transaction/purchased-data/${transactionNo}`
  // Starting a run needs the data-delivery rule, and choosing a file needs the data-assets screen.
  const canStart = [fileToApiRoutes.proceed.config.access, dataAssetRoutes.header.config.access].every(
    (access) => decideRouteAccess(user, access.routeName, 'consumer').allowed,
  )

  const back = (
    <Anchor component={Link} to={detailPath} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> {transactionNo}
      </Group>
    </Anchor>
  )
  if (purchase.isPending) return <Loader role="status" aria-label={t('loadingPurchase')} />
  if (purchase.isError) {
    return (
      <Stack gap="md" maw={pageWidth}>
        {back}
        <ErrorAlert error={purchase.error} />
      </Stack>
    )
  }

  const fields = params.data?.data[0]?.fields
  let newRun
  if (!isActiveApi) {
    newRun = (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('notActiveApi')}
      </Alert>
    )
  } else if (!canStart) {
    newRun = (
      <Text size="sm" c="dimmed">
        {t('cannotStart')}
      </Text>
    )
  } else if (params.isPending) newRun = <Loader role="status" size="sm" aria-label={t('loadingParams')} />
  else if (params.isError) newRun = <ErrorAlert error={params.error} />
  else if (!fields) {
    newRun = (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
        {t('notCallable')}
      </Alert>
    )
  } else newRun = <FileToApiRunForm transactionNo={transactionNo} fields={fields} />

  return (
    <Stack gap="lg" maw={pageWidth}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('intro', { product: purchase.data.name })}
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('newRun')}
          </Title>
          {newRun}
        </Stack>
      </Paper>
      <RunsSection transactionNo={transactionNo} />
    </Stack>
  )
}
