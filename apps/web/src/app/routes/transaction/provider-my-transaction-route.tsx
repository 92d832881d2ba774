import { Alert, Paper, Stack, Title } from '@mantine/core'
import { useNavigate } from 'react-router'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { errorMessageOf } from '../../../lib/api-error'
import { useRequestSummary } from '../../../features/transaction/api/requests-summary'
import { transactionLinksFor } from '../../../features/transaction/components/my-transaction-links'
import { MyTransactionOverview } from '../../../features/transaction/components/my-transaction-overview'
import { SummaryStatusCards } from '../../../features/transaction/components/summary-status-cards'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'

/** The provider's transaction area: all requests by status for admins, and links to each screen. */
export function ProviderMyTransactionRoute() {
  const t = useT(transactionRequestTexts)
  const navigate = useNavigate()
  const { user } = useCurrentUser()
  const links = transactionLinksFor('provider', user)
  const canSeeSummary = links.some((link) => link.path.endsWith('/request-summary'))
  const summary = useRequestSummary({}, canSeeSummary)

  return (
    <MyTransactionOverview
      description={t('providerOverview')}
      links={links}
      counts={
        canSeeSummary ? (
          <Paper withBorder radius="lg" p="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('allRequestsByStatus')}
              </Title>
              {summary.isError ? (
                <Alert color="red" variant="light" role="alert">
                  {errorMessageOf(summary.error)}
                </Alert>
              ) : (
                <SummaryStatusCards
                  byStatus={summary.data?.by_status ?? []}
                  total={summary.data?.total ?? 0}
                  isLoading={summary.isPending}
                  onOpenStatus={(status) =>
                    void navigate(`/provider/my-transaction/request-approval?status=${status}`)
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
