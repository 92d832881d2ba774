import { Stack, Title } from '@mantine/core'
import { useNavigate, useParams } from 'react-router'
import type { SecretShareDatasetDetail } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useSecretShareDatasetDetail } from '../../../features/datasets/api/get-secret-share-dataset'
import { useSaveSecretShareDataset } from '../../../features/datasets/api/save-secret-share-dataset'
import { DatasetDetailHeader } from '../../../features/datasets/components/dataset-detail-header'
import { datasetDetailPath, datasetsListPath } from '../../../features/datasets/components/dataset-paths'
import { DatasetNotFound, DatasetQueryFrame } from '../../../features/datasets/components/dataset-query-frame'
import { SecretShareDatasetForm } from '../../../features/datasets/components/secret-share-dataset-form'
import { formWidth } from '../../../components/layout/page-width'
import { PageBreadcrumbs } from '../../../components/form-guidance/page-breadcrumbs'
import { datasetsTexts } from '../../../features/datasets/datasets.texts'
import { useT } from '../../../lib/i18n/i18n'

function SecretShareFormScreen({ id }: { id?: string }) {
  const t = useT(datasetsTexts)
  const navigate = useNavigate()
  const detail = useSecretShareDatasetDetail(id ?? '')
  const save = useSaveSecretShareDataset()
  const screen = (dataset?: SecretShareDatasetDetail) => (
    <Stack gap="lg" maw={formWidth}>
      {dataset ? (
        <DatasetDetailHeader dataset={dataset} isUsed={dataset.is_used_by_published_product} isEditing />
      ) : (
        <>
          <PageBreadcrumbs
            items={[{ label: t('datasets'), to: datasetsListPath }, { label: t('addSecretShare') }]}
          />
          <Title order={1} size="h2">
            {t('addSecretShare')}
          </Title>
        </>
      )}
      <SecretShareDatasetForm
        key={dataset?.modified_date ?? 'new'}
        dataset={dataset}
        isSubmitting={save.isPending}
        error={save.error}
        onCancel={() => void navigate(dataset ? datasetDetailPath(dataset) : datasetsListPath)}
        onAdd={async (form, isDraft) => {
          const saved = await save.mutateAsync({ form, isDraft })
          void toast({
            color: 'teal',
            message: t('secretShareSplit', { count: saved.row_count }),
          })
          await navigate(datasetDetailPath(saved))
        }}
        onUpdate={async (body, isDraft) => {
          const saved = await save.mutateAsync({ body: { ...body, id: id! }, isDraft })
          void toast({ color: 'teal', message: t('secretShareUpdated') })
          await navigate(datasetDetailPath(saved))
        }}
      />
    </Stack>
  )
  if (!id) return screen()
  return <DatasetQueryFrame query={detail}>{screen}</DatasetQueryFrame>
}

export function SecretShareDatasetAddRoute() {
  return <SecretShareFormScreen />
}

export function SecretShareDatasetEditRoute() {
  const { id = '' } = useParams()
  if (!id) return <DatasetNotFound />
  return <SecretShareFormScreen key={id} id={id} />
}
