import { Badge, Group, Stack, Text, Timeline } from '@mantine/core'
import { IconCheck, IconMessageReply, IconMessageReport, IconX } from '@tabler/icons-react'
import { formatRupiah, type Dispute, type DisputeAction, type DisputeStatus } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { useT } from '../../../lib/i18n/i18n'
import { billingDisputeTexts } from '../billing-disputes.texts'
import { useBillingLabels } from './billing-labels'

const statusColors: Record<DisputeStatus, string> = { OPEN: 'yellow', ANSWERED: 'blue', RESOLVED: 'green' }
const actionIcons: Record<DisputeAction, typeof IconCheck> = {
  OPENED: IconMessageReport,
  ANSWERED: IconMessageReply,
  CREDITED: IconCheck,
  REJECTED: IconX,
}
const partyKeys = { consumer: 'partyConsumer', provider: 'partyProvider', operator: 'partyOperator' } as const

export function DisputeStatusBadge({ dispute }: { dispute: Pick<Dispute, 'status' | 'outcome'> }) {
  const t = useT(billingDisputeTexts)
  const labels = useBillingLabels()
  const status = labels.label('disputeStatus', dispute.status)
  const label =
    dispute.status === 'RESOLVED' && dispute.outcome
      ? t('statusWithOutcome', { status, outcome: labels.label('disputeOutcome', dispute.outcome) })
      : status
  return (
    <Badge color={statusColors[dispute.status]} variant="light" radius="sm">
      {label}
    </Badge>
  )
}

/** Who did what and when, oldest first: the same history for the consumer, the provider and operators. */
export function DisputeThread({ dispute }: { dispute: Dispute }) {
  const t = useT(billingDisputeTexts)
  const labels = useBillingLabels()
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <DisputeStatusBadge dispute={dispute} />
        {dispute.credit_amount !== null ? (
          <Text size="sm">{t('creditOnNextInvoice', { amount: formatRupiah(dispute.credit_amount) })}</Text>
        ) : null}
      </Group>
      <Timeline bulletSize={24} lineWidth={2}>
        {dispute.events.map((event, index) => {
          const Icon = actionIcons[event.action]
          return (
            <Timeline.Item
              key={`${event.created_date}-${index}`}
              bullet={<Icon size={14} aria-hidden />}
              title={t('eventTitle', {
                action: labels.label('disputeAction', event.action),
                actor: event.actor_name ?? t('someone'),
                party: t(partyKeys[event.party]),
              })}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(event.created_date)}
                {event.amount !== null ? t('eventCredit', { amount: formatRupiah(event.amount) }) : ''}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.text}
              </Text>
            </Timeline.Item>
          )
        })}
      </Timeline>
    </Stack>
  )
}
