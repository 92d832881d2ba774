import { Badge, Stack, Text } from '@mantine/core'
import { trialMessages, type ProductTrial } from '@lumbung/contract'

/** The free trial a request made now is offered, beside the price on the product page. */
export function TrialOffer({
  trial,
  pricingModel,
}: {
  trial: ProductTrial | null
  pricingModel: string | null
}) {
  if (!trial) return null
  const terms = trialMessages.terms(trial, pricingModel === 'PAY_PER_QUERY' ? 'query' : 'call')
  return (
    <Stack gap={4} data-testid="trial-offer">
      <Badge variant="light" color="teal" size="lg" radius="sm" style={{ alignSelf: 'flex-start' }}>
        {terms}
      </Badge>
      <Text size="xs" c="dimmed">
        {trialMessages.productPageNote}
      </Text>
    </Stack>
  )
}
