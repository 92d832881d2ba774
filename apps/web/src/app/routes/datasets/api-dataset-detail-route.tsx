import { Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { type ApiDatasetDetail } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { useApiDatasetDetail } from '../../../features/datasets/api/get-api-dataset'
import {
  DatasetDetailHeader,
  DatasetField,
} from '../../../features/datasets/components/dataset-detail-header'
import { DatasetNotFound, DatasetQueryFrame } from '../../../features/datasets/components/dataset-query-frame'
import { pageWidth } from '../../../components/layout/page-width'
import { CreateProductFromDataset } from '../../../features/products/components/create-product-from-dataset'
import { apiDatasetTexts } from '../../../features/datasets/api-dataset.texts'
import { useT } from '../../../lib/i18n/i18n'

export function ApiDatasetDetailRoute() {
  const { id = '' } = useParams()
  const detail = useApiDatasetDetail(id)
  if (!id) return <DatasetNotFound />
  return (
    <DatasetQueryFrame query={detail}>
      {(dataset) => <ApiDatasetDetailView dataset={dataset} />}
    </DatasetQueryFrame>
  )
}

function ApiDatasetDetailView({ dataset }: { dataset: ApiDatasetDetail }) {
  const t = useT(apiDatasetTexts)
  return (
    <Stack gap="lg" maw={pageWidth}>
      <DatasetDetailHeader dataset={dataset} isUsed={dataset.is_used_by_published_product} />
      <CreateProductFromDataset dataset={dataset} />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DatasetField label={t('endpoint')}>
            <Code>
              {dataset.method} {dataset.base_url}
              {dataset.path}
            </Code>
          </DatasetField>
          <DatasetField label={t('apiSetting')}>
            {dataset.api_setting_name ?? t('noAuthentication')}
          </DatasetField>
          <DatasetField label={t('responseTime')}>
            {dataset.response_time ? labelOf('responseTime', dataset.response_time) : ''}
          </DatasetField>
          <DatasetField label={t('hours')}>
            {dataset.operational_hour_from && dataset.operational_hour_to
              ? `${dataset.operational_hour_from} – ${dataset.operational_hour_to}`
              : t('always')}
          </DatasetField>
          <DatasetField label={t('shortDescription')}>{dataset.short_description}</DatasetField>
          <DatasetField label={t('tags')}>
            {dataset.tag.map((tag) => labelOf('datasetTag', tag)).join(', ')}
          </DatasetField>
        </SimpleGrid>
        <Stack mt="md" gap="md">
          <DatasetField label={t('description')}>{dataset.description}</DatasetField>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('requestParameters')}
          </Title>
          {dataset.request_params.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('none')}
            </Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('name')}</Table.Th>
                  <Table.Th>{t('type')}</Table.Th>
                  <Table.Th>{t('location')}</Table.Th>
                  <Table.Th>{t('required')}</Table.Th>
                  <Table.Th>{t('description')}</Table.Th>
                  <Table.Th>{t('exampleValue')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dataset.request_params.map((parameter) => (
                  <Table.Tr key={parameter.name}>
                    <Table.Td>{parameter.name}</Table.Td>
                    <Table.Td>{labelOf('columnType', parameter.type)}</Table.Td>
                    <Table.Td>{labelOf('parameterLocation', parameter.location)}</Table.Td>
                    <Table.Td>{t(parameter.is_required ? 'yes' : 'no')}</Table.Td>
                    <Table.Td>{parameter.description}</Table.Td>
                    <Table.Td>{parameter.example ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {dataset.headers.length > 0 ? (
            <DatasetField label={t('headers')}>
              {dataset.headers.map((header) => `${header.name}: ${header.value}`).join(' · ')}
            </DatasetField>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('responseSample')}
          </Title>
          {dataset.response_sample ? (
            <Code block mah={400} style={{ overflow: 'auto' }}>
              {dataset.response_sample}
            </Code>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noSample')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}
