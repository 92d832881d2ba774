import { Badge, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import type { MarketplaceSamplePreview } from '@lumbung/contract'
import { sampleCsvOf } from './sample-csv'

const sourceLabels: Record<MarketplaceSamplePreview['source'], string> = {
  SAMPLE_DATA: 'Sample provided by the provider',
  SAMPLE_FILE: 'From the sample file',
  RESPONSE_SAMPLE: 'From an example API response',
}

function downloadCsv(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  URL.revokeObjectURL(url)
}

/** The product's sample rows; masked columns are marked and hold masked values only. */
export function MarketplaceSampleTable({
  sample,
  fileName,
}: {
  sample: MarketplaceSamplePreview
  fileName: string
}) {
  const masked = new Set(sample.masked_columns)
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {sourceLabels[sample.source]}
          {sample.is_truncated ? ' · first rows only' : ''}
          {masked.size > 0 ? ' · sensitive columns are masked' : ''}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={12} />}
          onClick={() => downloadCsv(fileName, sampleCsvOf(sample))}
        >
          Download these rows (CSV)
        </Button>
      </Group>
      {/* Wide samples scroll sideways: the viewport takes focus so arrow keys can scroll it. */}
      <ScrollArea
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': 'Sample data, scrollable' }}
      >
        <Table striped withTableBorder withColumnBorders fz="xs" aria-label="Sample data">
          <Table.Thead>
            <Table.Tr>
              {sample.columns.map((column) => (
                <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={4} wrap="nowrap">
                    {column}
                    {masked.has(column) ? (
                      <Badge size="xs" color="orange" variant="light">
                        masked
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sample.rows.map((row, index) => (
              <Table.Tr key={index}>
                {row.map((cell, cellIndex) => (
                  <Table.Td key={cellIndex} style={{ whiteSpace: 'nowrap' }}>
                    {cell}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </Stack>
  )
}
