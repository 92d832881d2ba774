import { Alert, Button, Group, List, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconRefresh, IconUpload } from '@tabler/icons-react'
import { Link } from 'react-router'
import { type Product, type ProductSampleStatus } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { useT } from '../../../lib/i18n/i18n'
import { useProductSampleStatus } from '../api/get-product-sample-status'
import { useRefreshProductSample } from '../api/refresh-product-sample'
import { productSampleTexts } from '../product-sample.texts'
import { useCanChangeLiveProducts } from './product-permissions'
import { sampleActionsOf } from './product-sample-actions'

const typeName = (type: string) => labelOf('columnType', type).toLowerCase()

/**
 * On a file product's page, once a new version of its dataset changes the columns: what changed since
 * the sample was made, and a way to make it again (docs/decisions/0081-stale-product-sample.md).
 * Nothing shows while the sample still fits.
 */
export function ProductSampleNotice({ product }: { product: Pick<Product, 'id' | 'status' | 'data_type'> }) {
  const t = useT(productSampleTexts)
  const isFile = product.data_type === 'FILE'
  const status = useProductSampleStatus(product.id, { enabled: isFile })
  if (!isFile || status.isPending) return null
  if (status.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(status.error)}
      </Alert>
    )
  }
  if (!status.data.is_stale) return null
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('staleTitle')}
      data-testid="stale-sample-notice"
    >
      <Stack gap="sm">
        <Text size="sm">{t('staleBody', { version: status.data.current_version_no })}</Text>
        {status.data.sample_version_no !== null ? (
          <Text size="sm">{t('staleSince', { version: status.data.sample_version_no })}</Text>
        ) : null}
        <SampleChanges status={status.data} />
        <SampleActions product={product} status={status.data} />
      </Stack>
    </Alert>
  )
}

function SampleChanges({ status }: { status: ProductSampleStatus }) {
  const t = useT(productSampleTexts)
  return (
    <List size="sm" spacing={4}>
      {status.added.length > 0 ? (
        <List.Item>{t('added', { names: status.added.join(', ') })}</List.Item>
      ) : null}
      {status.removed.length > 0 ? (
        <List.Item>{t('removed', { names: status.removed.join(', ') })}</List.Item>
      ) : null}
      {status.retyped.map((column) => (
        <List.Item key={column.name}>
          {t('retyped', { name: column.name, from: typeName(column.from), to: typeName(column.to) })}
        </List.Item>
      ))}
    </List>
  )
}

function SampleActions({
  product,
  status,
}: {
  product: Pick<Product, 'id' | 'status'>
  status: ProductSampleStatus
}) {
  const t = useT(productSampleTexts)
  const actions = sampleActionsOf(status, product.status, useCanChangeLiveProducts())
  const refresh = useRefreshProductSample()
  if (actions.isReadOnly) {
    return (
      <Text size="xs" c="dimmed">
        {t('readOnly')}
      </Text>
    )
  }
  const onRefresh = async () => {
    await refresh.mutateAsync(product.id)
    void toast({ color: 'teal', message: t('refreshedToast') })
  }
  return (
    <Stack gap="xs">
      {actions.canRefresh ? (
        <Text size="xs" c="dimmed">
          {t('refreshHint', { version: status.current_version_no })}{' '}
          {status.source === 'SAMPLE_FILE' ? t('replacesFile') : null}
        </Text>
      ) : null}
      {refresh.isError ? (
        <Text size="sm" c="red" role="alert">
          {errorMessageOf(refresh.error)}
        </Text>
      ) : null}
      <Group gap="sm">
        {actions.canRefresh ? (
          <Button
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            onClick={() => void onRefresh().catch(() => undefined)}
          >
            {t('refresh')}
          </Button>
        ) : null}
        {actions.canUpload ? (
          <Button
            component={Link}
            to={`/provider/my-products/edit/${product.id}`}
            variant="default"
            leftSection={<IconUpload size={16} />}
          >
            {t('uploadNew')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  )
}
