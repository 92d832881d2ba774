import { Stack, Title } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import type { ApiDatasetDetail } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useAuthSettings } from '../../../features/api-settings/api/list-auth-settings'
import { useApiDatasetDetail } from '../../../features/datasets/api/get-api-dataset'
import { useSaveApiDataset } from '../../../features/datasets/api/save-api-dataset'
import { ApiDatasetForm } from '../../../features/datasets/components/api-dataset-form'
import { datasetDetailPath, datasetsListPath } from '../../../features/datasets/components/dataset-paths'
import { DatasetNotFound, DatasetQueryFrame } from '../../../features/datasets/components/dataset-query-frame'
import { formWidth } from '../../../components/layout/page-width'
import { PageBreadcrumbs } from '../../../components/form-guidance/page-breadcrumbs'
import { datasetsTexts } from '../../../features/datasets/datasets.texts'
import { useT } from '../../../lib/i18n/i18n'

function ApiDatasetFormScreen({ id }: { id?: string }) {
  const t = useT(datasetsTexts)
  const navigate = useNavigate()
  const detail = useApiDatasetDetail(id ?? '')
  const settings = useAuthSettings()
  const save = useSaveApiDataset()
  const screen = (dataset?: ApiDatasetDetail) => (
    <Stack gap="lg" maw={formWidth}>
      <PageBreadcrumbs
        items={[
          { label: t('datasets'), to: datasetsListPath },
          { label: dataset ? dataset.name : t('addApi') },
        ]}
      />
      <Title order={1} size="h2">
        {dataset ? t('editApi') : t('addApi')}
      </Title>
      <ApiDatasetForm
        key={dataset?.id ?? 'new'}
        dataset={dataset}
        apiSettings={settings.data?.data ?? []}
        isSubmitting={save.isPending}
        error={save.error}
        onCancel={() => void navigate(dataset ? datasetDetailPath(dataset) : datasetsListPath)}
        onSubmit={async (body, isDraft) => {
          const saved = await save.mutateAsync({ ...(id ? { id } : {}), body, isDraft })
          void toast({ color: 'teal', message: isDraft ? t('draftSaved') : t('apiSaved') })
          await navigate(datasetDetailPath(saved))
        }}
      />
    </Stack>
  )
  if (!id) return screen()
  return <DatasetQueryFrame query={detail}>{screen}</DatasetQueryFrame>
}

export function ApiDatasetAddRoute() {
  return <ApiDatasetFormScreen />
}

export function ApiDatasetEditRoute() {
  const { id = '' } = useParams()
  if (!id) return <DatasetNotFound />
  return <ApiDatasetFormScreen key={id} id={id} />
}
