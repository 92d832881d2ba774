import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import {
  purchaseAccessChangeBody,
  purchaseAccessLabels,
  purchaseAccessLimits,
  purchaseAccessResumeBody,
  type PurchaseAccessAction,
} from '@lumbung/contract'
import { requestFormErrorsOf } from './request-form-errors'

const texts: Record<
  PurchaseAccessAction,
  {
    title: string
    body: (buyer: string) => string
    field: string
    hint: string
    button: string
    color: string
  }
> = {
  suspend: {
    title: 'Suspend access to this purchase?',
    body: (buyer) =>
      `${buyer}'s calls, downloads and deliveries of this product are refused at once, until you resume it. The subscription period keeps running.`,
    field: purchaseAccessLabels.reason,
    hint: 'The buyer reads this reason in the mail and on the purchase.',
    button: 'Suspend access',
    color: 'orange',
  },
  resume: {
    title: 'Resume access to this purchase?',
    body: (buyer) => `${buyer} can call, download and receive this product again at once.`,
    field: purchaseAccessLabels.note,
    hint: 'Optional: a note the buyer reads in the mail.',
    button: 'Resume access',
    color: 'teal',
  },
  revoke: {
    title: 'Revoke access to this purchase for good?',
    body: (buyer) =>
      `${buyer} loses this purchase at once and for good: a revoked purchase cannot be resumed. To use the product again, ${buyer} would have to request it again.`,
    field: purchaseAccessLabels.reason,
    hint: 'The buyer reads this reason in the mail and on the purchase.',
    button: 'Revoke access',
    color: 'red',
  },
}

export interface PurchaseAccessModalProps {
  action: PurchaseAccessAction
  transactionNo: string
  buyerName: string
  isOpen: boolean
  onClose: () => void
  /** Sends the change; a failure it throws is shown in the modal. */
  onConfirm: (reason: string | undefined) => Promise<unknown>
}

/** The provider confirms a suspension, resumption or revocation; suspending and revoking need a reason. */
export function PurchaseAccessModal({
  action,
  transactionNo,
  buyerName,
  isOpen,
  onClose,
  onConfirm,
}: PurchaseAccessModalProps) {
  const text = texts[action]
  const schema = action === 'resume' ? purchaseAccessResumeBody : purchaseAccessChangeBody
  const [message, setMessage] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const form = useForm({
    mode: 'controlled',
    initialValues: { transaction_no: transactionNo, reason: '' },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
  })

  const submit = form.onSubmit(async (values) => {
    setMessage(null)
    setIsSending(true)
    try {
      await onConfirm(schema.parse(values).reason)
      form.reset()
    } catch (error) {
      const problems = requestFormErrorsOf(error)
      form.setErrors(problems.fieldErrors)
      setMessage(problems.message)
    } finally {
      setIsSending(false)
    }
  })

  return (
    <Modal opened={isOpen} onClose={onClose} title={text.title} centered radius="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <Text size="sm">{text.body(buyerName)}</Text>
          <Textarea
            label={text.field}
            description={text.hint}
            required={action !== 'resume'}
            autosize
            minRows={3}
            maxLength={purchaseAccessLimits.reasonMax}
            data-autofocus
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSending}>
              Cancel
            </Button>
            <Button type="submit" color={text.color} loading={isSending}>
              {text.button}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
