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
import { useDistricts } from '../api/recommendations-districts'
import { useIndustries } from '../api/recommendations-industries'
import { useProvinces } from '../api/recommendations-provinces'
import { useSubdistricts } from '../api/recommendations-subdistricts'
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

  const chooseArea = (field: AreaField) => (code: string | null) => {
    form.setValues(withArea(form.getValues(), field, code))
  }

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
          label={recommendationLabels.data_needed}
          description="Describe the data: what it covers, how detailed and how fresh it should be."
          placeholder="For example: monthly foot traffic per shopping mall, by hour of day"
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={recommendationLimits.dataNeededMax + 50}
          {...form.getInputProps('data_needed')}
          error={errorOf('data_needed')}
        />
        <Textarea
          label={recommendationLabels.purpose}
          description="What you will use it for; providers judge the fit from this."
          placeholder="For example: choosing where to open our next outlets"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          maxLength={recommendationLimits.purposeMax + 50}
          {...form.getInputProps('purpose')}
          error={errorOf('purpose')}
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
          label={recommendationLabels.province_code}
          description="Leave empty for all of Indonesia"
          placeholder={provinces.isError ? 'Provinces could not be loaded' : 'Any province'}
          searchable
          clearable
          data={optionsOf(provinces.data?.data)}
          nothingFoundMessage="No province matches"
          value={values.province_code || null}
          onChange={chooseArea('province_code')}
          error={errorOf('province_code')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label={recommendationLabels.district_code}
            description="Optional"
            disabled={!values.province_code}
            placeholder={values.province_code ? 'Any district' : 'Choose a province first'}
            searchable
            clearable
            data={optionsOf(districts.data?.data)}
            nothingFoundMessage={districts.isFetching ? 'Loading…' : 'No district matches'}
            value={values.district_code || null}
            onChange={chooseArea('district_code')}
            error={errorOf('district_code')}
          />
          <Select
            label={recommendationLabels.subdistrict_code}
            description="Optional"
            disabled={!values.district_code}
            placeholder={values.district_code ? 'Any sub-district' : 'Choose a district first'}
            searchable
            clearable
            data={optionsOf(subdistricts.data?.data)}
            nothingFoundMessage={subdistricts.isFetching ? 'Loading…' : 'No sub-district matches'}
            value={values.subdistrict_code || null}
            onChange={chooseArea('subdistrict_code')}
            error={errorOf('subdistrict_code')}
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
