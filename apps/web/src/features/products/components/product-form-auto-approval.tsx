import { MultiSelect, Stack, Switch } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { industries } from '@lumbung/contract'
import type { ProductFormValues } from './product-form-values'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'
import { firstCallAreaTexts } from '../../../components/first-call.texts'
import { useT } from '../../../lib/i18n/i18n'

const industryOptions = () => enumOptionsFrom('industry', industries)

/** Whether requests from verified companies are approved at once, and for which industries (decision 0068). */
export function ProductFormAutoApproval({ form }: { form: UseFormReturnType<ProductFormValues> }) {
  const t = useT(firstCallAreaTexts)
  const isOn = form.getValues().auto_approve
  return (
    <Stack gap="sm">
      <Switch
        label={t('autoApproveLabel')}
        description={t('autoApproveDescription')}
        {...form.getInputProps('auto_approve', { type: 'checkbox' })}
      />
      {isOn ? (
        <MultiSelect
          label={t('autoApproveIndustriesLabel')}
          description={t('autoApproveIndustriesDescription')}
          placeholder={t('autoApproveIndustriesPlaceholder')}
          data={industryOptions()}
          searchable
          clearable
          {...form.getInputProps('auto_approve_industries')}
        />
      ) : null}
    </Stack>
  )
}
