import { Badge } from '@mantine/core'
import { useT } from '../../../lib/i18n/i18n'
import { subscriptionTexts } from '../subscription.texts'

export function SideStatusBadge({ isActive }: { isActive: boolean }) {
  const t = useT(subscriptionTexts)
  return (
    <Badge color={isActive ? 'teal' : 'gray'} variant="light">
      {isActive ? t('active') : t('notSubscribed')}
    </Badge>
  )
}
