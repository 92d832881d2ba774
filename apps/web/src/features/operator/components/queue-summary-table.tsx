import { Badge, Text } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import { formatCount, type OperatorQueueSummary } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { ListTable } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { operatorJobTexts } from '../operator-jobs.texts'
import { formatWait } from './job-wait'

type QueueRow = OperatorQueueSummary & { id: string }

export interface QueueSummaryTableProps {
  queues: OperatorQueueSummary[]
  isLoading: boolean
}

/** One row per queue: what waits, what runs, how long the oldest has waited and what failed. */
export function QueueSummaryTable({ queues, isLoading }: QueueSummaryTableProps) {
  const t = useT(operatorJobTexts)
  const records: QueueRow[] = queues.map((queue) => ({ ...queue, id: queue.queue }))
  return (
    <ListTable<QueueRow>
      records={records}
      totalRecords={records.length}
      page={1}
      pageSize={Math.max(records.length, 1)}
      isLoading={isLoading}
      isLoaderShown={isLoading && records.length === 0}
      isFiltered={false}
      onPageChange={() => undefined}
      testId="queues-table"
      rowAttributes={(queue) => ({ 'data-queue': queue.queue })}
      loadingText={t('loadingQueues')}
      recordsName={t(records.length === 1 ? 'queueOne' : 'queueOther')}
      empty={{
        testId: 'queues-empty',
        icon: IconListDetails,
        title: t('noJobs'),
        hint: t('noJobsHint'),
        filteredTitle: t('noQueueMatch'),
        filteredHint: t('allQueuesShown'),
      }}
      columns={[
        {
          accessor: 'queue',
          title: t('queue'),
          render: (queue) => (
            <>
              <Text size="sm" fw={600} ff="monospace">
                {queue.queue}
              </Text>
              {queue.next_scheduled_at ? (
                <Text size="xs" c="dimmed">
                  {t('nextRun', { date: formatDateTime(queue.next_scheduled_at) })}
                </Text>
              ) : null}
            </>
          ),
        },
        {
          accessor: 'queued',
          title: t('waiting'),
          textAlign: 'right',
          render: (queue) => formatCount(queue.queued),
        },
        {
          accessor: 'running',
          title: t('running'),
          textAlign: 'right',
          render: (queue) => formatCount(queue.running),
        },
        {
          accessor: 'oldest_waiting_seconds',
          title: t('oldestWait'),
          textAlign: 'right',
          render: (queue) => formatWait(queue.oldest_waiting_seconds),
        },
        {
          accessor: 'failed_last_day',
          title: t('failures'),
          textAlign: 'right',
          render: (queue) => formatCount(queue.failed_last_day),
        },
        {
          accessor: 'dead',
          title: t('failedForGood'),
          textAlign: 'right',
          render: (queue) =>
            queue.dead > 0 ? (
              <Badge variant="light" color="red">
                {formatCount(queue.dead)}
              </Badge>
            ) : (
              '0'
            ),
        },
      ]}
    />
  )
}
