import { Alert, Stack, Table, Text } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { formatCount, formatRupiah, type FileToApiEstimate } from '@lumbung/contract'
import { useT } from '../../../lib/i18n/i18n'
import { transactionFileToApiCostTexts } from '../transaction-file-to-api-cost.texts'

/** What the dry run bills, said before it runs. */
export function FileToApiDryRunCost({ estimate }: { estimate: FileToApiEstimate }) {
  const cost = useT(transactionFileToApiCostTexts)
  const rows = formatCount(estimate.dry_run_rows)
  return (
    <Text size="sm" data-testid="file-to-api-dry-run-cost">
      {estimate.unit_price === null
        ? cost('dryRunUnpriced', { rows })
        : cost('dryRunBilled', {
            rows,
            price: formatRupiah(estimate.unit_price),
            amount: formatRupiah(estimate.dry_run_amount),
          })}
    </Text>
  )
}

/** Rows × price and what each spend cap leaves, for the consumer to confirm before a run starts. */
export function FileToApiEstimateSummary({ estimate }: { estimate: FileToApiEstimate }) {
  const cost = useT(transactionFileToApiCostTexts)
  return (
    <Stack gap="sm" data-testid="file-to-api-estimate">
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">{cost('rows')}</Table.Th>
            <Table.Td>{formatCount(estimate.total_rows)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{cost('price')}</Table.Th>
            <Table.Td>
              {estimate.unit_price === null ? cost('notPriced') : formatRupiah(estimate.unit_price)}
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{cost('amount')}</Table.Th>
            <Table.Td fw={700}>{formatRupiah(estimate.amount)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {estimate.monthly_quota !== null
          ? cost('quota', { quota: formatCount(estimate.monthly_quota) })
          : cost('billedNote')}
      </Text>
      <Text size="sm" fw={600}>
        {cost('capsTitle')}
      </Text>
      {estimate.caps.length === 0 ? (
        <Text size="sm">{cost('noCaps')}</Text>
      ) : (
        <Stack gap={4}>
          {estimate.caps.map((cap) => (
            <Text size="sm" key={cap.kind}>
              {cost(cap.kind === 'company' ? 'capCompany' : 'capProduct')}:{' '}
              {cost('capLine', {
                spend: formatRupiah(cap.spend),
                cap: formatRupiah(cap.cap),
                headroom: formatRupiah(cap.headroom),
              })}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {estimate.is_refusing_at_cap ? cost('capsRefuse') : cost('capsWarnOnly')}
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
