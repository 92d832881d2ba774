import { Alert, Code, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import { type DataDelivery, formatCount, formatFileSize } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { Fact } from '../../../components/detail'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { DataDeliveryStatusBadge } from './data-delivery-status-badge'
import { PurchasedCopyButton } from './purchased-copy-button'
import { cloudProviderLabel, transactionDeliveryTexts } from '../transaction-delivery.texts'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'
import { translateIn } from '../../../lib/i18n/i18n'

/** One delivery: where it goes, how it went and, once delivered, the receipt a consumer can check against. */
export function DataDeliveryReceipt({
  delivery,
  onClose,
}: {
  delivery: DataDelivery | null
  onClose: () => void
}) {
  const t = useT(transactionDeliveryTexts)
  return (
    <Drawer
      opened={delivery !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={delivery ? `${delivery.product_name} · v${delivery.version_no}` : t('delivery')}
    >
      {delivery ? (
        <Stack gap="lg" data-testid="data-delivery-receipt">
          <Group gap="sm">
            <DataDeliveryStatusBadge status={delivery.status} />
            <Text size="sm" c="dimmed">
              {delivery.transaction_no}
            </Text>
          </Group>
          {delivery.error_message ? (
            <Alert
              color={delivery.status === 'FAILED' ? 'red' : 'orange'}
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title={delivery.status === 'FAILED' ? t('failed') : t('lastTryUnfinished')}
              role="alert"
            >
              <ValidationMessage>{delivery.error_message}</ValidationMessage>
            </Alert>
          ) : null}
          <SimpleGrid cols={2} spacing="lg">
            <Fact label={t('storageSetting')}>{delivery.storage_setting_name}</Fact>
            <Fact label={t('cloudProvider')}>{cloudProviderLabel(delivery.cloud_provider)}</Fact>
            <Fact label={t('startedBy')}>
              {delivery.requested_by ?? translateIn(transactionPurchaseTexts, `trigger${delivery.trigger}`)}
            </Fact>
            <Fact label={t('tries')}>{delivery.attempts}</Fact>
            <Fact label={t('queued')}>{formatDateTime(delivery.created_date)}</Fact>
            <Fact label={t('finished')}>{formatDateTime(delivery.finished_date)}</Fact>
          </SimpleGrid>
          {delivery.receipt ? (
            <Stack gap="md">
              <Group gap="xs">
                <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                <Title order={3} size="h5">
                  {t('receipt')}
                </Title>
              </Group>
              <Stack gap={4}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('object')}
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Code style={{ wordBreak: 'break-all' }}>{delivery.receipt.location}</Code>
                  <PurchasedCopyButton value={delivery.receipt.location} label={t('copyLocation')} />
                </Group>
              </Stack>
              <SimpleGrid cols={3} spacing="lg">
                <Fact label={t('size')}>{formatFileSize(delivery.receipt.bytes)}</Fact>
                <Fact label={t('rows')}>{formatCount(delivery.receipt.rows)}</Fact>
                <Fact label={t('delivered')}>{formatDateTime(delivery.receipt.delivered_date)}</Fact>
              </SimpleGrid>
              <Stack gap={4}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t('sha')}
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Code style={{ wordBreak: 'break-all' }}>{delivery.receipt.sha256}</Code>
                  <PurchasedCopyButton value={delivery.receipt.sha256} label={t('copySha')} />
                </Group>
              </Stack>
            </Stack>
          ) : (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('destination')}
              </Text>
              <Code style={{ wordBreak: 'break-all' }}>{delivery.location}</Code>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Drawer>
  )
}
