import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconAlertCircle, IconLock } from '@tabler/icons-react'
import { useEffect, type ReactNode } from 'react'
import {
  dataCategoryList,
  dataTypeList,
  dataTypes,
  deliveryMethodsFor,
  enumValueOrNull,
  pricingModels,
  pricingModelsFor,
  productFieldLimits,
  productLabels,
  productLockMessages,
  unitsFor,
  type Product,
} from '@lumbung/contract'
import { MoneyInput } from '../../../components/money-input'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useProductConsumers } from '../api/list-consumers'
import { useProductDatasetSources } from '../api/list-dataset-sources'
import { ProductFormFiles } from './product-form-files'
import { ProductFormAutoApproval } from './product-form-auto-approval'
import { ProductFormProtection } from './product-form-protection'
import { ProductFormTrial } from './product-form-trial'
import {
  initialProductValues,
  publishIssues,
  shapeIssues,
  type ProductFormValues,
} from './product-form-values'

export interface ProductFormProps {
  product?: Product
  isSubmitting: boolean
  error: unknown
  onSubmit: (values: ProductFormValues, isDraft: boolean) => Promise<unknown>
  onCancel: () => void
  /** Whether the user may put the product on the marketplace (the contract's publish roles). */
  canPublish?: boolean
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  )
}

/**
 * One form for add and edit, in sections. Field rules are checked as the user types; publishing also
 * checks completeness. A failed save keeps everything typed and shows the server's message per field.
 */
export function ProductForm({
  product,
  isSubmitting,
  error,
  onSubmit,
  onCancel,
  canPublish = true,
}: ProductFormProps) {
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: initialProductValues(product),
    validate: (values) => shapeIssues(values),
    validateInputOnChange: true,
  })
  const values = form.getValues()
  const dataType = enumValueOrNull(dataTypes, values.data_type)
  const pricingModel = enumValueOrNull(pricingModels, values.pricing_model)
  const sources = useProductDatasetSources(dataType)
  const consumers = useProductConsumers(values.is_private)
  const isDraftable = !product || product.status === 'DRAFT'
  // Buyers are served on these fields; the server refuses a change with PRODUCT_TERMS_LOCKED.
  const isLocked = !!product?.has_live_purchases
  const lockedDescription = isLocked ? productLockMessages.lockedField : undefined

  const pricingOptions = dataType ? pricingModelsFor(dataType) : []
  const unitOptions = pricingModel ? unitsFor(pricingModel) : []
  const deliveryOptions = dataType ? deliveryMethodsFor(dataType) : []

  // A choice that no longer fits the data type or pricing model is cleared; a single option is chosen.
  useEffect(() => {
    const fit = (
      field: 'pricing_model' | 'unit' | 'delivery_method',
      options: readonly { value: string }[],
    ) => {
      const current = form.getValues()[field]
      if (current && !options.some((option) => option.value === current)) form.setFieldValue(field, '')
      if (!current && options.length === 1) form.setFieldValue(field, options[0]!.value)
    }
    fit('pricing_model', pricingOptions)
    fit('delivery_method', deliveryOptions)
    fit('unit', unitOptions)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataType, pricingModel])

  useEffect(() => {
    if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error])

  const submit = (isDraft: boolean) => {
    const current = form.getValues()
    const issues = isDraft
      ? shapeIssues(current)
      : publishIssues(current, { hasAgreement: !!product?.data_access_agreement_name })
    form.setErrors(issues)
    if (Object.keys(issues).length > 0) return
    void onSubmit(current, isDraft).catch(() => undefined)
  }

  const hasFieldErrors = isApiError(error) && Object.keys(error.fieldErrors).length > 0
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // Enter keeps work safe: a draft is saved as a draft, a published product saves its changes.
        submit(isDraftable)
      }}
    >
      <Stack gap="lg">
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(error)}
            {hasFieldErrors ? ' Check the fields marked below.' : ''}
          </Alert>
        ) : null}

        <Section title="Basics" description="What buyers read first in the marketplace.">
          <TextInput
            label={productLabels.name}
            withAsterisk
            maxLength={productFieldLimits.nameMax}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={productLabels.short_description}
            description="One sentence shown on the product card."
            maxLength={productFieldLimits.shortDescriptionMax}
            {...form.getInputProps('short_description')}
          />
          <Textarea
            label={productLabels.description}
            description="What the data covers, how fresh it is and how buyers use it."
            autosize
            minRows={4}
            maxRows={12}
            {...form.getInputProps('description')}
          />
          <MultiSelect
            label={productLabels.category}
            placeholder={values.category.length === 0 ? 'Choose up to five' : undefined}
            data={dataCategoryList.map((entry) => ({ value: entry.value, label: entry.description }))}
            maxValues={productFieldLimits.categoryMax}
            searchable
            {...form.getInputProps('category')}
          />
        </Section>

        <Section
          title="Source dataset"
          description="The dataset the product sells. It must be active before the product is published."
        >
          {isLocked ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconLock size={18} />}
              title={productLockMessages.lockedTitle}
              data-testid="product-lock-reason"
            >
              {productLockMessages.lockedReason}
            </Alert>
          ) : null}
          <Select
            label={productLabels.data_type}
            placeholder="Choose a data type"
            data={dataTypeList.map((entry) => ({ value: entry.value, label: entry.description }))}
            allowDeselect={false}
            disabled={isLocked}
            description={lockedDescription}
            {...form.getInputProps('data_type')}
            onChange={(value) => {
              form.setFieldValue('data_type', value ?? '')
              form.setFieldValue('dataset_source_id', '')
            }}
          />
          <Select
            label={productLabels.dataset_source_id}
            placeholder={
              !dataType
                ? 'Choose a data type first'
                : sources.isLoading
                  ? 'Loading datasets'
                  : 'Choose a dataset'
            }
            disabled={!dataType || isLocked}
            description={lockedDescription}
            searchable
            nothingFoundMessage="No dataset of this type yet"
            data={(sources.data?.data ?? []).map((entry) => ({
              value: entry.value,
              label: entry.description,
            }))}
            {...form.getInputProps('dataset_source_id')}
            onChange={(value) => form.setFieldValue('dataset_source_id', value ?? '')}
          />
        </Section>

        <Section title="Pricing" description="How the product is sold. The choices follow the data type.">
          <Group grow align="flex-start">
            <Select
              label={productLabels.pricing_model}
              placeholder={dataType ? 'Choose a pricing model' : 'Choose a data type first'}
              disabled={!dataType}
              data={pricingOptions.map((entry) => ({ value: entry.value, label: entry.description }))}
              {...form.getInputProps('pricing_model')}
              onChange={(value) => form.setFieldValue('pricing_model', value ?? '')}
            />
            <Select
              label={productLabels.unit}
              disabled={!pricingModel}
              data={unitOptions.map((entry) => ({ value: entry.value, label: entry.description }))}
              {...form.getInputProps('unit')}
              onChange={(value) => form.setFieldValue('unit', value ?? '')}
            />
          </Group>
          <Group grow align="flex-start">
            <MoneyInput
              label={`${productLabels.price} (Rp)`}
              field={productLabels.price}
              max={productFieldLimits.priceMax}
              value={values.price}
              error={form.errors.price}
              onChange={(value) => form.setFieldValue('price', value)}
            />
            <Select
              label={productLabels.delivery_method}
              disabled={!dataType || isLocked}
              description={lockedDescription}
              data={deliveryOptions.map((entry) => ({ value: entry.value, label: entry.description }))}
              {...form.getInputProps('delivery_method')}
              onChange={(value) => form.setFieldValue('delivery_method', value ?? '')}
            />
          </Group>
          {isLocked ? (
            <Text size="sm" c="dimmed">
              {productLockMessages.priceNotice}
            </Text>
          ) : null}
          {dataType === 'API' && pricingModel === 'SUBSCRIPTION' ? (
            <TextInput
              label={productLabels.monthly_quota}
              description="Successful calls included each month; further calls are refused until the next month."
              inputMode="numeric"
              {...form.getInputProps('monthly_quota')}
            />
          ) : null}
          {dataType === 'API' ? (
            <TextInput
              label={productLabels.availability_target}
              description="Optional, e.g. 99.5. When a month's calls fall below it (upstream errors and time-outs), the consumer is credited 10 % of that month's charge for the product, 25 % when more than one point below."
              inputMode="decimal"
              {...form.getInputProps('availability_target')}
            />
          ) : null}
          <ProductFormTrial form={form} />
        </Section>

        <ProductFormFiles form={form} product={product} />

        <Section title="Visibility" description="Who can find the product in the marketplace.">
          <Switch
            label="Private offer"
            description="Only the chosen consumer company sees and can request this product."
            {...form.getInputProps('is_private', { type: 'checkbox' })}
          />
          {values.is_private ? (
            <Select
              label={productLabels.consumer_id}
              placeholder={consumers.isLoading ? 'Loading companies' : 'Choose a consumer company'}
              searchable
              data={(consumers.data?.data ?? []).map((entry) => ({
                value: entry.value,
                label: entry.description,
              }))}
              {...form.getInputProps('consumer_id')}
              onChange={(value) => form.setFieldValue('consumer_id', value ?? '')}
            />
          ) : null}
          <ProductFormProtection form={form} />
          <ProductFormAutoApproval form={form} />
        </Section>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          {isDraftable ? (
            <Button variant="light" loading={isSubmitting} onClick={() => submit(true)}>
              Save as draft
            </Button>
          ) : null}
          {isDraftable && !canPublish ? null : (
            <Button loading={isSubmitting} onClick={() => submit(false)}>
              {isDraftable ? 'Publish' : 'Save changes'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
