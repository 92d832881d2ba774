import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import {
  recommendationLabels,
  recommendationLimits,
  todayInJakarta,
  type DropdownItem,
  type RecommendationAddInput,
} from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useDistricts } from '../../../lib/dropdowns/get-districts'
import { useIndustries } from '../../../lib/dropdowns/get-industries'
import { useProvinces } from '../../../lib/dropdowns/get-provinces'
import { useSubdistricts } from '../../../lib/dropdowns/get-subdistricts'
import {
  emptyRecommendationValues,
  recommendationFormErrors,
  toRecommendationBody,
  withArea,
  type AreaField,
  type RecommendationFormValues,
} from './recommendations-form-values'

export interface RecommendationsFormProps {
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: RecommendationAddInput) => Promise<unknown>
}

const optionsOf = (items: DropdownItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.value, label: item.description }))

/** What data the company needs; validated as the user types with the server's own rules. */
export function RecommendationsForm({ isSubmitting, error, onSubmit }: RecommendationsFormProps) {
  const form = useForm<RecommendationFormValues>({
    mode: 'controlled',
    initialValues: emptyRecommendationValues,
    validate: recommendationFormErrors,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const values = form.getValues()
  const industries = useIndustries()
  const provinces = useProvinces()
  const districts = useDistricts(values.province_code || null)
  const subdistricts = useSubdistricts(values.district_code || null)
  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  const hasFieldError = Object.keys(fieldErrors).length > 0
  const errorOf = (field: keyof RecommendationFormValues) => form.errors[field] ?? fieldErrors[field]

  // The three area pickers share everything but their level, hints and the level above them.
  const areaSelect = (field: AreaField, items: DropdownItem[] | undefined) => ({
    label: recommendationLabels[field],
    searchable: true,
    clearable: true,
    data: optionsOf(items),
    value: values[field] || null,
    onChange: (code: string | null) => form.setValues(withArea(form.getValues(), field, code)),
    error: errorOf(field),
  })
  const longText = (field: 'data_needed' | 'purpose') => ({
    label: recommendationLabels[field],
    withAsterisk: true,
    autosize: true,
    ...form.getInputProps(field),
    error: errorOf(field),
  })

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (submitted) => void onSubmit(toRecommendationBody(submitted)).catch(() => undefined),
      )}
    >
      <Stack gap="md">
        {error && !hasFieldError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        <Textarea
          {...longText('data_needed')}
          description="Describe the data: what it covers, how detailed and how fresh it should be."
          placeholder="For example: monthly foot traffic per shopping mall, by hour of day"
          minRows={3}
          maxRows={8}
          maxLength={recommendationLimits.dataNeededMax + 50}
        />
        <Textarea
          {...longText('purpose')}
          description="What you will use it for; providers judge the fit from this."
          placeholder="For example: choosing where to open our next outlets"
          minRows={2}
          maxRows={6}
          maxLength={recommendationLimits.purposeMax + 50}
        />
        <Select
          label={recommendationLabels.industry}
          placeholder={industries.isError ? 'Industries could not be loaded' : 'Choose an industry'}
          withAsterisk
          searchable
          data={optionsOf(industries.data?.data)}
          nothingFoundMessage="No industry matches"
          value={values.industry || null}
          onChange={(value) => form.setFieldValue('industry', value ?? '')}
          error={errorOf('industry')}
        />
        <Select
          {...areaSelect('province_code', provinces.data?.data)}
          description="Leave empty for all of Indonesia"
          placeholder={provinces.isError ? 'Provinces could not be loaded' : 'Any province'}
          nothingFoundMessage="No province matches"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            {...areaSelect('district_code', districts.data?.data)}
            description="Optional"
            disabled={!values.province_code}
            placeholder={values.province_code ? 'Any district' : 'Choose a province first'}
            nothingFoundMessage={districts.isFetching ? 'Loading…' : 'No district matches'}
          />
          <Select
            {...areaSelect('subdistrict_code', subdistricts.data?.data)}
            description="Optional"
            disabled={!values.district_code}
            placeholder={values.district_code ? 'Any sub-district' : 'Choose a district first'}
            nothingFoundMessage={subdistricts.isFetching ? 'Loading…' : 'No sub-district matches'}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={recommendationLabels.budget}
            description="Whole rupiah; optional"
            placeholder="For example: 25.000.000"
            prefix="Rp "
            thousandSeparator="."
            decimalSeparator=","
            allowDecimal={false}
            allowNegative={false}
            hideControls
            value={values.budget}
            onChange={(value) => form.setFieldValue('budget', value === '' ? '' : String(value))}
            onBlur={() => form.validateField('budget')}
            error={errorOf('budget')}
          />
          <TextInput
            type="date"
            label={recommendationLabels.needed_by}
            description="Optional; today or later"
            min={todayInJakarta()}
            {...form.getInputProps('needed_by')}
            error={errorOf('needed_by')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
