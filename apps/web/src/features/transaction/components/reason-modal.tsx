import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import type { z } from 'zod'
import { requestFormErrorsOf } from './request-form-errors'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface ReasonModalProps<Body extends { reason?: unknown }> {
  title: string
  transactionNo: string
  isOpen: boolean
  onClose: () => void
  /** The body the server checks: the form is checked by it too, and its parsed reason is sent. */
  schema: z.ZodType<Body>
  /** What the decision does, above the field. */
  intro?: string
  label: string
  description: string
  isRequired: boolean
  minRows: number
  maxLength: number
  isAutofocused?: boolean
  submitLabel: string
  submitColor: string
  /** Sends the decision; a failure it throws is shown in the modal. */
  onConfirm: (reason: Body['reason']) => Promise<unknown>
}

/** A provider's decision on a request or purchase that carries a reason (or a note) for the consumer. */
export function ReasonModal<Body extends { reason?: unknown }>({
  title,
  transactionNo,
  isOpen,
  onClose,
  schema,
  intro,
  label,
  description,
  isRequired,
  minRows,
  maxLength,
  isAutofocused = false,
  submitLabel,
  submitColor,
  onConfirm,
}: ReasonModalProps<Body>) {
  const t = useT(transactionRequestTexts)
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
    <Modal opened={isOpen} onClose={onClose} title={title} centered radius="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          {intro === undefined ? null : <Text size="sm">{intro}</Text>}
          <Textarea
            label={label}
            description={description}
            required={isRequired}
            autosize
            minRows={minRows}
            maxLength={maxLength}
            {...(isAutofocused ? { 'data-autofocus': true } : {})}
            {...form.getInputProps('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSending}>
              {t('cancel')}
            </Button>
            <Button type="submit" color={submitColor} loading={isSending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
