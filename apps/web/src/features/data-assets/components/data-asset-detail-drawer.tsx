import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle, IconTrash } from '@tabler/icons-react'
import { formatCount, formatDateTime, formatFileSize, type UserType } from '@lumbung/contract'
import { errorMessageOf } from '../../../lib/api-error'
import { useDataAsset } from '../api/get-data-asset'
import { DataAssetStatusBadge } from './data-asset-status-badge'

export interface DataAssetDetailDrawerProps {
  userType: UserType
  /** The open asset, or '' when closed. */
  assetId: string
  onClose: () => void
  onDelete: (id: string, name: string) => void
}

/** A data asset's facts and header columns; it refreshes by itself while the asset is processed. */
export function DataAssetDetailDrawer({ userType, assetId, onClose, onDelete }: DataAssetDetailDrawerProps) {
  const asset = useDataAsset(userType, assetId)
  const data = asset.data

  return (
    <Drawer
      opened={assetId !== ''}
      onClose={onClose}
      position="right"
      size="md"
      title={data?.name ?? 'Data asset'}
    >
      {asset.isPending ? <Loader aria-label="Loading data asset" /> : null}
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
                ? 'Uploaded'
                : `From ${data.storage_setting_name ?? 'a removed storage setting'}`}
            </Badge>
          </Group>
          {data.description ? <Text size="sm">{data.description}</Text> : null}
          {data.status === 'FAILED' ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle size={18} />}
              title="The file could not be read"
            >
              {data.failure_message}
            </Alert>
          ) : null}
          {data.status === 'PROCESSING' ? (
            <Text size="sm" c="dimmed">
              Reading the file: its columns and row count appear here when it is ready.
            </Text>
          ) : null}
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={140}>File</Table.Th>
                <Table.Td>{data.file_path ? `${data.bucket}/${data.file_path}` : data.file_name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Size</Table.Th>
                <Table.Td>{data.size_bytes === null ? '—' : formatFileSize(data.size_bytes)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Rows</Table.Th>
                <Table.Td>{data.row_count === null ? '—' : formatCount(data.row_count)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Added</Table.Th>
                <Table.Td>
                  {formatDateTime(data.created_date)}
                  {data.created_by ? ` by ${data.created_by}` : ''}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {data.columns.length > 0 ? (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                Header ({data.columns.length} columns)
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
              Delete
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Drawer>
  )
}
