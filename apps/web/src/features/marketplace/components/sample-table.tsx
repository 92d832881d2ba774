import { Badge, Button, Group, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import type { MarketplaceSamplePreview } from '@lumbung/contract'
import { sampleCsvOf } from './sample-csv'
import { useT } from '../../../lib/i18n/i18n'
import { marketplaceBrowseTexts } from '../marketplace-browse.texts'

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
  const t = useT(marketplaceBrowseTexts)
  const masked = new Set(sample.masked_columns)
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t(`source${sample.source}`)}
          {sample.is_truncated ? t('firstRowsOnly') : ''}
          {masked.size > 0 ? t('sensitiveMasked') : ''}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconDownload size={12} />}
          onClick={() => downloadCsv(fileName, sampleCsvOf(sample))}
        >
          {t('downloadRows')}
        </Button>
      </Group>
      {/* Wide samples scroll sideways: the viewport takes focus so arrow keys can scroll it. */}
      <ScrollArea
        type="auto"
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('sampleScrollable') }}
      >
        <Table striped withTableBorder withColumnBorders fz="xs" aria-label={t('sampleData')}>
          <Table.Thead>
            <Table.Tr>
              {sample.columns.map((column) => (
                <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                  <Group gap={4} wrap="nowrap">
                    {column}
                    {masked.has(column) ? (
                      <Badge size="xs" color="orange" variant="light">
                        {t('masked')}
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
