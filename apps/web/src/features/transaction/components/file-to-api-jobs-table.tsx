import { formatCount, formatRupiah } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { Anchor, Group, Progress, Stack, Table, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import type { FileToApiJob } from '@lumbung/contract'
import { transactionFileToApiCostTexts } from '../transaction-file-to-api-cost.texts'
import { durationText, progressOf, rateText, rowsText } from './file-to-api-format'
import { FileToApiStatusBadge } from './file-to-api-status-badge'
import { transactionFileToApiTexts } from '../transaction-file-to-api.texts'
import { ValidationMessage } from '../../../components/field-error/validation-message'
import { useT } from '../../../lib/i18n/i18n'

function ResultLink({ job }: { job: FileToApiJob }) {
  const t = useT(transactionFileToApiTexts)
  if (!job.result_url)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    )
  const fileName = `${job.transaction_no}-enrichment.csv`
  return (
    <Anchor href={job.result_url} download={fileName} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconDownload size={16} aria-hidden />
        {job.is_partial_result ? t('downloadPartial') : t('downloadResult')}
      </Group>
    </Anchor>
  )
}

function JobProgress({ job }: { job: FileToApiJob }) {
  const t = useT(transactionFileToApiTexts)
  const percent = progressOf(job)
  return (
    <Stack gap={4} miw={180}>
      <Progress
        value={percent}
        color={job.status === 'FAILED' ? 'red' : 'teal'}
        animated={job.status === 'RUNNING'}
        aria-label={t('rowsDone', { rows: rowsText(job) })}
      />
      <Text size="xs">
        {rowsText(job)}
        {job.rows_failed > 0 ? t('rowsFailed', { count: job.rows_failed }) : ''}
      </Text>
    </Stack>
  )
}

/** What the run billed so far (successful rows × the confirmed price), and when it ended. */
function JobCost({ job }: { job: FileToApiJob }) {
  const cost = useT(transactionFileToApiCostTexts)
  return (
    <Stack gap={2} miw={150}>
      <Text size="sm" fw={600}>
        {formatRupiah(job.amount)}
      </Text>
      <Text size="xs" c="dimmed">
        {job.unit_price === null
          ? cost('notPriced')
          : cost('costLine', { rows: formatCount(job.billed_rows), price: formatRupiah(job.unit_price) })}
      </Text>
    </Stack>
  )
}

/** The runs of a purchase with their live progress, cost and results. */
export function FileToApiJobsTable({ jobs }: { jobs: FileToApiJob[] }) {
  const t = useT(transactionFileToApiTexts)
  const cost = useT(transactionFileToApiCostTexts)
  return (
    <Table.ScrollContainer minWidth={1040}>
      <Table withTableBorder verticalSpacing="sm" fz="sm" data-testid="file-to-api-jobs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('started')}</Table.Th>
            <Table.Th>{t('dataAsset')}</Table.Th>
            <Table.Th>{t('status')}</Table.Th>
            <Table.Th>{t('progress')}</Table.Th>
            <Table.Th>{t('pace')}</Table.Th>
            <Table.Th>{t('timeLeft')}</Table.Th>
            <Table.Th>{cost('cost')}</Table.Th>
            <Table.Th>{cost('finished')}</Table.Th>
            <Table.Th>{t('result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(job.created_date)}</Text>
                <Text size="xs" c="dimmed">
                  {job.created_by ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>{job.data_asset_name}</Table.Td>
              <Table.Td>
                <Stack gap={4} maw={260}>
                  <FileToApiStatusBadge status={job.status} />
                  {job.error_message ? (
                    <Text size="xs" c="red">
                      <ValidationMessage>{job.error_message}</ValidationMessage>
                      {job.error_code ? ` (${job.error_code})` : ''}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>
                <JobProgress job={job} />
              </Table.Td>
              <Table.Td>{rateText(job.rate_per_minute)}</Table.Td>
              <Table.Td>{durationText(job.seconds_left)}</Table.Td>
              <Table.Td>
                <JobCost job={job} />
              </Table.Td>
              <Table.Td>{job.finished_date ? formatDateTime(job.finished_date) : '—'}</Table.Td>
              <Table.Td>
                <ResultLink job={job} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
