import { Group, Pagination, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDate, formatRupiah, type Dispute } from '@lumbung/contract'
import { periodLabel } from './billing-format'
import { DisputeThread } from './dispute-thread'

/** Disputes as cards, each with its line, both companies, the history and an action of the viewer's side. */
export function DisputesList({
  disputes,
  totalRecords,
  page,
  pageSize,
  onPageChange,
  actionOf,
  emptyText,
}: {
  disputes: Dispute[]
  totalRecords: number
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  actionOf?: (dispute: Dispute) => ReactNode
  emptyText: string
}) {
  if (disputes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    )
  return (
    <Stack gap="md">
      {disputes.map((dispute) => (
        <Paper
          key={dispute.id}
          withBorder
          radius="md"
          p="md"
          component="article"
          aria-label={`Dispute about ${dispute.product_name} on ${dispute.invoice_no}`}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>
                  {dispute.product_name} · {formatRupiah(dispute.line_amount)}
                </Text>
                <Text size="sm" c="dimmed">
                  {dispute.invoice_no}, {periodLabel(dispute.period)} · {dispute.consumer_legal_name} disputes{' '}
                  {dispute.provider_legal_name} · opened {formatDate(dispute.created_date)}
                </Text>
              </Stack>
              {actionOf?.(dispute)}
            </Group>
            <DisputeThread dispute={dispute} />
          </Stack>
        </Paper>
      ))}
      {totalRecords > pageSize ? (
        <Pagination
          total={Math.ceil(totalRecords / pageSize)}
          value={page}
          onChange={onPageChange}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
    </Stack>
  )
}
