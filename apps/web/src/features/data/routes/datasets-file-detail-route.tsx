import { Badge, Paper, ScrollArea, SimpleGrid, Stack, Table, Title } from '@mantine/core'
import { useParams } from 'react-router'
import { delimiterList, describeReference, formatFileSize, type FileDatasetDetail } from '@lumbung/contract'
import { useFileDatasetDetail } from '../api/datasets-file-detail'
import { DatasetsDetailHeader, DatasetsField } from '../components/datasets-detail-header'
import { DatasetNotFound, DatasetsQueryFrame } from '../components/datasets-query-frame'

export function DatasetsFileDetailRoute() {
  const { id = '' } = useParams()
  const detail = useFileDatasetDetail(id)
  if (!id) return <DatasetNotFound />
  return (
    <DatasetsQueryFrame query={detail}>
      {(dataset) => <FileDatasetDetailView dataset={dataset} />}
    </DatasetsQueryFrame>
  )
}

function FileDatasetDetailView({ dataset }: { dataset: FileDatasetDetail }) {
  return (
    <Stack gap="lg" maw={1100}>
      <DatasetsDetailHeader dataset={dataset} isUsed={dataset.is_used_by_published_product} />
      <Paper withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <DatasetsField label="File">{dataset.file_name}</DatasetsField>
          <DatasetsField label="Type">
            {dataset.file_type}
            {dataset.delimiter ? ` · ${describeReference(delimiterList, dataset.delimiter)}` : ''}
          </DatasetsField>
          <DatasetsField label="Size and rows">
            {formatFileSize(dataset.file_size)} · {dataset.row_count.toLocaleString()} rows
          </DatasetsField>
          <DatasetsField label="Short description">{dataset.short_description}</DatasetsField>
          <DatasetsField label="Tags">{dataset.tag.join(', ')}</DatasetsField>
          <DatasetsField label="Operational hours (Asia/Jakarta)">
            {dataset.operational_hour_from && dataset.operational_hour_to
              ? `${dataset.operational_hour_from} – ${dataset.operational_hour_to}`
              : 'Always'}
          </DatasetsField>
        </SimpleGrid>
        <Stack mt="md">
          <DatasetsField label="Description">{dataset.description}</DatasetsField>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Data structure
          </Title>
          <Table striped data-testid="datasets-structure">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Column</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Sensitive</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dataset.data_structure.map((column) => (
                <Table.Tr key={column.name}>
                  <Table.Td>{column.name}</Table.Td>
                  <Table.Td>{column.type}</Table.Td>
                  <Table.Td>{column.description}</Table.Td>
                  <Table.Td>
                    {column.is_sensitive ? (
                      <Badge color="red" variant="light">
                        Sensitive
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
            Preview (first {dataset.preview.length} rows)
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
