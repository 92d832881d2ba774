import { Checkbox, Stack } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { ProductFormValues } from './product-form-values'

/** The data-protection flags; their meaning is recorded in docs/decisions (products). */
export function ProductFormProtection({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  return (
    <Stack gap="sm">
      <Checkbox
        label="Contains sensitive data"
        description="Personal or otherwise sensitive data (Indonesia's PDP law). It needs consent or masking to be published."
        {...form.getInputProps('is_sensitive', { type: 'checkbox' })}
      />
      <Checkbox
        label="Collected with consent"
        description="The data subjects consented to this kind of sharing, and you can show it."
        {...form.getInputProps('is_consent', { type: 'checkbox' })}
      />
      <Checkbox
        label="Mask sensitive fields"
        description="Fields marked sensitive in the dataset are masked before they reach the buyer."
        {...form.getInputProps('is_masked', { type: 'checkbox' })}
      />
    </Stack>
  )
}
