import { Badge, Code, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconCircleCheck, IconPlayerPlay, IconTrash } from '@tabler/icons-react'
import { formatCount, type OperatorFailedJob, type OperatorJobStatus } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { ListTable, RowActionsMenu } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { operatorJobTexts } from '../operator-jobs.texts'

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
  const t = useT(operatorJobTexts)
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
      loadingText={t('loadingFailed')}
      recordsName={t(jobs.length === 1 ? 'failedOne' : 'failedOther')}
      empty={{
        testId: 'failed-jobs-empty',
        icon: IconCircleCheck,
        title: t('noFailed'),
        hint: t('noFailedHint'),
        filteredTitle: t('noFailedMatch'),
        filteredHint: t('allFailedShown'),
      }}
      columns={[
        {
          accessor: 'queue',
          title: t('job'),
          render: (job) => (
            <Stack gap={2}>
              <Text size="sm" fw={600} ff="monospace">
                {job.queue}
              </Text>
              <Badge variant="light" color={statusColors[job.status]} w="fit-content">
                {t(`status.${job.status}`)}
              </Badge>
            </Stack>
          ),
        },
        {
          accessor: 'last_error',
          title: t('lastError'),
          render: (job) => (
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: '36rem' }}>
              {job.last_error ?? '—'}
            </Code>
          ),
        },
        {
          accessor: 'attempts',
          title: t('attempts'),
          textAlign: 'right',
          render: (job) =>
            t('attemptsOf', { attempts: formatCount(job.attempts), max: formatCount(job.max_attempts) }),
        },
        {
          accessor: 'failed_at',
          title: t('failed'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
          render: (job) => (
            <Stack gap={0}>
              <Text size="sm">{formatDateTime(job.failed_at)}</Text>
              {job.status === 'RETRYING' ? (
                <Text size="xs" c="dimmed">
                  {t('nextTry', { date: formatDateTime(job.run_at) })}
                </Text>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('queued', { date: formatDateTime(job.created_at) })}
              </Text>
            </Stack>
          ),
        },
        {
          accessor: 'request_id',
          title: t('requestId'),
          visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
          render: (job) => (
            <Text size="xs" ff="monospace" c={job.request_id ? undefined : 'dimmed'}>
              {job.request_id ?? '—'}
            </Text>
          ),
        },
        {
          accessor: 'actions',
          title: <VisuallyHidden>{t('actions')}</VisuallyHidden>,
          textAlign: 'right',
          render: (job) => (
            <RowActionsMenu
              label={t('actionsFor', { queue: job.queue })}
              actions={[
                ...(job.can_retry
                  ? [
                      {
                        label: job.status === 'DEAD' ? t('retry') : t('retryNow'),
                        icon: IconPlayerPlay,
                        onClick: () => onRetry(job),
                      },
                    ]
                  : []),
                ...(job.status === 'DEAD'
                  ? [{ label: t('discard'), icon: IconTrash, isDanger: true, onClick: () => onDiscard(job) }]
                  : []),
              ]}
            />
          ),
        },
      ]}
    />
  )
}
