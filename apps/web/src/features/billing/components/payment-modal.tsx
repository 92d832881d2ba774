import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { formatRupiah } from '@lumbung/contract'
import { DayFirstDateInput } from '../../../components/date-field/day-first-date-input'
import { ApiError, errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { billingPaymentTexts } from '../billing-payment.texts'

export interface PaymentTarget {
  title: string
  description: string
  amount: number
}

const todayInJakarta = () => new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)

/** Records a payment by hand: the bank's reference and the day it arrived (Asia/Jakarta). */
export function PaymentModal({
  target,
  onClose,
  onSubmit,
}: {
  target: PaymentTarget | null
  onClose: () => void
  onSubmit: (body: { reference: string; paid_date: string }) => Promise<void>
}) {
  const t = useT(billingPaymentTexts)
  const [reference, setReference] = useState('')
  const [paidDate, setPaidDate] = useState(todayInJakarta())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isSaving, setSaving] = useState(false)

  const submit = async () => {
    if (!reference.trim()) {
      setErrors({ reference: t('referenceRequired') })
      return
    }
    setSaving(true)
    try {
      await onSubmit({ reference: reference.trim(), paid_date: paidDate })
      setReference('')
      setErrors({})
      onClose()
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {}
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { reference: errorMessageOf(error) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title ?? ''} centered>
      <Stack gap="md">
        <Text size="sm">
          {target?.description} {t('amount')} <strong>{formatRupiah(target?.amount ?? 0)}</strong>
        </Text>
        <TextInput
          label={t('reference')}
          description={t('referenceHint')}
          required
          value={reference}
          error={errors.reference}
          onChange={(event) => setReference(event.currentTarget.value)}
          maxLength={200}
          data-autofocus
        />
        <DayFirstDateInput
          label={t('paidOn')}
          required
          value={paidDate}
          error={errors.paid_date}
          onChange={(value) => setPaidDate(value ?? '')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={isSaving}>
            {t('record')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
