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
import { isApiError } from '../../../lib/api-error'
import { useCompanySizes } from '../../../lib/dropdowns/get-company-sizes'
import { useDistricts } from '../../../lib/dropdowns/get-districts'
import { useIndustries } from '../../../lib/dropdowns/get-industries'
import { useProvinces } from '../../../lib/dropdowns/get-provinces'
import { useSubdistricts } from '../../../lib/dropdowns/get-subdistricts'
import { formValuesOf, toUpdateBody, withArea, type CompanyFormValues } from './company-form-values'

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
    error && Object.keys(serverErrors).length === 0 ? (error instanceof Error ? error.message : null) : null
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
            Company details
          </Title>
          {serverMessage ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {serverMessage}
            </Alert>
          ) : null}
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Legal name"
                withAsterisk
                maxLength={tenantFieldLimits.legalName}
                {...form.getInputProps('legal_name')}
                error={errorOf('legal_name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Brand name"
                withAsterisk
                maxLength={tenantFieldLimits.brandName}
                {...form.getInputProps('brand_name')}
                error={errorOf('brand_name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label="Industry"
                withAsterisk
                searchable
                placeholder={industries.isError ? 'Industries could not be loaded' : 'Choose an industry'}
                data={optionsOf(industries.data?.data)}
                nothingFoundMessage="No industry matches"
                {...form.getInputProps('industry')}
                error={errorOf('industry')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Select
                label="Company size"
                withAsterisk
                placeholder={sizes.isError ? 'Sizes could not be loaded' : 'Choose a size'}
                data={optionsOf(sizes.data?.data)}
                {...form.getInputProps('company_size')}
                error={errorOf('company_size')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Address"
                withAsterisk
                autosize
                minRows={2}
                maxLength={tenantFieldLimits.address}
                placeholder="Street, building, number"
                {...form.getInputProps('address')}
                error={errorOf('address')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Province"
                withAsterisk
                searchable
                placeholder={provinces.isError ? 'Provinces could not be loaded' : 'Choose a province'}
                data={optionsOf(provinces.data?.data)}
                nothingFoundMessage="No province matches"
                value={values.province_code || null}
                onChange={chooseArea('province_code')}
                error={errorOf('province_code')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="District"
                withAsterisk
                searchable
                disabled={!values.province_code}
                placeholder={values.province_code ? 'Choose a district' : 'Choose a province first'}
                data={optionsOf(districts.data?.data)}
                nothingFoundMessage={districts.isFetching ? 'Loading…' : 'No district matches'}
                value={values.district_code || null}
                onChange={chooseArea('district_code')}
                error={errorOf('district_code')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Select
                label="Sub-district"
                withAsterisk
                searchable
                disabled={!values.district_code}
                placeholder={values.district_code ? 'Choose a sub-district' : 'Choose a district first'}
                data={optionsOf(subdistricts.data?.data)}
                nothingFoundMessage={subdistricts.isFetching ? 'Loading…' : 'No sub-district matches'}
                value={values.subdistrict_code || null}
                onChange={chooseArea('subdistrict_code')}
                error={errorOf('subdistrict_code')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <TextInput
                label="Phone number"
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
                label="Website"
                placeholder="https://example.co.id"
                maxLength={tenantFieldLimits.website}
                {...form.getInputProps('website')}
                error={errorOf('website')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label="Short description"
                description="One line shown on the marketplace"
                maxLength={tenantFieldLimits.shortDescription}
                {...form.getInputProps('short_description')}
                error={errorOf('short_description')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Description"
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
                Reset
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Save changes
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </Card>
  )
}
