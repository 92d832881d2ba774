import { Badge, Text } from '@mantine/core'
import { useT } from '../lib/i18n/i18n'

/** Whether a parameter must be sent: a red "Required" badge, or a quiet "Optional". */
export function RequiredMark({ isRequired }: { isRequired: boolean }) {
  const t = useT()
  return isRequired ? (
    <Badge size="sm" variant="light" color="red" radius="sm">
      {t('parameter.required')}
    </Badge>
  ) : (
    <Text size="sm" c="dimmed">
      {t('parameter.optional')}
    </Text>
  )
}
