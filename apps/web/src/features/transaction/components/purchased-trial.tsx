import { Badge, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core'
import { type PurchasedDetail } from '@lumbung/contract'
import { trialTexts } from '../../../components/trial.texts'
import { trialProgress, trialTerms } from '../../../components/trial-words'
import { useT } from '../../../lib/i18n/i18n'
import { formatDate } from '../../../lib/i18n/format-date'

/**
 * The purchase's free trial and how far it has gone: calls or queries used of N, or days left. Billing
 * begins by itself when it ends; no new request is needed.
 */
export function PurchasedTrial({ purchase }: { purchase: PurchasedDetail }) {
  const t = useT(trialTexts)
  const trial = purchase.trial
  if (!trial) return null
  const unit = purchase.pricing_model?.value === 'PAY_PER_QUERY' ? 'query' : 'call'
  const used =
    trial.calls !== null
      ? Math.min(trial.calls_used, trial.calls) / trial.calls
      : trial.days
        ? (trial.days - (trial.days_left ?? 0)) / trial.days
        : 1
  const progress = trialProgress(trial, unit)
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="purchased-trial">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('progressTitle')}
          </Title>
          <Badge variant="light" color={trial.is_over ? 'gray' : 'teal'}>
            {trialTerms(trial, unit)}
          </Badge>
        </Group>
        <Progress
          value={Math.round(used * 100)}
          aria-label={progress}
          color={trial.is_over ? 'gray' : 'teal'}
        />
        <Text size="sm">{progress}</Text>
        {trial.ends_at && !trial.is_over ? (
          <Text size="xs" c="dimmed">
            {t('billingBegins', { day: formatDate(trial.ends_at) })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  )
}
