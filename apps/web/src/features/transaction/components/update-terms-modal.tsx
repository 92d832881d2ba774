import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import {
  formatRupiah,
  type TransactionRequestDetail,
  transactionRequestLabels,
  transactionRequestLimits,
  transactionRequestUpdateBody,
  type TransactionRequestUpdateBody,
} from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { MoneyInput, moneyAmountOf, moneyTextOf } from '../../../components/money-input'
import { requestFormErrorsOf } from './request-form-errors'
import { isQuotaRequiredFor, missingQuotaError, totalPriceOf } from './request-terms'
import { transactionRequestTexts } from '../transaction-requests.texts'
import { useT } from '../../../lib/i18n/i18n'

export interface UpdateTermsModalProps {
  request: TransactionRequestDetail
  isOpen: boolean
  onClose: () => void
  onUpdate: (body: TransactionRequestUpdateBody) => Promise<unknown>
}

interface TermsValues {
  transaction_no: string
  price: number | string
  monthly_quota: number | string
  period_count: number | string
  note: string
  confirm_zero_price: boolean
}

const schemaErrorsOf = schemaResolver(transactionRequestUpdateBody, { sync: true })

const priceRule = { field: transactionRequestLabels.price, max: transactionRequestLimits.priceMax }

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value) || null)

/** The provider offers new terms for a waiting request; the consumer sees them as a revision. */
export function UpdateTermsModal({ request, isOpen, onClose, onUpdate }: UpdateTermsModalProps) {
  const t = useT(transactionRequestTexts)
  const terms = request.transaction_metadata
  const isSubscription = terms.pricing_model === 'SUBSCRIPTION'
  const hasQuota = isSubscription && terms.data_type === 'API'
  const isQuotaRequired = isQuotaRequiredFor(terms)
  const [message, setMessage] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const form = useForm<TermsValues>({
    mode: 'controlled',
    initialValues: {
      transaction_no: request.transaction_no,
      price: moneyTextOf(terms.price),
      monthly_quota: terms.monthly_quota ?? '',
      period_count: terms.period_count ?? '',
      note: '',
      confirm_zero_price: false,
    },
    validate: (values) => {
      const errors = schemaErrorsOf(values)
      const quotaError = missingQuotaError(values.monthly_quota, isQuotaRequired)
      return quotaError && !errors.monthly_quota ? { ...errors, monthly_quota: quotaError } : errors
    },
    validateInputOnChange: true,
  })
  const total = totalPriceOf({
    price: moneyAmountOf(String(form.values.price), priceRule),
    unit: terms.unit,
    pricing_model: terms.pricing_model,
    period_count: asNumber(form.values.period_count),
  })

  // Rp 0 gives the product away: the server refuses it on a public product without this confirmation.
  const isZeroPrice = String(form.values.price).trim() !== '' && Number(form.values.price) === 0

  const submit = form.onSubmit(async (values) => {
    setMessage(null)
    setIsSending(true)
    try {
      const body = transactionRequestUpdateBody.parse({
        ...values,
        monthly_quota: hasQuota ? values.monthly_quota : undefined,
        period_count: isSubscription ? values.period_count : undefined,
        confirm_zero_price: isZeroPrice ? values.confirm_zero_price : undefined,
      })
      await onUpdate(body)
      form.setFieldValue('note', '')
    } catch (error) {
      const problems = requestFormErrorsOf(error)
      form.setErrors(problems.fieldErrors)
      setMessage(problems.message)
    } finally {
      setIsSending(false)
    }
  })

  return (
    <Modal opened={isOpen} onClose={onClose} title={t('updateTermsTitle')} centered radius="lg" size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('updateTermsIntro')}
          </Text>
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <MoneyInput
            label={
              terms.unit
                ? t('termsPricePer', {
                    label: t('termsPrice'),
                    unit: labelOf('unit', terms.unit).toLowerCase(),
                  })
                : t('termsPrice')
            }
            field={priceRule.field}
            max={priceRule.max}
            required
            value={String(form.values.price)}
            error={form.errors.price}
            onChange={(value) => form.setFieldValue('price', value)}
          />
          {hasQuota ? (
            <NumberInput
              label={t('termsQuota')}
              description={t('termsQuotaHint')}
              required={isQuotaRequired}
              min={1}
              max={transactionRequestLimits.monthlyQuotaMax}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator="."
              decimalSeparator=","
              {...form.getInputProps('monthly_quota')}
            />
          ) : null}
          {isSubscription ? (
            <NumberInput
              label={t(terms.unit === 'YEAR' ? 'termsPeriodYears' : 'termsPeriodMonths', {
                label: t('termsPeriod'),
              })}
              required
              min={1}
              max={transactionRequestLimits.periodCountMax}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('period_count')}
            />
          ) : null}
          {isZeroPrice ? (
            <Checkbox
              label={t('zeroPriceConfirm')}
              {...form.getInputProps('confirm_zero_price', { type: 'checkbox' })}
            />
          ) : null}
          {total !== null ? (
            <Text size="sm">
              {t('newTotal')} <strong>{formatRupiah(total)}</strong>
            </Text>
          ) : null}
          <Textarea
            label={t('termsNote')}
            description={t('termsNoteHint')}
            autosize
            minRows={3}
            maxLength={transactionRequestLimits.noteMax}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSending}>
              {t('sendNewTerms')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
