import { Code, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { type ApiDatasetDetail, labelOf } from '@lumbung/contract'
import { useApiDatasetDetail } from '../../../features/datasets/api/get-api-dataset'
import {
  DatasetDetailHeader,
  DatasetField,
} from '../../../features/datasets/components/dataset-detail-header'
import { DatasetNotFound, DatasetQueryFrame } from '../../../features/datasets/components/dataset-query-frame'
import { pageWidth } from '../../../components/layout/page-width'
import { CreateProductFromDataset } from '../../../features/products/components/create-product-from-dataset'

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
  return (
    <Stack gap="lg" maw={pageWidth}>
      <DatasetDetailHeader dataset={dataset} isUsed={dataset.is_used_by_published_product} />
      <CreateProductFromDataset dataset={dataset} />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DatasetField label="Endpoint">
            <Code>
              {dataset.method} {dataset.base_url}
              {dataset.path}
            </Code>
          </DatasetField>
          <DatasetField label="API setting">{dataset.api_setting_name ?? 'No authentication'}</DatasetField>
          <DatasetField label="Response time">
            {dataset.response_time ? labelOf('responseTime', dataset.response_time) : ''}
          </DatasetField>
          <DatasetField label="Operational hours (Asia/Jakarta)">
            {dataset.operational_hour_from && dataset.operational_hour_to
              ? `${dataset.operational_hour_from} – ${dataset.operational_hour_to}`
              : 'Always'}
          </DatasetField>
          <DatasetField label="Short description">{dataset.short_description}</DatasetField>
          <DatasetField label="Tags">
            {dataset.tag.map((tag) => labelOf('datasetTag', tag)).join(', ')}
          </DatasetField>
        </SimpleGrid>
        <Stack mt="md" gap="md">
          <DatasetField label="Description">{dataset.description}</DatasetField>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Request parameters
          </Title>
          {dataset.request_params.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>Location</Table.Th>
                  <Table.Th>Required</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Example value</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dataset.request_params.map((parameter) => (
                  <Table.Tr key={parameter.name}>
                    <Table.Td>{parameter.name}</Table.Td>
                    <Table.Td>{labelOf('columnType', parameter.type)}</Table.Td>
                    <Table.Td>{labelOf('parameterLocation', parameter.location)}</Table.Td>
                    <Table.Td>{parameter.is_required ? 'Yes' : 'No'}</Table.Td>
                    <Table.Td>{parameter.description}</Table.Td>
                    <Table.Td>{parameter.example ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {dataset.headers.length > 0 ? (
            <DatasetField label="Headers">
              {dataset.headers.map((header) => `${header.name}: ${header.value}`).join(' · ')}
            </DatasetField>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Response sample
          </Title>
          {dataset.response_sample ? (
            <Code block mah={400} style={{ overflow: 'auto' }}>
              {dataset.response_sample}
            </Code>
          ) : (
            <Text size="sm" c="dimmed">
              No sample yet: use Try it on the edit screen.
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}
