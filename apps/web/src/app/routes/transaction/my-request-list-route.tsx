import { Button } from '@mantine/core'
import { IconBuildingStore } from '@tabler/icons-react'
import { Link } from 'react-router'
import { useConsumerRequests } from '../../../features/transaction/api/requests-consumer-list'
import {
  RequestListScreen,
  useRequestListQuery,
} from '../../../features/transaction/components/request-list-screen'

/** The consumer company's requests, newest first. */
export function MyRequestListRoute() {
  const list = useRequestListQuery()
  const requests = useConsumerRequests(list.query)

  return (
    <RequestListScreen
      title="My request"
      description="Every product your company has requested, and where each request stands with its provider."
      action={
        <Button component={Link} to="/consumer/marketplace" leftSection={<IconBuildingStore size={18} />}>
          Browse the marketplace
        </Button>
      }
      side="consumer"
      list={list}
      requests={requests}
      searchPlaceholder="Transaction number, product or provider"
      empty={{
        title: 'No requests yet',
        hint: 'Find a product on the marketplace and request it; the request shows here.',
      }}
      detailPath="/consumer/my-transaction/my-request/detail"
    />
  )
}
