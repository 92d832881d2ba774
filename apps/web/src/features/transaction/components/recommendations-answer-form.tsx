import { Alert, Anchor, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconSend } from '@tabler/icons-react'
import { Link } from 'react-router'
import { recommendationLimits, type DropdownItem, type RecommendationRespondBody } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { transactionRecommendationTexts } from '../transaction-recommendations.texts'
import { useT } from '../../../lib/i18n/i18n'
import { answerFormErrors, emptyAnswerValues, type AnswerFormValues } from './recommendations-form-values'

export interface RecommendationsAnswerFormProps {
  products: DropdownItem[]
  isSubmitting: boolean
  error: unknown
  onSubmit: (body: RecommendationRespondBody) => Promise<unknown>
}

/** Offer one of the company's published products, with a word on why it fits. */
export function RecommendationsAnswerForm({
  products,
  isSubmitting,
  error,
  onSubmit,
}: RecommendationsAnswerFormProps) {
  const t = useT(transactionRecommendationTexts)
  const form = useForm<AnswerFormValues>({
    mode: 'controlled',
    initialValues: emptyAnswerValues,
    validate: answerFormErrors,
    validateInputOnChange: true,
    validateInputOnBlur: true,
  })
  const fieldErrors = isApiError(error) ? error.fieldErrors : {}
  const hasFieldError = Object.keys(fieldErrors).length > 0
  const errorOf = (field: keyof AnswerFormValues) => form.errors[field] ?? fieldErrors[field]

  if (products.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="recommendations-no-products">
        {t('noProductsBefore')}{' '}
        <Anchor component={Link} to="/provider/my-products" size="sm">
          {t('goToMyProducts')}
        </Anchor>{' '}
        {t('noProductsAfter')}
      </Text>
    )
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        try {
          await onSubmit({ product_id: values.product_id, message: values.message })
          form.reset()
        } catch {
          // The error shows above the form.
        }
      })}
    >
      <Stack gap="sm">
        {error && !hasFieldError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
          </Alert>
        ) : null}
        <Select
          label={t('product')}
          placeholder={t('chooseProduct')}
          withAsterisk
          searchable
          data={products.map((product) => ({ value: product.value, label: product.description }))}
          nothingFoundMessage={t('noProduct')}
          value={form.getValues().product_id || null}
          onChange={(value) => form.setFieldValue('product_id', value ?? '')}
          error={errorOf('product_id')}
        />
        <Textarea
          label={t('message')}
          description={t('messageHint')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          maxLength={recommendationLimits.messageMax + 50}
          {...form.getInputProps('message')}
          error={errorOf('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting} leftSection={<IconSend size={16} />}>
            {t('sendAnswer')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
