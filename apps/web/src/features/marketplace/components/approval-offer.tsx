import { Badge, Stack, Text } from '@mantine/core'
import { useT } from '../../../lib/i18n/i18n'

/** That the viewer's request is approved at once by the product's rule, before it presses Request. */
export function ApprovalOffer({ approvesAtOnce }: { approvesAtOnce: boolean }) {
  const t = useT()
  if (!approvesAtOnce) return null
  return (
    <Stack gap={4} data-testid="approval-offer">
      <Badge variant="light" color="teal" size="lg" radius="sm" style={{ alignSelf: 'flex-start' }}>
        {t('marketplace.approvesAtOnceTitle')}
      </Badge>
      <Text size="xs" c="dimmed">
        {t('marketplace.approvesAtOnceBody')}
      </Text>
    </Stack>
  )
}
