import { Alert, Paper, Stack, Title } from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { transactionRequestStatuses } from '@lumbung/contract'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { errorMessageOf } from '../../../lib/api-error'
import { consumerRequestsQueryOptions } from '../../../features/transaction/api/requests-consumer-list'
import { transactionLinksFor } from '../../../features/transaction/components/my-transaction-links'
import { MyTransactionOverview } from '../../../features/transaction/components/my-transaction-overview'
import { SummaryStatusCards } from '../../../features/transaction/components/summary-status-cards'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'

/** The consumer's transaction area: requests by status for admins, and links to each screen. */
export function ConsumerMyTransactionRoute() {
  const t = useT(transactionRequestTexts)
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const links = transactionLinksFor('consumer', user)
  const canSeeRequests = links.some((link) => link.path.endsWith('/my-request'))
  // One single-row page per status: its total is the count.
  const counts = useQueries({
    queries: transactionRequestStatuses.map((status) => ({
      ...consumerRequestsQueryOptions({ page: 1, limit: 1, status }),
      enabled: canSeeRequests,
    })),
  })
  const failed = counts.find((query) => query.isError)
  const isReady = counts.every((query) => query.data)
  const byStatus = transactionRequestStatuses.map((status, index) => ({
    status,
    description: status,
    total: counts[index]?.data?.total_data ?? 0,
  }))

  return (
    <MyTransactionOverview
      description={t('consumerOverview')}
      links={links}
      counts={
        canSeeRequests ? (
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('myRequestsByStatus')}
              </Title>
              {failed ? (
                <Alert color="red" variant="light" role="alert">
                  {errorMessageOf(failed.error)}
                </Alert>
              ) : (
                <SummaryStatusCards
                  byStatus={byStatus}
                  isLoading={!isReady}
                  total={byStatus.reduce((sum, entry) => sum + entry.total, 0)}
                  onOpenStatus={(status) =>
                    void navigate(`/consumer/my-transaction/my-request?status=${status}`)
                  }
                />
              )}
            </Stack>
          </Paper>
        ) : undefined
      }
    />
  )
}
