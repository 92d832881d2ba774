import { Alert, Anchor, Breadcrumbs, Loader, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import { toast } from '../../../components/feedback'
import { errorMessageOf } from '../../../lib/api-error'
import { useApiDatasetDetail } from '../api/datasets-api-detail'
import { useSaveApiDataset } from '../api/datasets-api-save'
import { useDatasetsAuthSettings } from '../api/datasets-auth-settings'
import { DatasetsApiForm } from '../components/datasets-api-form'
import { datasetDetailPath, datasetsListPath } from '../components/datasets-paths'

function ApiDatasetFormScreen({ id }: { id?: string }) {
  const navigate = useNavigate()
  const detail = useApiDatasetDetail(id ?? '')
  const settings = useDatasetsAuthSettings()
  const save = useSaveApiDataset()
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
        <Text size="sm">{dataset ? dataset.name : 'Add API dataset'}</Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {dataset ? 'Edit API dataset' : 'Add API dataset'}
      </Title>
      <DatasetsApiForm
        key={dataset?.id ?? 'new'}
        dataset={dataset}
        apiSettings={settings.data?.data ?? []}
        isSubmitting={save.isPending}
        error={save.error}
        onCancel={() => void navigate(dataset ? datasetDetailPath(dataset) : datasetsListPath)}
        onSubmit={async (body, isDraft) => {
          const saved = await save.mutateAsync({ ...(id ? { id } : {}), body, isDraft })
          void toast({ color: 'teal', message: isDraft ? 'Draft saved' : 'API dataset saved' })
          await navigate(datasetDetailPath(saved))
        }}
      />
    </Stack>
  )
}

export function DatasetsApiAddRoute() {
  return <ApiDatasetFormScreen />
}

export function DatasetsApiEditRoute() {
  const { id = '' } = useParams()
  if (!id) return <DatasetNotFound />
  return <ApiDatasetFormScreen key={id} id={id} />
}

function DatasetNotFound() {
  return (
    <Alert color="red" variant="light" role="alert">
      Dataset not found
    </Alert>
  )
}
