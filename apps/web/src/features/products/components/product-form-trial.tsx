import { Select, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import { productTrialLabels, productTrialLimits } from '@lumbung/contract'
import { trialTexts } from '../../../components/trial.texts'
import { useT } from '../../../lib/i18n/i18n'
import type { ProductFormValues } from './product-form-values'

type TrialKind = 'NONE' | 'CALLS' | 'DAYS'

const kindOf = (values: ProductFormValues): TrialKind =>
  values.trial_calls.trim() ? 'CALLS' : values.trial_days.trim() ? 'DAYS' : 'NONE'

/**
 * A pay-per-use product's free trial: none, the first calls or queries, or the first days
 * (docs/decisions/0069-trial-and-measured-quality.md). Other pricing models have none.
 */
export function ProductFormTrial({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const t = useT(trialTexts)
  const values = form.getValues()
  const [kind, setKind] = useState<TrialKind>(() => kindOf(values))
  if (!(productTrialLimits.pricingModels as readonly string[]).includes(values.pricing_model)) return null
  const choose = (next: TrialKind) => {
    setKind(next)
    // One kind at a time: the other number is cleared so the server never sees both.
    if (next !== 'CALLS') form.setFieldValue('trial_calls', '')
    if (next !== 'DAYS') form.setFieldValue('trial_days', '')
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('formTitle')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('formHint')}
      </Text>
      <Select
        label={t('kindLabel')}
        allowDeselect={false}
        value={kind}
        data={[
          { value: 'NONE', label: t('kindNone') },
          { value: 'CALLS', label: t('kindCalls') },
          { value: 'DAYS', label: t('kindDays') },
        ]}
        onChange={(value) => choose((value as TrialKind | null) ?? 'NONE')}
      />
      {kind === 'CALLS' ? (
        <TextInput
          label={productTrialLabels.trial_calls}
          inputMode="numeric"
          {...form.getInputProps('trial_calls')}
        />
      ) : null}
      {kind === 'DAYS' ? (
        <TextInput
          label={productTrialLabels.trial_days}
          inputMode="numeric"
          {...form.getInputProps('trial_days')}
        />
      ) : null}
    </Stack>
  )
}
