import { Grid, TextInput, Textarea } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { ReactNode } from 'react'
import { tenantFieldLimits } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { companyTaxTexts } from '../company-tax.texts'
import type { CompanyFormValues } from './company-form-values'

/** NPWP and the address registered with it: what an Indonesian invoice prints of each party. */
export function CompanyTaxFields({
  form,
  errorOf,
}: {
  form: UseFormReturnType<CompanyFormValues>
  errorOf: (field: keyof CompanyFormValues) => ReactNode
}) {
  const t = useT(companyTaxTexts)
  return (
    <>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('npwp')}
          description={t('npwpDescription')}
          inputMode="numeric"
          maxLength={24}
          placeholder="01.234.567.8-901.000"
          {...form.getInputProps('npwp')}
          error={errorOf('npwp')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Textarea
          label={t('npwpAddress')}
          description={t('npwpAddressDescription')}
          autosize
          minRows={1}
          maxLength={tenantFieldLimits.npwpAddress}
          {...form.getInputProps('npwp_address')}
          error={errorOf('npwp_address')}
        />
      </Grid.Col>
    </>
  )
}
