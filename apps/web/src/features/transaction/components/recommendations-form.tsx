import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import {
  recommendationLimits,
  todayInJakarta,
  type DropdownItem,
  type RecommendationAddInput,
} from '@lumbung/contract'
import { DayFirstDateInput } from '../../../components/date-field/day-first-date-input'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
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
import { recommendationFieldKeys, transactionRecommendationTexts } from '../transaction-recommendations.texts'

export interface RecommendationsFormProps {
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: RecommendationAddInput) => Promise<unknown>
}

const optionsOf = (items: DropdownItem[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.value, label: item.description }))

/** What data the company needs; validated as the user types with the server's own rules. */
export function RecommendationsForm({ isSubmitting, error, onSubmit }: RecommendationsFormProps) {
  const t = useT(transactionRecommendationTexts)
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
    label: t(recommendationFieldKeys[field]),
    searchable: true,
    clearable: true,
    data: optionsOf(items),
    value: values[field] || null,
    onChange: (code: string | null) => form.setValues(withArea(form.getValues(), field, code)),
    error: errorOf(field),
  })
  const longText = (field: 'data_needed' | 'purpose') => ({
    label: t(recommendationFieldKeys[field]),
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
          description={t('dataNeededHint')}
          placeholder={t('dataNeededExample')}
          minRows={3}
          maxRows={8}
          maxLength={recommendationLimits.dataNeededMax + 50}
        />
        <Textarea
          {...longText('purpose')}
          description={t('purposeHint')}
          placeholder={t('purposeExample')}
          minRows={2}
          maxRows={6}
          maxLength={recommendationLimits.purposeMax + 50}
        />
        <Select
          label={t('industry')}
          placeholder={industries.isError ? t('industriesFailed') : t('chooseIndustry')}
          withAsterisk
          searchable
          data={optionsOf(industries.data?.data)}
          nothingFoundMessage={t('noIndustry')}
          value={values.industry || null}
          onChange={(value) => form.setFieldValue('industry', value ?? '')}
          error={errorOf('industry')}
        />
        <Select
          {...areaSelect('province_code', provinces.data?.data)}
          description={t('allOfIndonesia')}
          placeholder={provinces.isError ? t('provincesFailed') : t('anyProvince')}
          nothingFoundMessage={t('noProvince')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            {...areaSelect('district_code', districts.data?.data)}
            description={t('optional')}
            disabled={!values.province_code}
            placeholder={values.province_code ? t('anyDistrict') : t('provinceFirst')}
            nothingFoundMessage={districts.isFetching ? t('loading') : t('noDistrict')}
          />
          <Select
            {...areaSelect('subdistrict_code', subdistricts.data?.data)}
            description={t('optional')}
            disabled={!values.district_code}
            placeholder={values.district_code ? t('anySubdistrict') : t('districtFirst')}
            nothingFoundMessage={subdistricts.isFetching ? t('loading') : t('noSubdistrict')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t('budget')}
            description={t('budgetHint')}
            placeholder={t('budgetExample')}
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
          <DayFirstDateInput
            label={t('neededBy')}
            description={t('neededByHint')}
            minDate={todayInJakarta()}
            clearable
            value={values.needed_by}
            onChange={(value) => form.setFieldValue('needed_by', value ?? '')}
            onBlur={() => form.validateField('needed_by')}
            error={errorOf('needed_by')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
