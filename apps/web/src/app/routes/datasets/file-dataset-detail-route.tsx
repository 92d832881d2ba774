import { Badge, Paper, ScrollArea, SimpleGrid, Stack, Table, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { type FileDatasetDetail, formatCount, formatFileSize } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { useFileDatasetDetail } from '../../../features/datasets/api/get-file-dataset'
import {
  DatasetDetailHeader,
  DatasetField,
} from '../../../features/datasets/components/dataset-detail-header'
import { DatasetNotFound, DatasetQueryFrame } from '../../../features/datasets/components/dataset-query-frame'
import { FileVersionsCard } from '../../../features/datasets/components/file-versions-card'
import { pageWidth } from '../../../components/layout/page-width'
import { datasetPagesTexts } from '../../../features/datasets/dataset-pages.texts'
import { useT } from '../../../lib/i18n/i18n'
import { CreateProductFromDataset } from '../../../features/products/components/create-product-from-dataset'

export function FileDatasetDetailRoute() {
  const { id = '' } = useParams()
  const detail = useFileDatasetDetail(id)
  if (!id) return <DatasetNotFound />
  return (
    <DatasetQueryFrame query={detail}>
      {(dataset) => <FileDatasetDetailView dataset={dataset} />}
    </DatasetQueryFrame>
  )
}

function FileDatasetDetailView({ dataset }: { dataset: FileDatasetDetail }) {
  const t = useT(datasetPagesTexts)
  return (
    <Stack gap="lg" maw={pageWidth}>
      <DatasetDetailHeader dataset={dataset} isUsed={dataset.is_used_by_published_product} />
      <CreateProductFromDataset dataset={dataset} />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DatasetField label={t('file')}>{dataset.file_name}</DatasetField>
          <DatasetField label={t('type')}>
            {dataset.file_type}
            {dataset.delimiter ? ` · ${labelOf('delimiter', dataset.delimiter)}` : ''}
          </DatasetField>
          <DatasetField label={t('sizeAndRows')}>
            {t('sizeAndRowsValue', {
              size: formatFileSize(dataset.file_size),
              rows: formatCount(dataset.row_count),
            })}
          </DatasetField>
          <DatasetField label={t('shortDescription')}>{dataset.short_description}</DatasetField>
          <DatasetField label={t('tags')}>
            {dataset.tag.map((tag) => labelOf('datasetTag', tag)).join(', ')}
          </DatasetField>
          <DatasetField label={t('hours')}>
            {dataset.operational_hour_from && dataset.operational_hour_to
              ? `${dataset.operational_hour_from} – ${dataset.operational_hour_to}`
              : t('always')}
          </DatasetField>
        </SimpleGrid>
        <Stack mt="md">
          <DatasetField label={t('description')}>{dataset.description}</DatasetField>
        </Stack>
      </Paper>
      <FileVersionsCard datasetId={dataset.id} />
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('dataStructure')}
          </Title>
          <Table striped data-testid="datasets-structure">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column')}</Table.Th>
                <Table.Th>{t('type')}</Table.Th>
                <Table.Th>{t('description')}</Table.Th>
                <Table.Th>{t('sensitive')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dataset.data_structure.map((column) => (
                <Table.Tr key={column.name}>
                  <Table.Td>{column.name}</Table.Td>
                  <Table.Td>{labelOf('columnType', column.type)}</Table.Td>
                  <Table.Td>{column.description}</Table.Td>
                  <Table.Td>
                    {column.is_sensitive ? (
                      <Badge color="red" variant="light">
                        {t('sensitive')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('preview', { rows: dataset.preview.length })}
          </Title>
          <ScrollArea>
            <Table striped withTableBorder fz="xs">
              <Table.Thead>
                <Table.Tr>
                  {dataset.data_structure.map((column) => (
                    <Table.Th key={column.name}>{column.name}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dataset.preview.map((row, rowIndex) => (
                  <Table.Tr key={rowIndex}>
                    {row.map((value, columnIndex) => (
                      <Table.Td key={columnIndex}>{value}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </Stack>
      </Paper>
    </Stack>
  )
}
