import { Alert, Code, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react'
import {
  cloudProviderLabels,
  type DataDelivery,
  deliveryTriggerLabels,
  formatCount,
  formatDateTime,
  formatFileSize,
} from '@lumbung/contract'
import { Fact } from '../../../components/detail'
import { DataDeliveryStatusBadge } from './data-delivery-status-badge'
import { PurchasedCopyButton } from './purchased-copy-button'

/** One delivery: where it goes, how it went and, once delivered, the receipt a consumer can check against. */
export function DataDeliveryReceipt({
  delivery,
  onClose,
}: {
  delivery: DataDelivery | null
  onClose: () => void
}) {
  return (
    <Drawer
      opened={delivery !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={delivery ? `${delivery.product_name} · v${delivery.version_no}` : 'Delivery'}
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
              title={delivery.status === 'FAILED' ? 'The delivery failed' : 'The last try did not finish'}
              role="alert"
            >
              {delivery.error_message}
            </Alert>
          ) : null}
          <SimpleGrid cols={2} spacing="lg">
            <Fact label="Storage setting">{delivery.storage_setting_name}</Fact>
            <Fact label="Cloud provider">{cloudProviderLabels[delivery.cloud_provider]}</Fact>
            <Fact label="Started by">{delivery.requested_by ?? deliveryTriggerLabels[delivery.trigger]}</Fact>
            <Fact label="Tries">{delivery.attempts}</Fact>
            <Fact label="Queued">{formatDateTime(delivery.created_date)}</Fact>
            <Fact label="Finished">{formatDateTime(delivery.finished_date)}</Fact>
          </SimpleGrid>
          {delivery.receipt ? (
            <Stack gap="md">
              <Group gap="xs">
                <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
                <Title order={3} size="h5">
                  Receipt
                </Title>
              </Group>
              <Stack gap={4}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Object
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Code style={{ wordBreak: 'break-all' }}>{delivery.receipt.location}</Code>
                  <PurchasedCopyButton value={delivery.receipt.location} label="Copy object location" />
                </Group>
              </Stack>
              <SimpleGrid cols={3} spacing="lg">
                <Fact label="Size">{formatFileSize(delivery.receipt.bytes)}</Fact>
                <Fact label="Rows">{formatCount(delivery.receipt.rows)}</Fact>
                <Fact label="Delivered">{formatDateTime(delivery.receipt.delivered_date)}</Fact>
              </SimpleGrid>
              <Stack gap={4}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  SHA-256
                </Text>
                <Group gap="sm" wrap="nowrap">
                  <Code style={{ wordBreak: 'break-all' }}>{delivery.receipt.sha256}</Code>
                  <PurchasedCopyButton value={delivery.receipt.sha256} label="Copy SHA-256" />
                </Group>
              </Stack>
            </Stack>
          ) : (
            <Stack gap={4}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                Destination
              </Text>
              <Code style={{ wordBreak: 'break-all' }}>{delivery.location}</Code>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Drawer>
  )
}
