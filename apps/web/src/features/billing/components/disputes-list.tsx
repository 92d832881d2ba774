import { Group, Pagination, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatRupiah, type Dispute, type DisputeStatus } from '@lumbung/contract'
import { formatDate } from '../../../lib/i18n/format-date'
import { StatusFilter } from '../../../components/list-table'
import { useT } from '../../../lib/i18n/i18n'
import { billingDisputeTexts } from '../billing-disputes.texts'
import { useBillingLabels } from './billing-labels'
import { QueryState } from './billing-page-frame'
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
  const t = useT(billingDisputeTexts)
  const labels = useBillingLabels()
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
          aria-label={t('cardLabel', { product: dispute.product_name, invoice: dispute.invoice_no })}
        >
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>
                  {dispute.product_name} · {formatRupiah(dispute.line_amount)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('cardSummary', {
                    invoice: dispute.invoice_no,
                    period: labels.period(dispute.period),
                    consumer: dispute.consumer_legal_name,
                    provider: dispute.provider_legal_name,
                    date: formatDate(dispute.created_date),
                  })}
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
          getControlProps={(control) => ({ 'aria-label': t('pageControl', { control }) })}
        />
      ) : null}
    </Stack>
  )
}

/** A page of disputes under a status filter, as the provider's and the operator's tabs show them. */
export function FilteredDisputes({
  status,
  page,
  pageSize,
  onChange,
  disputes,
  emptyText,
  actionOf,
}: {
  status: DisputeStatus | null
  page: number
  pageSize: number
  onChange: (name: string, value: string | number | null) => void
  disputes: {
    isPending: boolean
    isError: boolean
    error: unknown
    data?: { data: Dispute[]; total_data: number } | undefined
  }
  /** Shown when no dispute exists at all; a filter that matches none says so itself. */
  emptyText: string
  actionOf: (dispute: Dispute) => ReactNode
}) {
  const t = useT(billingDisputeTexts)
  const labels = useBillingLabels()
  return (
    <Stack gap="md">
      <StatusFilter
        data={labels.options('disputeStatus')}
        value={status}
        onChange={(value) => onChange('status', value)}
      />
      <QueryState query={disputes}>
        {() => (
          <DisputesList
            disputes={disputes.data?.data ?? []}
            totalRecords={disputes.data?.total_data ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={(next) => onChange('page', next)}
            emptyText={status ? t('noneWithStatus') : emptyText}
            actionOf={actionOf}
          />
        )}
      </QueryState>
    </Stack>
  )
}
