import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import {
  transactionRequestLabels,
  transactionRequestLimits,
  transactionRequestRejectBody,
} from '@lumbung/contract'
import { requestFormErrorsOf } from './request-form-errors'

export interface RejectRequestModalProps {
  transactionNo: string
  isOpen: boolean
  onClose: () => void
  /** Sends the rejection; a failure it throws is shown in the modal unless `onFailure` took it. */
  onReject: (reason: string) => Promise<unknown>
}

/** The provider rejects a waiting request; the reason is required and is shown to the consumer. */
export function RejectRequestModal({ transactionNo, isOpen, onClose, onReject }: RejectRequestModalProps) {
  const [message, setMessage] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const form = useForm({
    mode: 'controlled',
    initialValues: { transaction_no: transactionNo, reason: '' },
    validate: schemaResolver(transactionRequestRejectBody, { sync: true }),
    validateInputOnChange: true,
  })

  const submit = form.onSubmit(async (values) => {
    setMessage(null)
    setIsSending(true)
    try {
      await onReject(transactionRequestRejectBody.parse(values).reason)
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
    <Modal opened={isOpen} onClose={onClose} title="Reject this request?" centered radius="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <Textarea
            label={transactionRequestLabels.reason}
            description="The requesting company reads this reason, so say what would make a new request acceptable."
            required
            autosize
            minRows={4}
            maxLength={transactionRequestLimits.reasonMax}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSending}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isSending}>
              Reject request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
