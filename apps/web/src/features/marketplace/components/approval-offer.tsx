import { Badge, Stack, Text } from '@mantine/core'
import { firstCallTexts } from '@lumbung/contract'

/** That the viewer's request is approved at once by the product's rule, before it presses Request. */
export function ApprovalOffer({ approvesAtOnce }: { approvesAtOnce: boolean }) {
  if (!approvesAtOnce) return null
  return (
    <Stack gap={4} data-testid="approval-offer">
      <Badge variant="light" color="teal" size="lg" radius="sm" style={{ alignSelf: 'flex-start' }}>
        {firstCallTexts.approvesAtOnceTitle}
      </Badge>
      <Text size="xs" c="dimmed">
        {firstCallTexts.approvesAtOnceBody}
      </Text>
    </Stack>
  )
}
