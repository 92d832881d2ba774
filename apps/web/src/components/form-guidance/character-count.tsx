import { Text } from '@mantine/core'
import { formatCount } from '@lumbung/contract'
import { useT } from '../../lib/i18n/i18n'
import { formGuidanceTexts } from './form-guidance.texts'

/** "120 / 200 characters" under a long text, red once past the limit the server applies too. */
export function CharacterCount({ value, max }: { value: string; max: number }) {
  const t = useT(formGuidanceTexts)
  const used = value.length
  return (
    <Text component="span" size="xs" c={used > max ? 'red' : 'dimmed'} display="block" ta="right">
      {t('characterCount', { used: formatCount(used), max: formatCount(max) })}
    </Text>
  )
}
