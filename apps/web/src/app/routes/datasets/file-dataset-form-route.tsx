import { Stack, Title } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import type { FileDatasetDetail } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useFileDatasetDetail } from '../../../features/datasets/api/get-file-dataset'
import { useSaveFileDataset } from '../../../features/datasets/api/save-file-dataset'
import { datasetDetailPath, datasetsListPath } from '../../../features/datasets/components/dataset-paths'
import { DatasetNotFound, DatasetQueryFrame } from '../../../features/datasets/components/dataset-query-frame'
import { FileDatasetForm } from '../../../features/datasets/components/file-dataset-form'
import { formWidth } from '../../../components/layout/page-width'
import { PageBreadcrumbs } from '../../../components/form-guidance/page-breadcrumbs'
import { datasetsTexts } from '../../../features/datasets/datasets.texts'
import { useT } from '../../../lib/i18n/i18n'

function FileDatasetFormScreen({ id }: { id?: string }) {
  const t = useT(datasetsTexts)
  const navigate = useNavigate()
  const detail = useFileDatasetDetail(id ?? '')
  const save = useSaveFileDataset()
  const screen = (dataset?: FileDatasetDetail) => (
    <Stack gap="lg" maw={formWidth}>
      <PageBreadcrumbs
        items={[
          { label: t('datasets'), to: datasetsListPath },
          { label: dataset ? dataset.name : t('addFile') },
        ]}
      />
      <Title order={1} size="h2">
        {dataset ? t('editFile') : t('addFile')}
      </Title>
      <FileDatasetForm
        key={dataset?.modified_date ?? 'new'}
        dataset={dataset}
        isSubmitting={save.isPending}
        error={save.error}
        onCancel={() => void navigate(dataset ? datasetDetailPath(dataset) : datasetsListPath)}
        onSubmit={async (form, isDraft) => {
          const saved = await save.mutateAsync({ ...(id ? { id } : {}), form, isDraft })
          // A new file's structure is a guess: the detail screen shows it for checking, with Edit beside it.
          void toast(
            id
              ? { color: 'teal', message: t('fileUpdated') }
              : {
                  color: 'teal',
                  message: t('fileUploaded', { count: saved.row_count }),
                },
          )
          await navigate(datasetDetailPath(saved))
        }}
      />
    </Stack>
  )
  if (!id) return screen()
  return <DatasetQueryFrame query={detail}>{screen}</DatasetQueryFrame>
}

export function FileDatasetAddRoute() {
  return <FileDatasetFormScreen />
}

export function FileDatasetEditRoute() {
  const { id = '' } = useParams()
  if (!id) return <DatasetNotFound />
  return <FileDatasetFormScreen key={id} id={id} />
}
