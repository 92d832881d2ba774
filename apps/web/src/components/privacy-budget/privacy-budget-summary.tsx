import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import { formatPrivacyCost, type PrivacyBudgetView } from '@lumbung/contract'
import { Fact } from '../detail'
import { useT } from '../../lib/i18n/i18n'
import { formatDate } from '../../lib/i18n/format-date'
import { privacyTermsTexts } from './privacy-terms.texts'
import { privacyBudgetTexts } from './privacy-budget.texts'

/**
 * A month's privacy budget as a buyer reads it: used, left, the total and the day it renews. The bar's
 * value is also said in words, so nothing rests on its colour.
 */
export function PrivacyBudgetSummary({
  budget,
  leftLabel,
}: {
  budget: PrivacyBudgetView
  leftLabel?: string
}) {
  const t = useT(privacyBudgetTexts)
  const terms = useT(privacyTermsTexts)
  const usedShare = budget.total_micro_rho > 0 ? (budget.used_micro_rho / budget.total_micro_rho) * 100 : 100
  const used = formatPrivacyCost(budget.used_micro_rho)
  const total = formatPrivacyCost(budget.total_micro_rho)
  return (
    <Stack gap="xs" data-testid="privacy-budget">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <Fact label={terms('used')}>{used}</Fact>
        <Fact label={leftLabel ?? terms('left')}>{formatPrivacyCost(budget.left_micro_rho)}</Fact>
        <Fact label={t('total')}>{total}</Fact>
        <Fact label={terms('budget')}>{terms('renewsOn', { date: formatDate(budget.renews_on) })}</Fact>
      </SimpleGrid>
      <Group gap="sm" wrap="nowrap">
        <Progress
          flex={1}
          value={Math.min(100, usedShare)}
          color={budget.left_micro_rho === 0 ? 'red' : 'indigo'}
          // Mantine names the bar (its section, the progressbar); its value is said in words beside it.
          aria-label={t('budgetMeter')}
        />
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('budgetOf', { used, total })}
        </Text>
      </Group>
    </Stack>
  )
}
