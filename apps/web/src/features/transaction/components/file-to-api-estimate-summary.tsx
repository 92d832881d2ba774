import { Alert, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { formatCount, formatRupiah, type FileToApiEstimate } from '@lumbung/contract'
import { fileToApiEstimateText as text } from './file-to-api-estimate-text'

/** What the dry run bills, said before it runs. */
export function FileToApiDryRunCost({ estimate }: { estimate: FileToApiEstimate }) {
  const rows = formatCount(estimate.dry_run_rows)
  return (
    <Text size="sm" data-testid="file-to-api-dry-run-cost">
      {estimate.unit_price === null
        ? text.dryRunUnpriced(rows)
        : text.dryRunBilled(rows, formatRupiah(estimate.unit_price), formatRupiah(estimate.dry_run_amount))}
    </Text>
  )
}

/** Rows × price and what each spend cap leaves, for the consumer to confirm before a run starts. */
export function FileToApiEstimateSummary({ estimate }: { estimate: FileToApiEstimate }) {
  return (
    <Stack gap="sm" data-testid="file-to-api-estimate">
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{text.rows}</Table.Th>
            <Table.Td>{formatCount(estimate.total_rows)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{text.price}</Table.Th>
            <Table.Td>
              {estimate.unit_price === null ? text.notPriced : formatRupiah(estimate.unit_price)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{text.amount}</Table.Th>
            <Table.Td fw={700}>{formatRupiah(estimate.amount)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {estimate.monthly_quota !== null ? text.quota(formatCount(estimate.monthly_quota)) : text.billedNote}
      </Text>
      <Text size="sm" fw={600}>
        {text.capsTitle}
      </Text>
      {estimate.caps.length === 0 ? (
        <Text size="sm">{text.noCaps}</Text>
      ) : (
        <Stack gap={4}>
          {estimate.caps.map((cap) => (
            <Text size="sm" key={cap.kind}>
              {text.capOf[cap.kind]}:{' '}
              {text.capLine(formatRupiah(cap.spend), formatRupiah(cap.cap), formatRupiah(cap.headroom))}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {estimate.is_refusing_at_cap ? text.capsRefuse : text.capsWarnOnly}
          </Text>
        </Stack>
      )}
      {estimate.refusal ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {estimate.refusal}
        </Alert>
      ) : null}
    </Stack>
  )
}
