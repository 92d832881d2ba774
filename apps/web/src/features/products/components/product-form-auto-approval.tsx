import { MultiSelect, Stack, Switch } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { firstCallTexts, industries, productLabels } from '@lumbung/contract'
import type { ProductFormValues } from './product-form-values'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'

const industryOptions = () => enumOptionsFrom('industry', industries)

/** Whether requests from verified companies are approved at once, and for which industries (decision 0068). */
export function ProductFormAutoApproval({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const isOn = form.getValues().auto_approve
  return (
    <Stack gap="sm">
      <Switch
        label={productLabels.auto_approve}
        description={firstCallTexts.autoApproveDescription}
        {...form.getInputProps('auto_approve', { type: 'checkbox' })}
      />
      {isOn ? (
        <MultiSelect
          label={productLabels.auto_approve_industries}
          description={firstCallTexts.autoApproveIndustriesDescription}
          placeholder={firstCallTexts.autoApproveIndustriesPlaceholder}
          data={industryOptions()}
          searchable
          clearable
          {...form.getInputProps('auto_approve_industries')}
        />
      ) : null}
    </Stack>
  )
}
