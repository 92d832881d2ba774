import { Alert, Anchor, Breadcrumbs, Loader, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useFileDatasetDetail } from '../api/datasets-file-detail'
import { useSaveFileDataset } from '../api/datasets-file-save'
import { DatasetsFileForm } from '../components/datasets-file-form'
import { datasetDetailPath, datasetEditPath, datasetsListPath } from '../components/datasets-paths'

function FileDatasetFormScreen({ id }: { id?: string }) {
  const navigate = useNavigate()
  const detail = useFileDatasetDetail(id ?? '')
  const save = useSaveFileDataset()
  if (id && detail.isPending) return <Loader aria-label="Loading dataset" />
  if (id && detail.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessageOf(detail.error)}
      </Alert>
    )
  }
  const dataset = id ? detail.data : undefined
  return (
    <Stack gap="lg" maw={1000}>
      <Breadcrumbs>
        <Anchor component={Link} to={datasetsListPath} size="sm">
          Datasets
        </Anchor>
        <Text size="sm">{dataset ? dataset.name : 'Add file dataset'}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {dataset ? 'Edit file dataset' : 'Add file dataset'}
      </Title>
      <DatasetsFileForm
        key={dataset?.modified_date ?? 'new'}
        dataset={dataset}
        isSubmitting={save.isPending}
        error={save.error}
        onCancel={() => void navigate(dataset ? datasetDetailPath(dataset) : datasetsListPath)}
        onSubmit={async (form, isDraft) => {
          const saved = await save.mutateAsync({ ...(id ? { id } : {}), form, isDraft })
          if (!id) {
            // A new file's structure is a guess: the edit screen shows it for checking.
            void toast({
              color: 'teal',
              message: `Uploaded ${saved.row_count.toLocaleString()} rows. Check the inferred structure.`,
            })
            await navigate(datasetEditPath(saved))
            return
          }
          void toast({ color: 'teal', message: 'File dataset saved' })
          await navigate(datasetDetailPath(saved))
        }}
      />
    </Stack>
  )
}

export function DatasetsFileAddRoute() {
  return <FileDatasetFormScreen />
}

export function DatasetsFileEditRoute() {
  const { id = '' } = useParams()
  if (!id) return <DatasetNotFound />
  return <FileDatasetFormScreen key={id} id={id} />
}

function DatasetNotFound() {
  return (
    <Alert color="red" variant="light" role="alert">
      Dataset not found
    </Alert>
  )
}
