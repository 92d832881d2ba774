import { useParams } from 'react-router'
import { useConsumerRequestDetail } from '../../../features/transaction/api/requests-consumer-detail'
import { ConsumerRequestActions } from '../../../features/transaction/components/consumer-request-actions'
import { RequestDetailFrame } from '../../../features/transaction/components/request-detail-frame'
import { RequestDetailView } from '../../../features/transaction/components/request-detail-view'
import { RequestPurchaseLink } from '../../../features/transaction/components/request-purchase-link'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'

/** One of the consumer company's requests; `id` is the transaction number. */
export function MyRequestDetailRoute() {
  const { id = '' } = useParams()
  const t = useT(transactionRequestTexts)
  const detail = useConsumerRequestDetail(id)
  return (
    <RequestDetailFrame
      transactionNo={id}
      backTo="/consumer/my-transaction/my-request"
      backLabel={t('myRequestTitle')}
      query={detail}
    >
      {(request) => (
        <RequestDetailView
          request={request}
          side="consumer"
          actions={
            request.can_withdraw || request.can_accept ? (
              <ConsumerRequestActions request={request} onReload={() => detail.refetch()} />
            ) : request.status === 'APPROVED' ? (
              <RequestPurchaseLink transactionNo={request.transaction_no} />
            ) : undefined
          }
        />
      )}
    </RequestDetailFrame>
  )
}
