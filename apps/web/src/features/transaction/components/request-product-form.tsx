import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import {
  formatRupiah,
  messages,
  transactionRequestAddBody,
  transactionRequestLabels,
  transactionRequestLimits,
  transactionTermsErrorCodes,
  type MarketplaceProductDetail,
} from '@lumbung/contract'
import { AgreementLink } from '../../../components/detail'
import { notify } from '../../../components/feedback'
import { isApiError } from '../../../lib/api-error'
import { clearDraft, readDraft, writeDraft } from '../../../lib/form-draft'
import { useAddRequest } from '../api/requests-add'
import { requestFormErrorsOf } from './request-form-errors'
import { countOfUnit, totalPriceOf } from './request-terms'
import { LivePurchaseNotice, useLivePurchase } from './live-purchase-notice'
import { transactionRequestFormTexts } from '../transaction-request-form.texts'
import { translateIn, useT } from '../../../lib/i18n/i18n'
import { firstCallAreaTexts } from '../../../components/first-call.texts'
import { describedLabel } from '../../../lib/i18n/enum-labels'
import { notice } from '../../../lib/i18n/notices'

interface RequestValues {
  product_id: string
  purpose_of_usage: string
  is_data_access_agreement: boolean
  period_count: number | string
  repeat_reason: string
}

/** The consumer's request: purpose, period for subscriptions, and the data access agreement. */
export function RequestProductForm({ product }: { product: MarketplaceProductDetail }) {
  const t = useT(transactionRequestFormTexts)
  const navigate = useNavigate()
  const add = useAddRequest()
  const [failure, setFailure] = useState<{ message: string; waitingNo: string | null } | null>(null)
  const { live: livePurchase, refetch: refetchLivePurchase } = useLivePurchase(product.id)
  const isSubscription = product.pricing_model?.value === 'SUBSCRIPTION'
  const unit = product.unit?.value ?? null
  const schemaErrors = schemaResolver(transactionRequestAddBody, { sync: true })
  // Typed text survives Back and Forward; accepting the agreement is asked again each time.
  const draftName = `request.${product.id}`
  const [draft] = useState(() =>
    readDraft(draftName, { purpose_of_usage: '', period_count: isSubscription ? 1 : '' }),
  )
  const form = useForm<RequestValues>({
    mode: 'controlled',
    initialValues: {
      product_id: product.id,
      purpose_of_usage: draft.purpose_of_usage,
      is_data_access_agreement: false,
      period_count: draft.period_count,
      repeat_reason: '',
    },
    validate: (values) => {
      const errors = schemaErrors(values)
      if (livePurchase && values.repeat_reason.trim() === '') {
        errors.repeat_reason ??= messages.required(transactionRequestLabels.repeat_reason)
      }
      if (isSubscription && (values.period_count === '' || values.period_count === null)) {
        errors.period_count ??= messages.required(transactionRequestLabels.period_count)
      }
      return errors
    },
    validateInputOnChange: true,
  })
  const { purpose_of_usage: purpose, period_count: typedPeriod } = form.values
  useEffect(() => {
    writeDraft(draftName, { purpose_of_usage: purpose, period_count: typedPeriod })
  }, [draftName, purpose, typedPeriod])
  const periodCount = typeof form.values.period_count === 'number' ? form.values.period_count : null
  const total = totalPriceOf({
    price: product.price,
    unit,
    pricing_model: product.pricing_model?.value ?? null,
    period_count: periodCount,
  })

  const submit = form.onSubmit(async (values) => {
    setFailure(null)
    try {
      const body = transactionRequestAddBody.parse({
        ...values,
        period_count: isSubscription ? values.period_count : undefined,
        repeat_reason: livePurchase ? values.repeat_reason : undefined,
      })
      const request = await add.mutateAsync(body)
      clearDraft(draftName)
      if (request.status === 'APPROVED') {
        // Approved by the product's rule: straight on to the purchase, where the key is made.
        void notify({
          type: 'success',
          title: translateIn(firstCallAreaTexts, 'autoApprovedTitle'),
          message: notice('firstCall.autoApproved'),
        })
        await navigate(`/consumer/my-transaction/purchased-data/${request.transaction_no}`)
        return
      }
      void notify({ type: 'success', title: t('sent'), message: notice('transactionRequest.added') })
      await navigate(`/consumer/my-transaction/my-request/detail/${request.transaction_no}`)
    } catch (error) {
      // The typed values stay in the form; only the problems are added.
      const problems = requestFormErrorsOf(error)
      form.setErrors(problems.fieldErrors)
      const waiting = isApiError(error) ? error.details.transaction_no : undefined
      const waitingNo = typeof waiting === 'string' ? waiting : null
      // A purchase approved since the form opened: show it and ask for the reason.
      if (isApiError(error) && error.code === transactionTermsErrorCodes.purchaseAlreadyLive) {
        void refetchLivePurchase()
        return
      }
      if (problems.message) setFailure({ message: problems.message, waitingNo })
    }
  })

  // The agreement is offered before the box that accepts it, so it is read (or opened) first.
  const agreement = (
    <AgreementLink url={product.data_access_agreement_url} fileName={product.data_access_agreement_name} />
  )

  return (
    <Paper withBorder radius="lg" p="lg" component="form" noValidate onSubmit={submit}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert" title={t('notSent')}>
            <Stack gap={4} align="flex-start">
              <Text size="sm">{failure.message}</Text>
              {failure.waitingNo ? (
                <Anchor
                  component={Link}
                  to={`/consumer/my-transaction/my-request/detail/${failure.waitingNo}`}
                  size="sm"
                >
                  {t('openWaiting')}
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        {livePurchase ? (
          <LivePurchaseNotice live={livePurchase} reasonProps={form.getInputProps('repeat_reason')} />
        ) : null}
        <Textarea
          label={t('purpose')}
          description={t('purposeHint')}
          placeholder={t('purposeExample')}
          required
          autosize
          minRows={4}
          maxLength={transactionRequestLimits.purposeMax}
          {...form.getInputProps('purpose_of_usage')}
        />
        <Text size="xs" c="dimmed" ta="right" mt={-12}>
          {t('counter', {
            typed: form.values.purpose_of_usage.length,
            max: transactionRequestLimits.purposeMax,
          })}
        </Text>
        {isSubscription ? (
          <NumberInput
            label={t(unit === 'YEAR' ? 'periodYears' : 'periodMonths', { label: t('period') })}
            description={t('periodHint')}
            required
            min={1}
            max={transactionRequestLimits.periodCountMax}
            allowDecimal={false}
            allowNegative={false}
            w={{ base: '100%', sm: 240 }}
            {...form.getInputProps('period_count')}
          />
        ) : null}
        {total !== null ? (
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)" data-testid="request-total">
            <Group justify="space-between">
              <Text size="sm">
                {isSubscription && periodCount
                  ? t('priceTimesPeriod', {
                      price: formatRupiah(product.price ?? 0),
                      period: countOfUnit(periodCount, unit),
                    })
                  : t('total')}
              </Text>
              <Text fw={700}>{formatRupiah(total)}</Text>
            </Group>
          </Paper>
        ) : product.pricing_model ? (
          <Text size="sm" c="dimmed">
            {t('billedMonthly', { model: describedLabel('pricingModel', product.pricing_model) })}
          </Text>
        ) : null}
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('agreement')}
          </Text>
          {agreement}
        </Stack>
        <Checkbox
          label={t('accept')}
          {...form.getInputProps('is_data_access_agreement', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={`/consumer/marketplace/products/${product.id}`} variant="default">
            {t('cancel')}
          </Button>
          <Button type="submit" loading={add.isPending} leftSection={<IconSend size={16} />}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
