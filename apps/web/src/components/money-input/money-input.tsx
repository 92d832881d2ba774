import { Text, TextInput, type TextInputProps } from '@mantine/core'
import { formatRupiah, rupiahMax, type RupiahRule } from '@lumbung/contract'
import { useT } from '../../lib/i18n/i18n'
import { componentsTexts } from '../components.texts'
import { moneyAmountOf, moneyProblemOf } from './money-value'

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'leftSection' | 'inputMode'
> {
  /** The text as typed: never stripped or rounded, so what the user sees is what is checked. */
  value: string
  onChange: (value: string) => void
  /** The name the field's messages use ("Price must be …"). */
  field: string
  min?: number
  max?: number
  /** False where space is short (a filter): no line under the input, only its message. */
  hasHint?: boolean
}

/**
 * The one money input: whole rupiah typed as digits (or grouped as 1.500.000). Unlike a number input it
 * keeps every character typed: '12.5', '-300' or '1e23' stay on screen with the field's message, the
 * limit written as rupiah, instead of turning silently into 125, 300 or a clamped amount. The amount it
 * reads is shown under it.
 */
export function MoneyInput({
  value,
  onChange,
  field,
  min = 0,
  max = rupiahMax,
  error,
  description,
  hasHint = true,
  ...rest
}: MoneyInputProps) {
  const t = useT(componentsTexts)
  const rule: RupiahRule = { field, min, max }
  const problem = moneyProblemOf(value, rule)
  const amount = problem === null ? moneyAmountOf(value, rule) : null
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      leftSection={
        <Text size="sm" aria-hidden>
          {t('rupiah')}
        </Text>
      }
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error ?? problem}
      description={
        !hasHint
          ? undefined
          : amount !== null
            ? formatRupiah(amount)
            : (description ?? t('moneyHint', { max: formatRupiah(max) }))
      }
    />
  )
}
