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
import { useEffect, useState, type ReactNode } from 'react'
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
  unitsFor,
  type Product,
} from '@lumbung/contract'
import { CharacterCount } from '../../../components/form-guidance/character-count'
import {
  FormIssueSummary,
  focusField,
  issuesInScreenOrder,
  type FormIssue,
} from '../../../components/form-guidance/form-issue-summary'
import { MoneyInput } from '../../../components/money-input'
import { errorMessageOf, isApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { productsTexts } from '../products.texts'
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
import { enumOptionsFrom } from '../../../lib/i18n/enum-labels'
import { productLockTexts } from '../product-lock.texts'

export interface ProductFormProps {
  product?: Product
  isSubmitting: boolean
  error: unknown
  onSubmit: (values: ProductFormValues, isDraft: boolean) => Promise<unknown>
  onCancel: () => void
  /** Whether the user may put the product on the marketplace (the contract's publish roles). */
  canPublish?: boolean
  /** Values a new product starts with, such as the dataset it was created from. */
  startWith?: Partial<ProductFormValues>
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
  startWith,
}: ProductFormProps) {
  const t = useT(productsTexts)
  const lock = useT(productLockTexts)
  const [summary, setSummary] = useState<FormIssue[]>([])
  const form = useForm<ProductFormValues>({
    mode: 'controlled',
    initialValues: { ...initialProductValues(product), ...startWith },
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
  const lockedDescription = isLocked ? lock('lockedField') : undefined

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
    if (Object.keys(issues).length > 0) {
      // Every missing field listed above the form, and the cursor in the first one on the screen.
      const ordered = issuesInScreenOrder(issues, form.getInputNode)
      setSummary(ordered)
      focusField(form.getInputNode(ordered[0]!.path))
      return
    }
    setSummary([])
    void onSubmit(current, isDraft).catch(() => undefined)
  }
  // A fixed field leaves the list.
  const openIssues = summary.filter((issue) => form.errors[issue.path])

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
            {hasFieldErrors ? ` ${t('checkFields')}` : ''}
          </Alert>
        ) : null}
        <FormIssueSummary issues={openIssues} nodeOf={form.getInputNode} />

        <Section title={t('basicsTitle')} description={t('basicsLead')}>
          <TextInput
            label={t('name')}
            withAsterisk
            maxLength={productFieldLimits.nameMax}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('shortDescription')}
            withAsterisk
            description={
              <>
                {t('shortDescriptionHelp')}
                <CharacterCount
                  value={values.short_description}
                  max={productFieldLimits.shortDescriptionMax}
                />
              </>
            }
            maxLength={productFieldLimits.shortDescriptionMax}
            {...form.getInputProps('short_description')}
          />
          <Textarea
            label={t('description')}
            withAsterisk
            description={
              <>
                {t('descriptionHelp')}
                <CharacterCount value={values.description} max={productFieldLimits.descriptionMax} />
              </>
            }
            autosize
            minRows={4}
            maxRows={12}
            maxLength={productFieldLimits.descriptionMax}
            {...form.getInputProps('description')}
          />
          <MultiSelect
            label={t('category')}
            withAsterisk
            placeholder={values.category.length === 0 ? t('categoryPlaceholder') : undefined}
            data={enumOptionsFrom('dataCategory', dataCategoryList)}
            maxValues={productFieldLimits.categoryMax}
            searchable
            {...form.getInputProps('category')}
          />
        </Section>

        <Section title={t('sourceTitle')} description={t('sourceLead')}>
          {isLocked ? (
            <Alert
              color="gray"
              variant="light"
              icon={<IconLock size={18} />}
              title={lock('lockedTitle')}
              data-testid="product-lock-reason"
            >
              {lock('lockedReason')}
            </Alert>
          ) : null}
          <Select
            label={t('dataType')}
            withAsterisk
            placeholder={t('dataTypePlaceholder')}
            data={enumOptionsFrom('dataType', dataTypeList)}
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
            label={t('datasetSource')}
            withAsterisk
            placeholder={
              !dataType
                ? t('chooseDataTypeFirst')
                : sources.isLoading
                  ? t('loadingDatasets')
                  : t('chooseDataset')
            }
            disabled={!dataType || isLocked}
            description={lockedDescription}
            searchable
            nothingFoundMessage={t('noDataset')}
            data={(sources.data?.data ?? []).map((entry) => ({
              value: entry.value,
              label: entry.description,
            }))}
            {...form.getInputProps('dataset_source_id')}
            onChange={(value) => form.setFieldValue('dataset_source_id', value ?? '')}
          />
        </Section>

        <Section title={t('pricingTitle')} description={t('pricingLead')}>
          <Group grow align="flex-start">
            <Select
              label={t('pricingModel')}
              withAsterisk
              placeholder={dataType ? t('choosePricingModel') : t('chooseDataTypeFirst')}
              disabled={!dataType}
              data={enumOptionsFrom('pricingModel', pricingOptions)}
              {...form.getInputProps('pricing_model')}
              onChange={(value) => form.setFieldValue('pricing_model', value ?? '')}
            />
            <Select
              label={t('unit')}
              withAsterisk
              disabled={!pricingModel}
              data={enumOptionsFrom('unit', unitOptions)}
              {...form.getInputProps('unit')}
              onChange={(value) => form.setFieldValue('unit', value ?? '')}
            />
          </Group>
          <Group grow align="flex-start">
            <MoneyInput
              label={t('price')}
              withAsterisk
              data-path="price"
              field={productLabels.price}
              max={productFieldLimits.priceMax}
              value={values.price}
              error={form.errors.price}
              onChange={(value) => form.setFieldValue('price', value)}
            />
            <Select
              label={t('deliveryMethod')}
              withAsterisk
              disabled={!dataType || isLocked}
              description={lockedDescription}
              data={enumOptionsFrom('deliveryMethod', deliveryOptions)}
              {...form.getInputProps('delivery_method')}
              onChange={(value) => form.setFieldValue('delivery_method', value ?? '')}
            />
          </Group>
          {isLocked ? (
            <Text size="sm" c="dimmed">
              {lock('priceNotice')}
            </Text>
          ) : null}
          {dataType === 'API' && pricingModel === 'SUBSCRIPTION' ? (
            <TextInput
              label={t('monthlyQuota')}
              description={t('monthlyQuotaHelp')}
              inputMode="numeric"
              {...form.getInputProps('monthly_quota')}
            />
          ) : null}
          {dataType === 'API' ? (
            <TextInput
              label={t('availabilityTarget')}
              description={t('availabilityTargetHelp')}
              inputMode="decimal"
              {...form.getInputProps('availability_target')}
            />
          ) : null}
          <ProductFormTrial form={form} />
        </Section>

        <ProductFormFiles form={form} product={product} />

        <Section title={t('visibilityTitle')} description={t('visibilityLead')}>
          <Switch
            label={t('privateOffer')}
            description={t('privateOfferHelp')}
            {...form.getInputProps('is_private', { type: 'checkbox' })}
          />
          {values.is_private ? (
            <Select
              label={t('consumer')}
              withAsterisk
              placeholder={consumers.isLoading ? t('loadingCompanies') : t('chooseConsumer')}
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
            {t('cancel')}
          </Button>
          {isDraftable ? (
            <Button variant="light" loading={isSubmitting} onClick={() => submit(true)}>
              {t('saveDraft')}
            </Button>
          ) : null}
          {isDraftable && !canPublish ? null : (
            <Button loading={isSubmitting} onClick={() => submit(false)}>
              {isDraftable ? t('publish') : t('saveChanges')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
