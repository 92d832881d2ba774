import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import {
  disputeLimits,
  disputesErrorMessages,
  formatRupiah,
  type Dispute,
  type DisputeResolveBody,
} from '@lumbung/contract'
import { MoneyInput, moneyAmountOf, moneyProblemOf } from '../../../components/money-input'
import { ApiError, errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { billingDisputeTexts } from '../billing-disputes.texts'
import { billingLabelTexts } from '../billing-labels.texts'

/**
 * An operator resolves a dispute: a credit of at most the disputed line (on the consumer's next
 * invoice, deducted from the provider's settlement of that month) or none, with a note for both sides.
 */
export function ResolveDisputeModal({
  dispute,
  onClose,
  onSubmit,
}: {
  dispute: Dispute | null
  onClose: () => void
  onSubmit: (body: DisputeResolveBody) => Promise<void>
}) {
  const t = useT(billingDisputeTexts)
  const tLabel = useT(billingLabelTexts)
  const [outcome, setOutcome] = useState<DisputeResolveBody['outcome']>('CREDITED')
  const [amount, setAmount] = useState('')
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [isSaving, setSaving] = useState(false)

  const close = () => {
    setOutcome('CREDITED')
    setAmount('')
    setNote('')
    setErrors({})
    onClose()
  }

  const submit = async () => {
    if (!dispute) return
    const found: Record<string, string> = {}
    const rule = { field: disputesErrorMessages.amountLabel, min: 1 }
    const credit = moneyAmountOf(amount, rule)
    const problem = moneyProblemOf(amount, rule)
    if (outcome === 'CREDITED' && amount.trim() === '') found.amount = t('amountRequired')
    if (outcome === 'CREDITED' && problem) found.amount = problem
    // Refused, never lowered to the line: the operator decides the credit.
    if (outcome === 'CREDITED' && credit !== null && credit > dispute.line_amount)
      found.amount = t('amountAboveLine', { line: formatRupiah(dispute.line_amount) })
    if (!note.trim()) found.note = t('noteRequired')
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await onSubmit({
        outcome,
        note: note.trim(),
        ...(outcome === 'CREDITED' && credit !== null ? { amount: credit } : {}),
      })
      close()
    } catch (caught) {
      const fieldErrors = caught instanceof ApiError ? caught.fieldErrors : {}
      setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { note: errorMessageOf(caught) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened={dispute !== null} onClose={close} title={t('resolveTitle')} centered>
      <Stack gap="md">
        <Text size="sm">
          {t('resolveSummary', {
            consumer: dispute?.consumer_legal_name,
            product: dispute?.product_name,
            invoice: dispute?.invoice_no,
          })}{' '}
          <strong>{formatRupiah(dispute?.line_amount ?? 0)}</strong>.
        </Text>
        <Radio.Group
          label={t('outcome')}
          required
          value={outcome}
          onChange={(value) => setOutcome(value as DisputeResolveBody['outcome'])}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="CREDITED" label={t('creditOutcome')} />
            <Radio value="REJECTED" label={t('rejectOutcome')} />
          </Stack>
        </Radio.Group>
        {outcome === 'CREDITED' ? (
          <MoneyInput
            label={t('creditAmount')}
            field={disputesErrorMessages.amountLabel}
            required
            min={1}
            value={amount}
            error={errors.amount}
            onChange={setAmount}
          />
        ) : null}
        <Textarea
          label={t('note')}
          required
          autosize
          minRows={3}
          maxLength={disputeLimits.noteMax}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tLabel('cancel')}
          </Button>
          <Button onClick={submit} loading={isSaving}>
            {t('resolve')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
