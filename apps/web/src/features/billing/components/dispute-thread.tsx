import { Badge, Group, Stack, Text, Timeline } from '@mantine/core'
import { IconCheck, IconMessageReply, IconMessageReport, IconX } from '@tabler/icons-react'
import {
  formatDateTime,
  formatRupiah,
  labelOf,
  type Dispute,
  type DisputeAction,
  type DisputeStatus,
} from '@lumbung/contract'

const statusColors: Record<DisputeStatus, string> = { OPEN: 'yellow', ANSWERED: 'blue', RESOLVED: 'green' }
const actionIcons: Record<DisputeAction, typeof IconCheck> = {
  OPENED: IconMessageReport,
  ANSWERED: IconMessageReply,
  CREDITED: IconCheck,
  REJECTED: IconX,
}
const partyLabels = { consumer: 'consumer', provider: 'provider', operator: 'Lumbung' } as const

export function DisputeStatusBadge({ dispute }: { dispute: Pick<Dispute, 'status' | 'outcome'> }) {
  const label =
    dispute.status === 'RESOLVED' && dispute.outcome
      ? `${labelOf('disputeStatus', dispute.status)}: ${labelOf('disputeOutcome', dispute.outcome)}`
      : labelOf('disputeStatus', dispute.status)
  return (
    <Badge color={statusColors[dispute.status]} variant="light" radius="sm">
      {label}
    </Badge>
  )
}

/** Who did what and when, oldest first: the same history for the consumer, the provider and operators. */
export function DisputeThread({ dispute }: { dispute: Dispute }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <DisputeStatusBadge dispute={dispute} />
        {dispute.credit_amount !== null ? (
          <Text size="sm">Credit {formatRupiah(dispute.credit_amount)} on the next invoice</Text>
        ) : null}
      </Group>
      <Timeline bulletSize={24} lineWidth={2}>
        {dispute.events.map((event, index) => {
          const Icon = actionIcons[event.action]
          return (
            <Timeline.Item
              key={`${event.created_date}-${index}`}
              bullet={<Icon size={14} aria-hidden />}
              title={`${labelOf('disputeAction', event.action)} by ${event.actor_name ?? 'someone'} (${partyLabels[event.party]})`}
            >
              <Text size="xs" c="dimmed">
                {formatDateTime(event.created_date)}
                {event.amount !== null ? ` · credit ${formatRupiah(event.amount)}` : ''}
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
