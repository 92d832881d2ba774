import {
  Alert,
  Button,
  Card,
  Fieldset,
  Grid,
  Group,
  Select,
  Stack,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconAlertCircle } from '@tabler/icons-react'
import { useEffect } from 'react'
import { tenantFieldLimits, tenantUpdateBody, type DropdownItem, type TenantDetail } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { useCompanySizes } from '../../../lib/dropdowns/get-company-sizes'
import { useDistricts } from '../../../lib/dropdowns/get-districts'
import { useIndustries } from '../../../lib/dropdowns/get-industries'
import { useProvinces } from '../../../lib/dropdowns/get-provinces'
import { useSubdistricts } from '../../../lib/dropdowns/get-subdistricts'
import { formValuesOf, toUpdateBody, withArea, type CompanyFormValues } from './company-form-values'
import { useT } from '../../../lib/i18n/i18n'
import { companyTexts } from '../company.texts'
import { CompanyTaxFields } from './company-tax-fields'
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'

export interface CompanyFormProps {
  detail: TenantDetail
  onSubmit: (values: ReturnType<typeof toUpdateBody>) => Promise<unknown>
  isSubmitting: boolean
  error: unknown
}

const optionsOf = (items: DropdownItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.value, label: item.description }))

/**
 * The company profile. Members see it read-only. A failed save keeps everything typed; the server's
 * field messages show under their fields.
 */
export function CompanyForm({ detail, onSubmit, isSubmitting, error }: CompanyFormProps) {
  const t = useT(companyTexts)
  const form = useForm<CompanyFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(detail),
    validate: schemaResolver(tenantUpdateBody, { sync: true }),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const values = form.getValues()
  const industries = useIndustries()
  const sizes = useCompanySizes()
  const provinces = useProvinces()
  const districts = useDistricts(values.province_code || null)
  const subdistricts = useSubdistricts(values.district_code || null)

  // A saved profile becomes the new starting point, so "Reset" returns to what is stored.
  useEffect(() => {
    const stored = formValuesOf(detail)
    const wasDirty = form.isDirty()
    form.setInitialValues(stored)
    if (!wasDirty) form.setValues(stored)
    // After a save the typed values are the stored ones; edits typed during a refetch stay dirty.
    if (!wasDirty || JSON.stringify(form.getValues()) === JSON.stringify(stored)) form.resetDirty(stored)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [detail])

  const serverErrors = isApiError(error) ? error.fieldErrors : {}
  const serverMessage =
    error && Object.keys(serverErrors).length === 0
      ? error instanceof Error
        ? errorMessageOf(error)
        : null
      : null
  const errorOf = (field: keyof CompanyFormValues) => form.errors[field] ?? serverErrors[field]
  const isReadOnly = !detail.can_edit

  const chooseArea =
    (field: 'province_code' | 'district_code' | 'subdistrict_code') => (code: string | null) => {
      form.setValues(withArea(form.getValues(), field, code ?? ''))
      form.validateField(field)
    }

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="form"
      aria-labelledby="company-details-title"
      noValidate
      onSubmit={form.onSubmit(async (submitted) => {
        await onSubmit(toUpdateBody(submitted)).catch(() => undefined)
      })}
    >
      <Fieldset variant="unstyled" disabled={isReadOnly}>
        <Stack gap="md">
          <Title order={4} id="company-details-title">
            {t('detailsTitle')}
          </Title>
          {serverMessage ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              <ValidationMessage>{serverMessage}</ValidationMessage>
            </Alert>
          ) : null}
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('legalName')}
                withAsterisk
                maxLength={tenantFieldLimits.legalName}
                {...form.getInputProps('legal_name')}
                error={errorOf('legal_name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('brandName')}
                withAsterisk
                maxLength={tenantFieldLimits.brandName}
                {...form.getInputProps('brand_name')}
                error={errorOf('brand_name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t('industry')}
                withAsterisk
                searchable
                placeholder={industries.isError ? t('industriesFailed') : t('chooseIndustry')}
                data={enumOptionsFrom('industry', industries.data?.data)}
                nothingFoundMessage={t('noIndustry')}
                {...form.getInputProps('industry')}
                error={errorOf('industry')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label={t('companySize')}
                withAsterisk
                placeholder={sizes.isError ? t('sizesFailed') : t('chooseSize')}
                data={enumOptionsFrom('companySize', sizes.data?.data)}
                {...form.getInputProps('company_size')}
                error={errorOf('company_size')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('address')}
                withAsterisk
                autosize
                minRows={2}
                maxLength={tenantFieldLimits.address}
                placeholder={t('addressPlaceholder')}
                {...form.getInputProps('address')}
                error={errorOf('address')}
              />
            </Grid.Col>
            <CompanyTaxFields form={form} errorOf={errorOf} />
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label={t('province')}
                withAsterisk
                searchable
                placeholder={provinces.isError ? t('provincesFailed') : t('chooseProvince')}
                data={optionsOf(provinces.data?.data)}
                nothingFoundMessage={t('noProvince')}
                value={values.province_code || null}
                onChange={chooseArea('province_code')}
                error={errorOf('province_code')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label={t('district')}
                withAsterisk
                searchable
                disabled={!values.province_code}
                placeholder={values.province_code ? t('chooseDistrict') : t('provinceFirst')}
                data={optionsOf(districts.data?.data)}
                nothingFoundMessage={districts.isFetching ? t('loading') : t('noDistrict')}
                value={values.district_code || null}
                onChange={chooseArea('district_code')}
                error={errorOf('district_code')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label={t('subdistrict')}
                withAsterisk
                searchable
                disabled={!values.district_code}
                placeholder={values.district_code ? t('chooseSubdistrict') : t('districtFirst')}
                data={optionsOf(subdistricts.data?.data)}
                nothingFoundMessage={subdistricts.isFetching ? t('loading') : t('noSubdistrict')}
                value={values.subdistrict_code || null}
                onChange={chooseArea('subdistrict_code')}
                error={errorOf('subdistrict_code')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('phoneNumber')}
                withAsterisk
                leftSection="+62"
                inputMode="numeric"
                placeholder="215551234"
                {...form.getInputProps('phone_number')}
                error={errorOf('phone_number')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label={t('website')}
                placeholder={t('websitePlaceholder')}
                maxLength={tenantFieldLimits.website}
                {...form.getInputProps('website')}
                error={errorOf('website')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('shortDescription')}
                description={t('shortDescriptionHint')}
                maxLength={tenantFieldLimits.shortDescription}
                {...form.getInputProps('short_description')}
                error={errorOf('short_description')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('description')}
                autosize
                minRows={4}
                maxLength={tenantFieldLimits.description}
                {...form.getInputProps('description')}
                error={errorOf('description')}
              />
            </Grid.Col>
          </Grid>
          {isReadOnly ? null : (
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!form.isDirty() || isSubmitting}
                onClick={() => form.reset()}
              >
                {t('reset')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('save')}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </Card>
  )
}
