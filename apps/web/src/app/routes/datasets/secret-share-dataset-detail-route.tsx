import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { formatCount, type SecretShareDatasetDetail } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { formatMeasureValue, privacyBudgetTexts } from '../../../components/privacy-budget'
import { useSecretShareDatasetDetail } from '../../../features/datasets/api/get-secret-share-dataset'
import {
  DatasetDetailHeader,
  DatasetField,
} from '../../../features/datasets/components/dataset-detail-header'
import { DatasetNotFound, DatasetQueryFrame } from '../../../features/datasets/components/dataset-query-frame'
import { pageWidth } from '../../../components/layout/page-width'
import { datasetPagesTexts } from '../../../features/datasets/dataset-pages.texts'
import { translateIn, useT } from '../../../lib/i18n/i18n'
import { CreateProductFromDataset } from '../../../features/products/components/create-product-from-dataset'
import { secretShareBoundsTexts } from '../../../features/datasets/secret-share-bounds.texts'

export function SecretShareDatasetDetailRoute() {
  const { id = '' } = useParams()
  const detail = useSecretShareDatasetDetail(id)
  if (!id) return <DatasetNotFound />
  return (
    <DatasetQueryFrame query={detail}>
      {(dataset) => <SecretShareDatasetDetailView dataset={dataset} />}
    </DatasetQueryFrame>
  )
}

/** A measure's clipping range in its own units; a dataset from before bounds can only be counted. */
function boundsOf(column: SecretShareDatasetDetail['columns'][number]): string {
  if (column.role !== 'MEASURE') return '—'
  if (column.lower_bound === null || column.upper_bound === null)
    return translateIn(privacyBudgetTexts, 'boundsMissing')
  return translateIn(privacyBudgetTexts, 'boundsRange', {
    lower: formatMeasureValue(column.lower_bound, column.name),
    upper: formatMeasureValue(column.upper_bound, column.name),
  })
}

/** A secret-share dataset as it is: its facts and which column plays which part in a query. */
function SecretShareDatasetDetailView({ dataset }: { dataset: SecretShareDatasetDetail }) {
  const t = useT(datasetPagesTexts)
  const bounds = useT(secretShareBoundsTexts)
  const privacy = useT(privacyBudgetTexts)
  return (
    <Stack gap="lg" maw={pageWidth}>
      <DatasetDetailHeader dataset={dataset} isUsed={dataset.is_used_by_published_product} />
      <CreateProductFromDataset dataset={dataset} />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DatasetField label={t('rows')}>
            {t('rowsSplit', { rows: formatCount(dataset.row_count) })}
          </DatasetField>
          <DatasetField label={t('shortDescription')}>{dataset.short_description}</DatasetField>
          <DatasetField label={t('tags')}>
            {dataset.tag.map((tag) => labelOf('datasetTag', tag)).join(', ')}
          </DatasetField>
        </SimpleGrid>
        <Stack mt="md">
          <DatasetField label={t('description')}>{dataset.description}</DatasetField>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('columns')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="secret-share-columns">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('column')}</Table.Th>
                  <Table.Th>{t('role')}</Table.Th>
                  <Table.Th ta="right">{t('decimalPlaces')}</Table.Th>
                  <Table.Th ta="right">{privacy('boundsColumn')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dataset.columns.map((column) => (
                  <Table.Tr key={column.name}>
                    <Table.Td>{column.name}</Table.Td>
                    <Table.Td>{labelOf('secretShareRole', column.role)}</Table.Td>
                    <Table.Td ta="right">{column.role === 'MEASURE' ? column.scale : '—'}</Table.Td>
                    <Table.Td ta="right">{boundsOf(column)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            {bounds('explained')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  )
}
