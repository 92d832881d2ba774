import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { disputeLimits, formatCount } from '@lumbung/contract'
import { ApiError, errorMessageOf } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/i18n'
import { billingDisputeTexts } from '../billing-disputes.texts'
import { billingLabelTexts } from '../billing-labels.texts'

export interface DisputeTextTarget {
  title: string
  description: string
  label: string
  submitLabel: string
  /** The field name the API reports errors under (reason or answer). */
  field: 'reason' | 'answer'
  onSubmit: (text: string) => Promise<void>
}

/** One text to send about a dispute: the consumer's reason or the provider's answer. */
export function DisputeTextModal({
  target,
  onClose,
}: {
  target: DisputeTextTarget | null
  onClose: () => void
}) {
  const t = useT(billingDisputeTexts)
  const tLabel = useT(billingLabelTexts)
  const [text, setText] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [isSaving, setSaving] = useState(false)

  const close = () => {
    setText('')
    setError(null)
    onClose()
  }

  const submit = async () => {
    if (!target) return
    if (!text.trim()) {
      setError(t('textRequired', { field: target.label }))
      return
    }
    setSaving(true)
    try {
      await target.onSubmit(text.trim())
      close()
    } catch (caught) {
      const fieldErrors = caught instanceof ApiError ? caught.fieldErrors : {}
      setError(fieldErrors[target.field] ?? errorMessageOf(caught))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Modal opened={target !== null} onClose={close} title={target?.title ?? ''} centered>
      <Stack gap="md">
        <Text size="sm">{target?.description}</Text>
        <Textarea
          label={target?.label}
          required
          autosize
          minRows={4}
          maxLength={disputeLimits.reasonMax}
          description={t('characters', {
            length: formatCount(text.length),
            max: formatCount(disputeLimits.reasonMax),
          })}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {tLabel('cancel')}
          </Button>
          <Button onClick={submit} loading={isSaving}>
            {target?.submitLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
