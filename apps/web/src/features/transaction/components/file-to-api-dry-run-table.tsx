import { Code, Table, Text } from '@mantine/core'
import type { FileToApiDryRun } from '@lumbung/contract'
import { FileToApiRowStatusBadge } from './file-to-api-status-badge'
import { useT } from '../../../lib/i18n/i18n'
import { transactionPurchaseTexts } from '../transaction-purchases.texts'

/** What the first rows sent and got back, row by row, before the whole file is run. */
export function FileToApiDryRunTable({ dryRun }: { dryRun: FileToApiDryRun }) {
  const t = useT(transactionPurchaseTexts)
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder verticalSpacing="xs" fz="sm" data-testid="file-to-api-dry-run">
        <Table.Caption>{t('dryRunCaption', { count: dryRun.rows.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('row')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            {dryRun.parameters.map((name) => (
              <Table.Th key={`in-${name}`}>
                <Code>{name}</Code>
              </Table.Th>
            ))}
            {dryRun.response_fields.map((name) => (
              <Table.Th key={`out-${name}`}>{name}</Table.Th>
            ))}
            <Table.Th>{t('message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dryRun.rows.map((row) => (
            <Table.Tr key={row.row_number}>
              <Table.Td>{row.row_number}</Table.Td>
              <Table.Td>
                <FileToApiRowStatusBadge status={row.status} />
              </Table.Td>
              {dryRun.parameters.map((name) => (
                <Table.Td key={`in-${name}`}>{row.input[name] || '—'}</Table.Td>
              ))}
              {dryRun.response_fields.map((name) => (
                <Table.Td key={`out-${name}`}>{row.response[name] ?? '—'}</Table.Td>
              ))}
              <Table.Td>
                <Text size="sm" c={row.status === 'FAILED' ? 'red' : 'dimmed'}>
                  {row.message || '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
