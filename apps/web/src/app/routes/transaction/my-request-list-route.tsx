import { Button } from '@mantine/core'
import { IconBuildingStore } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useConsumerRequests } from '../../../features/transaction/api/requests-consumer-list'
import {
  RequestListScreen,
  useRequestListQuery,
} from '../../../features/transaction/components/request-list-screen'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'

/** The consumer company's requests, newest first. */
export function MyRequestListRoute() {
  const t = useT(transactionRequestTexts)
  const list = useRequestListQuery()
  const requests = useConsumerRequests(list.query)

  return (
    <RequestListScreen
      title={t('myRequestTitle')}
      description={t('myRequestDescription')}
      action={
        <Button component={Link} to="/consumer/marketplace" leftSection={<IconBuildingStore size={18} />}>
          {t('browseMarketplace')}
        </Button>
      }
      side="consumer"
      list={list}
      requests={requests}
      searchPlaceholder={t('consumerSearch')}
      empty={{
        title: t('noRequestsTitle'),
        hint: t('consumerEmptyHint'),
      }}
      detailPath="/consumer/my-transaction/my-request/detail"
    />
  )
}
