import { Badge, Code, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { formatCount, formatFileSize, type PurchasedFileFacts } from '@lumbung/contract'
import { labelOf } from '../../../lib/i18n/enum-labels'
import { Fact } from '../../../components/detail'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

/** What the purchased file holds, as its dataset describes it. */
export function PurchasedFileFactsView({ file }: { file: PurchasedFileFacts }) {
  const t = useT(transactionPurchaseTexts)
  return (
    <Stack gap="lg" data-testid="purchased-file-facts">
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="lg">
        <Fact label={t('fileType')}>{file.file_type ? labelOf('fileType', file.file_type) : null}</Fact>
        <Fact label={t('rows')}>{file.row_count === null ? null : formatCount(file.row_count)}</Fact>
        <Fact label={t('size')}>{file.file_size === null ? null : formatFileSize(file.file_size)}</Fact>
        <Fact label={t('delimiter')}>{file.delimiter ? labelOf('delimiter', file.delimiter) : null}</Fact>
      </SimpleGrid>
      {file.columns.length > 0 ? (
        <Table.ScrollContainer minWidth={480}>
          <Table withTableBorder verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('column')}</Table.Th>
                <Table.Th>{t('type')}</Table.Th>
                <Table.Th>{t('description')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {file.columns.map((column) => (
                <Table.Tr key={column.name}>
                  <Table.Td>
                    <Code>{column.name}</Code>{' '}
                    {column.is_sensitive ? (
                      <Badge size="xs" color="orange" variant="light" radius="sm">
                        {t('sensitive')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{labelOf('columnType', column.type)}</Table.Td>
                  <Table.Td>{column.description ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Text size="sm" c="dimmed">
          {t('noColumns')}
        </Text>
      )}
    </Stack>
  )
}
