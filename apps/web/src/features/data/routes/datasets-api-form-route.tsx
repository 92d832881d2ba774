import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate, useParams } from 'react-router'
import type { ApiDatasetDetail } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useApiDatasetDetail } from '../api/datasets-api-detail'
import { useSaveApiDataset } from '../api/datasets-api-save'
import { useDatasetsAuthSettings } from '../api/datasets-auth-settings'
import { DatasetsApiForm } from '../components/datasets-api-form'
import { datasetDetailPath, datasetsListPath } from '../components/datasets-paths'
import { DatasetNotFound, DatasetsQueryFrame } from '../components/datasets-query-frame'

function ApiDatasetFormScreen({ id }: { id?: string }) {
  const navigate = useNavigate()
  const detail = useApiDatasetDetail(id ?? '')
  const settings = useDatasetsAuthSettings()
  const save = useSaveApiDataset()
  const screen = (dataset?: ApiDatasetDetail) => (
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
  if (!id) return screen()
  return <DatasetsQueryFrame query={detail}>{screen}</DatasetsQueryFrame>
}

export function DatasetsApiAddRoute() {
  return <ApiDatasetFormScreen />
}

export function DatasetsApiEditRoute() {
  const { id = '' } = useParams()
  if (!id) return <DatasetNotFound />
  return <ApiDatasetFormScreen key={id} id={id} />
}
