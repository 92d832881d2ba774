import { useRequestConsumers } from '../../../features/transaction/api/requests-consumer-dropdown'
import { useProviderRequests } from '../../../features/transaction/api/requests-provider-list'
import { useRequestProducts } from '../../../features/transaction/api/requests-provider-product-dropdown'
import {
  RequestListScreen,
  useRequestListQuery,
} from '../../../features/transaction/components/request-list-screen'

const optionsOf = (list: { value: string; description: string }[] | undefined) =>
  (list ?? []).map((entry) => ({ value: entry.value, label: entry.description }))

/** Requests for the provider company's products, newest first. */
export function RequestApprovalListRoute() {
  const list = useRequestListQuery()
  const requests = useProviderRequests(list.query)
  const products = useRequestProducts()
  const consumers = useRequestConsumers()

  return (
    <RequestListScreen
      title="Request approval"
      description="Companies asking for your products. Open a waiting request to approve it, reject it or offer new terms."
      side="provider"
      list={list}
      requests={requests}
      searchPlaceholder="Transaction number, product or company"
      productOptions={optionsOf(products.data?.data)}
      consumerOptions={optionsOf(consumers.data?.data)}
      empty={{
        title: 'No requests yet',
        hint: 'When a company requests one of your published products, it shows here.',
      }}
      detailPath="/provider/my-transaction/request-approval/detail"
    />
  )
}
