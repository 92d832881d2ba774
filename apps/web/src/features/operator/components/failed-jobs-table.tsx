import { Badge, Code, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconCircleCheck, IconPlayerPlay, IconTrash } from '@tabler/icons-react'
import {
  formatDateTime,
  operatorJobStatusLabels,
  type OperatorFailedJob,
  type OperatorJobStatus,
} from '@lumbung/contract'
import { ListTable, RowActionsMenu } from '../../../components/list-table'

const statusColors: Record<OperatorJobStatus, string> = { RETRYING: 'harvest', DEAD: 'red' }

export interface FailedJobsTableProps {
  jobs: OperatorFailedJob[]
  isLoading: boolean
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  onRetry: (job: OperatorFailedJob) => void
  onDiscard: (job: OperatorFailedJob) => void
}

/** Jobs waiting for another attempt after a failure, and those that failed for good, latest first. */
export function FailedJobsTable({
  jobs,
  page,
  pageSize,
  onRetry,
  onDiscard,
  ...props
}: FailedJobsTableProps) {
  return (
    <ListTable<OperatorFailedJob>
      {...props}
      records={jobs.slice((page - 1) * pageSize, page * pageSize)}
      totalRecords={jobs.length}
      page={page}
      pageSize={pageSize}
      isFiltered={false}
      isLoaderShown={props.isLoading && jobs.length === 0}
      testId="failed-jobs-table"
      rowAttributes={(job) => ({ 'data-job-id': job.id })}
      loadingText="Loading failed jobs"
      recordsName="failed jobs"
      empty={{
        testId: 'failed-jobs-empty',
        icon: IconCircleCheck,
        title: 'No failed jobs',
        hint: 'A job that fails shows here with its error until it succeeds or is removed.',
        filteredTitle: 'No failed job matches.',
        filteredHint: 'Every failed job is shown.',
      }}
      columns={[
        {
          accessor: 'queue',
          title: 'Job',
          render: (job) => (
            <Stack gap={2}>
              <Text size="sm" fw={600} ff="monospace">
                {job.queue}
              </Text>
              <Badge variant="light" color={statusColors[job.status]} w="fit-content">
                {operatorJobStatusLabels[job.status]}
              </Badge>
            </Stack>
          ),
        },
        {
          accessor: 'last_error',
          title: 'Last error',
          render: (job) => (
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: '36rem' }}>
              {job.last_error ?? '—'}
            </Code>
          ),
        },
        {
          accessor: 'attempts',
          title: 'Attempts',
          textAlign: 'right',
          render: (job) => `${job.attempts} of ${job.max_attempts}`,
        },
        {
          accessor: 'failed_at',
          title: 'Failed',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (job) => (
            <Stack gap={0}>
              <Text size="sm">{formatDateTime(job.failed_at)}</Text>
              {job.status === 'RETRYING' ? (
                <Text size="xs" c="dimmed">
                  Next try {formatDateTime(job.run_at)}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                Queued {formatDateTime(job.created_at)}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'request_id',
          title: 'Request id',
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (job) => (
            <Text size="xs" ff="monospace" c={job.request_id ? undefined : 'dimmed'}>
              {job.request_id ?? '—'}
            </Text>
          ),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>Actions</VisuallyHidden>,
          textAlign: 'right',
          render: (job) => (
            <RowActionsMenu
              label={`Actions for the ${job.queue} job`}
              actions={[
                ...(job.can_retry
                  ? [
                      {
                        label: job.status === 'DEAD' ? 'Retry' : 'Retry now',
                        icon: IconPlayerPlay,
                        onClick: () => onRetry(job),
                      },
                    ]
                  : []),
                ...(job.status === 'DEAD'
                  ? [{ label: 'Discard', icon: IconTrash, isDanger: true, onClick: () => onDiscard(job) }]
                  : []),
              ]}
            />
          ),
        },
      ]}
    />
  )
}
