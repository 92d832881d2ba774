import { useParams } from 'react-router'
import { useProviderRequestDetail } from '../../../features/transaction/api/requests-provider-detail'
import { ProviderAccessActions } from '../../../features/transaction/components/provider-access-actions'
import { ProviderRequestActions } from '../../../features/transaction/components/provider-request-actions'
import { RequestDetailFrame } from '../../../features/transaction/components/request-detail-frame'
import { RequestDetailView } from '../../../features/transaction/components/request-detail-view'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../../../features/transaction/transaction-requests.texts'

/** One request for the provider company's products; `id` is the transaction number. */
export function RequestApprovalDetailRoute() {
  const { id = '' } = useParams()
  const t = useT(transactionRequestTexts)
  const detail = useProviderRequestDetail(id)
  return (
    <RequestDetailFrame
      transactionNo={id}
      backTo="/provider/my-transaction/request-approval"
      backLabel={t('approvalTitle')}
      query={detail}
    >
      {(request) => (
        <RequestDetailView
          request={request}
          side="provider"
          actions={
            request.can_decide ? (
              <ProviderRequestActions request={request} onReload={() => detail.refetch()} />
            ) : request.can_suspend || request.can_resume || request.can_revoke ? (
              <ProviderAccessActions request={request} onReload={() => detail.refetch()} />
            ) : undefined
          }
        />
      )}
    </RequestDetailFrame>
  )
}
