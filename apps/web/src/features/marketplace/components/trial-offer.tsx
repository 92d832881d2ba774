import { Badge, Stack, Text } from '@mantine/core'
import { type ProductTrial } from '@lumbung/contract'
import { trialTexts } from '../../../components/trial.texts'
import { trialTerms } from '../../../components/trial-words'
import { useT } from '../../../lib/i18n/i18n'

/** The free trial a request made now is offered, beside the price on the product page. */
export function TrialOffer({
  trial,
  pricingModel,
}: {
  trial: ProductTrial | null
  pricingModel: string | null
}) {
  const t = useT(trialTexts)
  if (!trial) return null
  const terms = trialTerms(trial, pricingModel === 'PAY_PER_QUERY' ? 'query' : 'call')
  return (
    <Stack gap={4} data-testid="trial-offer">
      <Badge variant="light" color="teal" size="lg" radius="sm" style={{ alignSelf: 'flex-start' }}>
        {terms}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('productPageNote')}
      </Text>
    </Stack>
  )
}
