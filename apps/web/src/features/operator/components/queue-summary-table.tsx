import { Badge, Text } from '@mantine/core'
import { IconListDetails } from '@tabler/icons-react'
import { formatCount, formatDateTime, type OperatorQueueSummary } from '@lumbung/contract'
import { ListTable } from '../../../components/list-table'
import { formatWait } from './job-wait'

type QueueRow = OperatorQueueSummary & { id: string }

export interface QueueSummaryTableProps {
  queues: OperatorQueueSummary[]
  isLoading: boolean
}

/** One row per queue: what waits, what runs, how long the oldest has waited and what failed. */
export function QueueSummaryTable({ queues, isLoading }: QueueSummaryTableProps) {
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
      loadingText="Loading queues"
      recordsName="queues"
      empty={{
        testId: 'queues-empty',
        icon: IconListDetails,
        title: 'No jobs yet',
        hint: 'Queues appear here once the server has queued work: mail, deliveries, the month close.',
        filteredTitle: 'No queue matches.',
        filteredHint: 'Every queue is shown.',
      }}
      columns={[
        {
          accessor: 'queue',
          title: 'Queue',
          render: (queue) => (
            <>
              <Text size="sm" fw={600} ff="monospace">
                {queue.queue}
              </Text>
              {queue.next_scheduled_at ? (
                <Text size="xs" c="dimmed">
                  Next run {formatDateTime(queue.next_scheduled_at)}
                </Text>
              ) : null}
            </>
          ),
        },
        {
          accessor: 'queued',
          title: 'Waiting',
          textAlign: 'right',
          render: (queue) => formatCount(queue.queued),
        },
        {
          accessor: 'running',
          title: 'Running',
          textAlign: 'right',
          render: (queue) => formatCount(queue.running),
        },
        {
          accessor: 'oldest_waiting_seconds',
          title: 'Oldest wait',
          textAlign: 'right',
          render: (queue) => formatWait(queue.oldest_waiting_seconds),
        },
        {
          accessor: 'failed_last_day',
          title: 'Failures (24 h)',
          textAlign: 'right',
          render: (queue) => formatCount(queue.failed_last_day),
        },
        {
          accessor: 'dead',
          title: 'Failed for good',
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
