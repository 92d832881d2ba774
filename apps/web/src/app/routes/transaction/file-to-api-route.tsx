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
  const [page, setPage] = useState(1)
  const runs = useFileToApiList({ page, limit: pageSize, transaction_no: transactionNo })
  let content
  if (runs.isPending) content = <Loader size="sm" aria-label="Loading runs" />
  else if (runs.isError) content = <ErrorAlert error={runs.error} />
  else if (runs.data.total_data === 0) {
    content = (
      <Text size="sm" c="dimmed" data-testid="file-to-api-no-runs">
        No run yet. Start one above; its progress and result appear here.
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
          Runs
        </Title>
        {content}
      </Stack>
    </Paper>
  )
}

/** Batch enrichment: run an API purchase over the rows of a CSV data asset (docs/decisions/0034). */
export function FileToApiRoute() {
  const { transaction_no: transactionNo = '' } = useParams()
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
  if (purchase.isPending) return <Loader aria-label="Loading purchased data" />
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
        Only an active API purchase can enrich a file. Earlier runs and their results stay below.
      </Alert>
    )
  } else if (!canStart) {
    newRun = (
      <Text size="sm" c="dimmed">
        Starting a run needs access to Data delivery and to your company&apos;s data assets; ask your
        company&apos;s owner. You can follow runs and download their results here.
      </Text>
    )
  } else if (params.isPending) newRun = <Loader size="sm" aria-label="Loading the API's parameters" />
  else if (params.isError) newRun = <ErrorAlert error={params.error} />
  else if (!fields) {
    newRun = (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
        This API can not be called now.
      </Alert>
    )
  } else newRun = <FileToApiRunForm transactionNo={transactionNo} fields={fields} />

  return (
    <Stack gap="lg" maw={pageWidth}>
      {back}
      <Stack gap={4}>
        <Title order={1} size="h2">
          Batch enrichment
        </Title>
        <Text c="dimmed" size="sm">
          Run {purchase.data.name} once for every row of a CSV file. Each row is a call through the gateway,
          metered and billed like any other, within the product&apos;s rate limit. The result holds your
          columns, the response fields, and each row&apos;s status and message.
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} size="h4">
            New run
          </Title>
          {newRun}
        </Stack>
      </Paper>
      <RunsSection transactionNo={transactionNo} />
    </Stack>
  )
}
