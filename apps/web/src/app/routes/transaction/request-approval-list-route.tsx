import { useRequestConsumers } from '../../../features/transaction/api/requests-consumer-dropdown'
import { useProviderRequests } from '../../../features/transaction/api/requests-provider-list'
import { useRequestProducts } from '../../../features/transaction/api/requests-provider-product-dropdown'
import {
  RequestListScreen,
  useRequestListQuery,
} from '../../../features/transaction/components/request-list-screen'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'

const optionsOf = (list: { value: string; description: string }[] | undefined) =>
  (list ?? []).map((entry) => ({ value: entry.value, label: entry.description }))

/** Requests for the provider company's products, newest first. */
export function RequestApprovalListRoute() {
  const t = useT(transactionRequestTexts)
  const list = useRequestListQuery()
  const requests = useProviderRequests(list.query)
  const products = useRequestProducts()
  const consumers = useRequestConsumers()

  return (
    <RequestListScreen
      title={t('approvalTitle')}
      description={t('approvalDescription')}
      side="provider"
      list={list}
      requests={requests}
      searchPlaceholder={t('providerSearch')}
      productOptions={optionsOf(products.data?.data)}
      consumerOptions={optionsOf(consumers.data?.data)}
      empty={{
        title: t('noRequestsTitle'),
        hint: t('providerEmptyHint'),
      }}
      detailPath="/provider/my-transaction/request-approval/detail"
    />
  )
}
