import { Alert, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { dataDeliveryLimits, type DataDeliveryOptions, type DeliverablePurchase } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { toast } from '../../../components/feedback'
import { useSaveAutoDelivery } from '../api/data-delivery-auto'
import { requestFormErrorsOf } from './request-form-errors'
import { cloudProviderLabel, transactionDeliveryTexts } from '../transaction-delivery.texts'
import { useT } from '../../../lib/i18n/i18n'
import { notice } from '../../../lib/i18n/notices'

/**
 * Auto-delivery, per subscription: each new version the provider publishes is sent to the chosen
 * storage setting and folder without anyone clicking.
 */
export function AutoDeliveryList({ options }: { options: DataDeliveryOptions }) {
  const t = useT(transactionDeliveryTexts)
  const subscriptions = options.purchases.filter((purchase) => purchase.can_auto_deliver)
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4">
            {t('autoTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('autoIntro')}
          </Text>
        </Stack>
        {subscriptions.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="auto-delivery-empty">
            {t('autoEmpty')}
          </Text>
        ) : (
          subscriptions.map((purchase) => (
            <AutoDeliveryRow key={purchase.transaction_no} purchase={purchase} options={options} />
          ))
        )}
      </Stack>
    </Paper>
  )
}

function AutoDeliveryRow({
  purchase,
  options,
}: {
  purchase: DeliverablePurchase
  options: DataDeliveryOptions
}) {
  const t = useT(transactionDeliveryTexts)
  const saved = purchase.auto_delivery
  const [settingId, setSettingId] = useState<string | null>(saved?.storage_setting_id ?? null)
  const [path, setPath] = useState(saved?.path ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const save = useSaveAutoDelivery()
  // While the change is saved the switch shows where it is going, so a click moves it at once.
  const isOn = save.isPending ? save.variables.is_on : (saved?.is_on ?? false)

  const toggle = async (next: boolean) => {
    setErrors({})
    setMessage(null)
    try {
      await save.mutateAsync({
        transaction_no: purchase.transaction_no,
        is_on: next,
        storage_setting_id: settingId ?? undefined,
        path,
      })
      void toast({
        color: 'teal',
        message: next ? notice('dataDelivery.autoDeliveryOn') : notice('dataDelivery.autoDeliveryOff'),
      })
    } catch (error) {
      const problems = requestFormErrorsOf(error)
      setErrors(problems.fieldErrors)
      setMessage(problems.message)
    }
  }

  return (
    // Every row has the same fields: the group's name says which subscription they belong to.
    <Stack
      gap="xs"
      role="group"
      aria-label={`${purchase.product_name} (${purchase.transaction_no})`}
      data-testid={`auto-delivery-${purchase.transaction_no}`}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {purchase.product_name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('autoFacts', {
              transactionNo: purchase.transaction_no,
              version: purchase.version_no,
              date: formatDateTime(purchase.period_end),
            })}
          </Text>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('storageSetting')}
            placeholder={t('choose')}
            size="xs"
            w={220}
            disabled={isOn}
            data={options.storage_settings.map((item) => ({
              value: item.id,
              label: `${item.name} (${cloudProviderLabel(item.cloud_provider)})`,
              disabled: item.status !== 'CONNECTED',
            }))}
            value={settingId}
            onChange={setSettingId}
            error={errors.storage_setting_id}
          />
          <TextInput
            label={t('path')}
            placeholder={t('pathExample')}
            size="xs"
            w={180}
            disabled={isOn}
            maxLength={dataDeliveryLimits.path}
            value={path}
            onChange={(event) => setPath(event.currentTarget.value)}
            error={errors.path}
          />
          <Switch
            label={t('deliverNewVersions')}
            checked={isOn}
            disabled={save.isPending}
            onChange={(event) => void toggle(event.currentTarget.checked)}
          />
        </Group>
      </Group>
      {message ? (
        <Alert color="red" variant="light" role="alert">
          {message}
        </Alert>
      ) : null}
    </Stack>
  )
}
