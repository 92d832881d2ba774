import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import { schemaResolver, useForm } from '@mantine/form'
import { useState } from 'react'
import {
  dataDeliveryLimits,
  formatFileSize,
  proceedDataDeliveryBody,
  type DataDelivery,
  type DataDeliveryOptions,
} from '@lumbung/contract'
import { requestFormErrorsOf } from './request-form-errors'
import { cloudProviderLabel, transactionDeliveryTexts } from '../transaction-delivery.texts'
import { useT } from '../../../lib/i18n/i18n'

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
  const t = useT(transactionDeliveryTexts)
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
    <Modal opened={isOpen} onClose={onClose} title={t('newDelivery')} centered radius="lg" size="lg">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {message ? (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          ) : null}
          <Select
            label={t('purchase')}
            placeholder={t('choosePurchase')}
            required
            searchable
            nothingFoundMessage={t('noPurchase')}
            data={options.purchases.map((purchase) => ({
              value: purchase.transaction_no,
              label: `${purchase.product_name} (${purchase.transaction_no})`,
            }))}
            {...form.getInputProps('transaction_no')}
          />
          {chosen ? (
            <Text size="sm" c="dimmed">
              {t('sends', {
                file: chosen.file_name,
                size: formatFileSize(chosen.file_size),
                version: chosen.version_no,
              })}
            </Text>
          ) : null}
          <Select
            label={t('storageSetting')}
            placeholder={t('chooseSetting')}
            required
            data={options.storage_settings.map((item) => ({
              value: item.id,
              label: `${item.name} (${cloudProviderLabel(item.cloud_provider)})`,
              disabled: item.status !== 'CONNECTED',
            }))}
            description={t('settingHint')}
            {...form.getInputProps('storage_setting_id')}
          />
          <TextInput
            label={t('path')}
            placeholder={t('pathExample')}
            description={setting ? t('folderInBucket', { bucket: setting.bucket }) : t('folderHint')}
            maxLength={dataDeliveryLimits.path}
            {...form.getInputProps('path')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={isSending}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={isSending}>
              {t('startDelivery')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
