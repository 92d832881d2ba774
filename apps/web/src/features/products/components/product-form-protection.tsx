import { Checkbox, Stack } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useT } from '../../../lib/i18n/i18n'
import { productsTexts } from '../products.texts'
import type { ProductFormValues } from './product-form-values'

/** The data-protection flags; their meaning is recorded in docs/decisions (products). */
export function ProductFormProtection({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const t = useT(productsTexts)
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('sensitive')}
        description={t('sensitiveHelp')}
        {...form.getInputProps('is_sensitive', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('consent')}
        description={t('consentHelp')}
        {...form.getInputProps('is_consent', { type: 'checkbox' })}
      />
      <Checkbox
        label={t('masked')}
        description={t('maskedHelp')}
        {...form.getInputProps('is_masked', { type: 'checkbox' })}
      />
    </Stack>
  )
}
