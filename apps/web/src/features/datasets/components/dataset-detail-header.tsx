import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import type { DatasetListItem } from '@lumbung/contract'
import { addedAndChanged, RecordHeader } from '../../../components/detail'
import { confirm, toast } from '../../../components/feedback'
import { useDeleteDataset } from '../api/delete-dataset'
import { datasetEditPath, datasetsListPath } from './dataset-paths'
import { DatasetStatusBadge, DatasetTypeBadge } from './dataset-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { datasetsTexts } from '../datasets.texts'

/** Name, type, status and who changed it, with Edit and Delete (refused while a published product uses it). */
export function DatasetDetailHeader({
  dataset,
  isUsed,
  isEditing = false,
}: {
  dataset: DatasetListItem
  isUsed: boolean
  /** On an edit screen the Edit button would lead to itself. */
  isEditing?: boolean
}) {
  const t = useT(datasetsTexts)
  const navigate = useNavigate()
  const remove = useDeleteDataset()
  const askDelete = () =>
    void confirm({
      title: t('deleteTitle'),
      body: isUsed ? t('deleteUsed', { name: dataset.name }) : t('deleteBody', { name: dataset.name }),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('delete'),
          color: 'red',
          onClick: async () => {
            await remove.mutateAsync(dataset)
            void toast({ color: 'teal', message: t('deleted') })
            await navigate(datasetsListPath)
          },
        },
      ],
    })

  return (
    <Stack gap="md">
      <RecordHeader
        listPath={datasetsListPath}
        listLabel={t('datasets')}
        title={dataset.name}
        badges={
          <>
            <DatasetTypeBadge dataType={dataset.data_type} />
            <DatasetStatusBadge status={dataset.status} />
          </>
        }
        meta={addedAndChanged(dataset)}
        actions={
          <Group gap="xs">
            {isEditing ? null : (
              <Button
                component={Link}
                to={datasetEditPath(dataset)}
                variant="light"
                leftSection={<IconPencil size={16} />}
              >
                {t('edit')}
              </Button>
            )}
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={askDelete}>
              {t('delete')}
            </Button>
          </Group>
        }
      />
    </Stack>
  )
}

/** A label and its value in a detail card. */
export function DatasetField({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children || '—'}
      </Text>
    </Stack>
  )
}
