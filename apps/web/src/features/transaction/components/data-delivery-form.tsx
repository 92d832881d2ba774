import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import {
  cloudProviderLabels,
  dataDeliveryLabels,
  dataDeliveryLimits,
  formatFileSize,
  proceedDataDeliveryBody,
  type DataDelivery,
  type DataDeliveryOptions,
} from '@lumbung/contract'
import { requestFormErrorsOf } from './request-form-errors'

export interface DataDeliveryFormProps {
  isOpen: boolean
  options: DataDeliveryOptions
  onClose: () => void
  /** Queues the delivery; a refusal it throws is shown in the form. */
  onProceed: (values: {
    transaction_no: string
    storage_setting_id: string
    path: string
  }) => Promise<DataDelivery>
}

/** New delivery: a purchased file, one of the company's storage settings, and the folder in it. */
export function DataDeliveryForm({ isOpen, options, onClose, onProceed }: DataDeliveryFormProps) {
  const [message, setMessage] = useState<string | null>(null)
  const [isSending, setIsSending] = useState(false)
  const form = useForm({
    mode: 'controlled',
    initialValues: { transaction_no: '', storage_setting_id: '', path: '' },
    validate: schemaResolver(proceedDataDeliveryBody, { sync: true }),
  })
  const chosen = options.purchases.find((purchase) => purchase.transaction_no === form.values.transaction_no)
  const setting = options.storage_settings.find((item) => item.id === form.values.storage_setting_id)

  const submit = form.onSubmit(async (values) => {
    setMessage(null)
    setIsSending(true)
    try {
      await onProceed(proceedDataDeliveryBody.parse(values))
      form.reset()
      onClose()
    } catch (error) {
      const problems = requestFormErrorsOf(error)
      form.setErrors(problems.fieldErrors)
      setMessage(problems.message)
    } finally {
      setIsSending(false)
    }
  })

  return (
    <Modal opened={isOpen} onClose={onClose} title="New delivery" centered radius="lg" size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <Select
            label={dataDeliveryLabels.transaction_no}
            placeholder="Choose a purchased file"
            required
            searchable
            nothingFoundMessage="No purchase matches"
            data={options.purchases.map((purchase) => ({
              value: purchase.transaction_no,
              label: `${purchase.product_name} (${purchase.transaction_no})`,
            }))}
            {...form.getInputProps('transaction_no')}
          />
          {chosen ? (
            <Text size="sm" c="dimmed">
              Sends {chosen.file_name} ({formatFileSize(chosen.file_size)}), version {chosen.version_no}.
            </Text>
          ) : null}
          <Select
            label={dataDeliveryLabels.storage_setting_id}
            placeholder="Choose a storage setting"
            required
            data={options.storage_settings.map((item) => ({
              value: item.id,
              label: `${item.name} (${cloudProviderLabels[item.cloud_provider]})`,
              disabled: item.status !== 'CONNECTED',
            }))}
            description="Settings that failed their connection test cannot be chosen; fix them in Settings > Storage."
            {...form.getInputProps('storage_setting_id')}
          />
          <TextInput
            label={dataDeliveryLabels.path}
            placeholder="exports/daily"
            description={
              setting
                ? `The folder inside ${setting.bucket}; leave it empty for the top. Each version gets its own file name.`
                : 'The folder inside the bucket; leave it empty for the top.'
            }
            maxLength={dataDeliveryLimits.path}
            {...form.getInputProps('path')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSending}>
              Cancel
            </Button>
            <Button type="submit" loading={isSending}>
              Start delivery
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
