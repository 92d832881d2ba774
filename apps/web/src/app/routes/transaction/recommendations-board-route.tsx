import 'mantine-datatable/styles.css'
import { Alert, Group, Paper, Select, Stack, Text, Title } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { useSearchParams } from 'react-router'
import { answerableRecommendationStatuses } from '@lumbung/contract'
import { ListSearchInput, useListSearch } from '../../../components/list-table'
import { errorMessageOf } from '../../../lib/api-error'
import { useBoardRecommendations } from '../../../features/transaction/api/recommendations-board-list'
import { RecommendationsAnswerDrawer } from '../../../features/transaction/components/recommendations-answer-drawer'
import { RecommendationsBoardTable } from '../../../features/transaction/components/recommendations-board-table'
import {
  boardParamsOf,
  withBoardParam,
} from '../../../features/transaction/components/recommendations-board-params'
import { pageWidth } from '../../../components/layout/page-width'
import { transactionRecommendationTexts } from '../../../features/transaction/transaction-recommendations.texts'
import { needStatusLabel } from '../../../features/transaction/transaction-statuses.texts'
import { useT } from '../../../lib/i18n/i18n'

const pageSize = 10

/** Verified providers see what consumers are looking for and answer with a product. */
export function RecommendationsBoardRoute() {
  const t = useT(transactionRecommendationTexts)
  const statusOptions = answerableRecommendationStatuses.map((status) => ({
    value: status,
    label: needStatusLabel(status),
  }))
  const [searchParams, setSearchParams] = useSearchParams()
  const params = boardParamsOf(searchParams)
  const change = (name: string, value: string | null) =>
    setSearchParams(withBoardParam(searchParams, name, value), { replace: name !== 'open' })
  const searchBox = useListSearch(params.search ?? '', (text) => change('search', text || null))
  const board = useBoardRecommendations({
    page: params.page,
    limit: pageSize,
    ...(params.search ? { search: params.search } : {}),
    ...(params.status ? { status: params.status } : {}),
  })

  return (
    <Stack gap="lg" maw={pageWidth}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('boardTitle')}
        </Title>
        <Text c="dimmed">{t('boardIntro')}</Text>
      </Stack>
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <ListSearchInput placeholder={t('boardSearch')} box={searchBox} />
            <Select
              label={t('status')}
              placeholder={t('boardAnyStatus')}
              data={statusOptions}
              value={params.status ?? null}
              clearable
              onChange={(value) => change('status', value)}
              w={{ base: '100%', sm: 200 }}
            />
          </Group>
          {board.isError ? (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(board.error)}
            </Alert>
          ) : null}
          <RecommendationsBoardTable
            records={board.data?.data ?? []}
            totalRecords={board.data?.total_data ?? 0}
            page={params.page}
            pageSize={pageSize}
            isLoading={board.isFetching}
            isFiltered={Boolean(params.search || params.status)}
            onPageChange={(page) => change('page', String(page))}
            onOpen={(item) => change('open', item.id)}
          />
        </Stack>
      </Paper>
      <RecommendationsAnswerDrawer id={params.open ?? null} onClose={() => change('open', null)} />
    </Stack>
  )
}

export default RecommendationsBoardRoute
