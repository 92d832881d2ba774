import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle, IconTrash } from '@tabler/icons-react'
import { formatCount, formatFileSize, type UserType } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { errorMessageOf } from '../../../lib/api-error'
import { useDataAsset } from '../api/get-data-asset'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { DataAssetStatusBadge } from './data-asset-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { dataAssetsTexts } from '../data-assets.texts'

export interface DataAssetDetailDrawerProps {
  userType: UserType
  /** The open asset, or '' when closed. */
  assetId: string
  onClose: () => void
  onDelete: (id: string, name: string) => void
}

/** A data asset's facts and header columns; it refreshes by itself while the asset is processed. */
export function DataAssetDetailDrawer({ userType, assetId, onClose, onDelete }: DataAssetDetailDrawerProps) {
  const t = useT(dataAssetsTexts)
  const asset = useDataAsset(userType, assetId)
  const data = asset.data

  return (
    <Drawer
      opened={assetId !== ''}
      onClose={onClose}
      position="right"
      size="md"
      title={data?.name ?? t('dataAsset')}
    >
      {asset.isPending ? <Loader role="status" aria-label={t('loadingOne')} /> : null}
      {asset.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {errorMessageOf(asset.error)}
        </Alert>
      ) : null}
      {data ? (
        <Stack gap="md">
          <Group gap="sm">
            <DataAssetStatusBadge status={data.status} />
            <Badge variant="outline" color="gray" radius="sm">
              {data.source === 'UPLOAD'
                ? t('uploaded')
                : t('fromStorageName', { name: data.storage_setting_name ?? t('removedSetting') })}
            </Badge>
          </Group>
          {data.description ? <Text size="sm">{data.description}</Text> : null}
          {data.status === 'FAILED' ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('readFailed')}>
              <ValidationMessage>{data.failure_message}</ValidationMessage>
            </Alert>
          ) : null}
          {data.status === 'PROCESSING' ? (
            <Text size="sm" c="dimmed">
              {t('reading')}
            </Text>
          ) : null}
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>{t('file')}</Table.Th>
                <Table.Td>{data.file_path ? `${data.bucket}/${data.file_path}` : data.file_name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('size')}</Table.Th>
                <Table.Td>{data.size_bytes === null ? '—' : formatFileSize(data.size_bytes)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('rows')}</Table.Th>
                <Table.Td>{data.row_count === null ? '—' : formatCount(data.row_count)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('addedOn')}</Table.Th>
                <Table.Td>
                  {formatDateTime(data.created_date)}
                  {data.created_by ? t('byName', { name: data.created_by }) : ''}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {data.columns.length > 0 ? (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t('header', { columns: data.columns.length })}
              </Text>
              <Group gap={6} data-testid="data-asset-header">
                {data.columns.map((column) => (
                  <Badge key={column} variant="light" color="gray" radius="sm" tt="none">
                    {column}
                  </Badge>
                ))}
              </Group>
            </Stack>
          ) : null}
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => onDelete(data.id, data.name)}
            >
              {t('delete')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  )
}
