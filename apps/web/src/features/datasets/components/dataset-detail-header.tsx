import { Button, Group, Stack, Text } from '@mantine/core'
import { IconPencil, IconTrash } from '@tabler/icons-react'
import { Link, useNavigate } from 'react-router'
import { datasetMessages, type DatasetListItem } from '@lumbung/contract'
import { addedAndChanged, RecordHeader } from '../../../components/detail'
import { confirm, toast } from '../../../components/feedback'
import { useDeleteDataset } from '../api/delete-dataset'
import { datasetEditPath, datasetsListPath } from './dataset-paths'
import { DatasetStatusBadge, DatasetTypeBadge } from './dataset-status-badge'

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
  const navigate = useNavigate()
  const remove = useDeleteDataset()
  const askDelete = () =>
    void confirm({
      title: 'Delete this dataset?',
      body: isUsed
        ? `“${dataset.name}” is used by a published product, so it cannot be deleted until that product is archived.`
        : `“${dataset.name}” and its data are removed for good.`,
      actions: [
        { label: 'Cancel', variant: 'default' },
        {
          label: 'Delete',
          color: 'red',
          onClick: async () => {
            await remove.mutateAsync(dataset)
            void toast({ color: 'teal', message: datasetMessages.deleted })
            await navigate(datasetsListPath)
          },
        },
      ],
    })

  return (
    <Stack gap="md">
      <RecordHeader
        listPath={datasetsListPath}
        listLabel="Datasets"
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
                Edit
              </Button>
            )}
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={askDelete}>
              Delete
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
