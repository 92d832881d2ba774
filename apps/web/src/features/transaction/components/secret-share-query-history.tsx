import { formatPrivacyCost } from '@lumbung/contract'
import { formatDateTime } from '../../../lib/i18n/format-date'
import { Accordion, Alert, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core'
import { IconAlertCircle, IconHistory } from '@tabler/icons-react'
import { useState } from 'react'
import { privacyBudgetTexts } from '../../../components/privacy-budget'
import { errorMessageOf } from '../../../lib/api-error'
import { secretShareHistoryPageSize, useSecretShareHistory } from '../api/secret-share-query-history'
import { SecretShareResultTable, secretShareQueryTitle } from './secret-share-result-table'
import { transactionSecretShareTexts } from '../transaction-secret-share.texts'
import { useT } from '../../../lib/i18n/i18n'

/** Every query run on this purchase, newest first, each with its result as it was shown. */
export function SecretShareQueryHistory({
  transactionNo,
  minGroupSize,
}: {
  transactionNo: string
  minGroupSize: number
}) {
  const t = useT(transactionSecretShareTexts)
  const privacy = useT(privacyBudgetTexts)
  const [page, setPage] = useState(1)
  const history = useSecretShareHistory(transactionNo, page)

  if (history.isPending) return <Loader role="status" size="sm" aria-label={t('loadingHistory')} />
  if (history.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {errorMessageOf(history.error)}
      </Alert>
    )
  }
  const { data: queries, total_data: total } = history.data
  if (total === 0) {
    return (
      <Center py="lg">
        <Stack gap={4} align="center">
          <IconHistory size={28} aria-hidden />
          <Text fw={500}>{t('noQueries')}</Text>
          <Text size="sm" c="dimmed">
            {t('noQueriesHint')}
          </Text>
        </Stack>
      </Center>
    )
  }
  return (
    <Stack gap="sm">
      <Accordion variant="separated" radius="md">
        {queries.map((query) => (
          <Accordion.Item key={query.id} value={query.id}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="md">
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {secretShareQueryTitle(query)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('historyFacts', {
                      asset: query.data_asset_name,
                      column: query.identifier_column,
                      count: query.identifiers_submitted,
                    })}
                    {query.cost_micro_rho > 0
                      ? ` · ${privacy('queryCostShort', { cost: formatPrivacyCost(query.cost_micro_rho) })}`
                      : ''}
                  </Text>
                </Stack>
                <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(query.created_date)}
                  {query.created_by ? ` · ${query.created_by}` : ''}
                </Text>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <SecretShareResultTable result={query} minGroupSize={minGroupSize} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {total > secretShareHistoryPageSize ? (
        <Pagination
          total={Math.ceil(total / secretShareHistoryPageSize)}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': t('pageOf', { page: control }) })}
        />
      ) : null}
    </Stack>
  )
}
