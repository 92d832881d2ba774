import 'mantine-datatable/styles.css'
import { useState } from 'react'
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { formatDateTime, type OperatorFailedJob } from '@lumbung/contract'
import { confirm, toast } from '../../../components/feedback'
import { pageWidth } from '../../../components/layout/page-width'
import { errorMessageOf } from '../../../lib/api-error'
import { useDiscardJob } from '../../../features/operator/api/discard-job'
import { jobsRefreshIntervalMs, useOperatorJobs } from '../../../features/operator/api/get-operator-jobs'
import { useRetryJob } from '../../../features/operator/api/retry-job'
import { FailedJobsTable } from '../../../features/operator/components/failed-jobs-table'
import { QueueSummaryTable } from '../../../features/operator/components/queue-summary-table'

const failedPageSize = 20

/** The background work of the platform: each queue's depth and waits, and the jobs that failed. */
export function OperatorJobsRoute() {
  const jobs = useOperatorJobs()
  const retry = useRetryJob()
  const discard = useDiscardJob()
  const [page, setPage] = useState(1)
  const failed = jobs.data?.failed ?? []
  const lastPage = Math.max(1, Math.ceil(failed.length / failedPageSize))

  const askRetry = (job: OperatorFailedJob) =>
    void confirm({
      title: job.status === 'DEAD' ? 'Retry job' : 'Retry job now',
      body:
        job.status === 'DEAD'
          ? `The ${job.queue} job is queued again with fresh attempts and runs within seconds.`
          : `The ${job.queue} job runs now instead of at its next try.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Retry',
          onClick: async () => {
            await retry.mutateAsync(job.id)
            void toast({ color: 'green', message: `The ${job.queue} job is queued again` })
          },
        },
      ],
    })

  const askDiscard = (job: OperatorFailedJob) =>
    void confirm({
      title: 'Discard job',
      body: `The failed ${job.queue} job and its error are removed for good; it will not run again.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Discard',
          color: 'red',
          onClick: async () => {
            await discard.mutateAsync(job.id)
            void toast({ color: 'green', message: `The ${job.queue} job is removed` })
          },
        },
      ],
    })

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          Operator console
        </Text>
        <Title order={1} size="h2">
          Job queue
        </Title>
        <Text c="dimmed">
          Mail, deliveries, file-to-API runs and the month close run as background jobs. A job that fails is
          tried again on its own; one that runs out of attempts waits here for a retry.
        </Text>
      </Stack>
      {jobs.error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(jobs.error)}
        </Alert>
      ) : null}
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="queues-heading">
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} size="h4" id="queues-heading">
              Queues
            </Title>
            <Text size="xs" c="dimmed">
              {jobs.dataUpdatedAt
                ? `Updated ${formatDateTime(jobs.dataUpdatedAt)}; refreshes every ${jobsRefreshIntervalMs / 1000} seconds`
                : null}
            </Text>
          </Group>
          <QueueSummaryTable queues={jobs.data?.queues ?? []} isLoading={jobs.isPending} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="failed-jobs-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="failed-jobs-heading">
            Failed jobs
          </Title>
          <FailedJobsTable
            jobs={failed}
            isLoading={jobs.isPending}
            page={Math.min(page, lastPage)}
            pageSize={failedPageSize}
            onPageChange={setPage}
            onRetry={askRetry}
            onDiscard={askDiscard}
          />
        </Stack>
      </Paper>
    </Stack>
  )
}

export default OperatorJobsRoute
