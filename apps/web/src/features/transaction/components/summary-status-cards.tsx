import { formatCount } from '@lumbung/contract'
import { Paper, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core'
import type { TransactionRequestStatus, TransactionRequestSummary } from '@lumbung/contract'
import { requestStatusColors } from './request-status-badge'
import { approvalRateOf, statusTotalsOf } from './summary-period'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface SummaryStatusCardsProps {
  byStatus: TransactionRequestSummary['by_status']
  total: number
  isLoading?: boolean
  /** Opens the requests of one status, when the screen offers it. */
  onOpenStatus?: (status: TransactionRequestStatus) => void
}

interface CardProps {
  label: string
  value: string
  color?: string
  hint?: string
  isLoading?: boolean
}

function Card({ label, value, color, hint, isLoading }: CardProps) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {label}
        </Text>
        {isLoading ? (
          <Skeleton height={30} width={48} my={2} />
        ) : (
          <Text size="xl" fw={700} c={color ? `${color}.7` : undefined}>
            {value}
          </Text>
        )}
        {hint ? (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}

/** The total, each status and the approval rate over the period. */
export function SummaryStatusCards({ byStatus, total, isLoading, onOpenStatus }: SummaryStatusCardsProps) {
  const t = useT(transactionRequestTexts)
  const rate = approvalRateOf(byStatus)
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} spacing="sm" data-testid="summary-status-cards">
      <Card label={t('allRequests')} value={formatCount(total)} isLoading={isLoading} />
      {statusTotalsOf(byStatus).map((entry) => {
        const card = (
          <Card
            label={entry.label}
            value={formatCount(entry.total)}
            color={entry.total > 0 ? requestStatusColors[entry.status] : undefined}
            isLoading={isLoading}
          />
        )
        return onOpenStatus ? (
          <UnstyledButton
            key={entry.status}
            onClick={() => onOpenStatus(entry.status)}
            aria-label={`${entry.label}: ${entry.total}`}
          >
            {card}
          </UnstyledButton>
        ) : (
          <div key={entry.status}>{card}</div>
        )
      })}
      <Card
        label={t('approvalRate')}
        value={rate === null ? '—' : `${rate}%`}
        isLoading={isLoading}
        hint={rate === null ? t('nothingDecided') : t('ofDecided')}
      />
    </SimpleGrid>
  )
}
