import 'mantine-datatable/styles.css'
import { useState } from 'react'
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { type OperatorFailedJob } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { confirm, toast } from '../../../components/feedback'
import { pageWidth } from '../../../components/layout/page-width'
import { errorMessageOf } from '../../../lib/api-error'
import { useDiscardJob } from '../../../features/operator/api/discard-job'
import { jobsRefreshIntervalMs, useOperatorJobs } from '../../../features/operator/api/get-operator-jobs'
import { useRetryJob } from '../../../features/operator/api/retry-job'
import { FailedJobsTable } from '../../../features/operator/components/failed-jobs-table'
import { QueueSummaryTable } from '../../../features/operator/components/queue-summary-table'
import { operatorJobTexts } from '../../../features/operator/operator-jobs.texts'
import { operatorLabelTexts } from '../../../features/operator/operator-labels.texts'
import { useT } from '../../../lib/i18n/i18n'

const failedPageSize = 20

/** The background work of the platform: each queue's depth and waits, and the jobs that failed. */
export function OperatorJobsRoute() {
  const t = useT(operatorJobTexts)
  const tLabel = useT(operatorLabelTexts)
  const jobs = useOperatorJobs()
  const retry = useRetryJob()
  const discard = useDiscardJob()
  const [page, setPage] = useState(1)
  const failed = jobs.data?.failed ?? []
  const lastPage = Math.max(1, Math.ceil(failed.length / failedPageSize))

  const askRetry = (job: OperatorFailedJob) =>
    void confirm({
      title: job.status === 'DEAD' ? t('retryTitle') : t('retryNowTitle'),
      body:
        job.status === 'DEAD'
          ? t('retryDeadBody', { queue: job.queue })
          : t('retryNowBody', { queue: job.queue }),
      actions: [
        { label: tLabel('cancel'), variant: 'default' },
        {
          label: t('retry'),
          onClick: async () => {
            await retry.mutateAsync(job.id)
            void toast({ color: 'green', message: t('retried', { queue: job.queue }) })
          },
        },
      ],
    })

  const askDiscard = (job: OperatorFailedJob) =>
    void confirm({
      title: t('discardTitle'),
      body: t('discardBody', { queue: job.queue }),
      actions: [
        { label: tLabel('cancel'), variant: 'default' },
        {
          label: t('discard'),
          color: 'red',
          onClick: async () => {
            await discard.mutateAsync(job.id)
            void toast({ color: 'green', message: t('discarded', { queue: job.queue }) })
          },
        },
      ],
    })

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed" fw={600} tt="uppercase">
          {tLabel('console')}
        </Text>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('description')}</Text>
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
              {t('queues')}
            </Title>
            <Text size="xs" c="dimmed">
              {jobs.dataUpdatedAt
                ? t('updated', {
                    date: formatDateTime(jobs.dataUpdatedAt),
                    seconds: jobsRefreshIntervalMs / 1000,
                  })
                : null}
            </Text>
          </Group>
          <QueueSummaryTable queues={jobs.data?.queues ?? []} isLoading={jobs.isPending} />
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="failed-jobs-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="failed-jobs-heading">
            {t('failedJobs')}
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
