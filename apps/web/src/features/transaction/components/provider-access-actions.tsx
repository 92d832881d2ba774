import { Button } from '@mantine/core'
import { IconLock, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react'
import { useState } from 'react'
import { type PurchaseAccessAction, type TransactionRequestDetail } from '@lumbung/contract'
import { notify, toast } from '../../../components/feedback'
import { useResumePurchase } from '../api/requests-resume'
import { useRevokePurchase } from '../api/requests-revoke'
import { useSuspendPurchase } from '../api/requests-suspend'
import { PurchaseAccessModal } from './purchase-access-modal'
import { conflictMessageOf, isConflict } from './request-form-errors'
import { transactionRequestTexts } from '../transaction-requests.texts'
import { useT } from '../../../lib/i18n/i18n'
import { notice, type NoticeKey } from '../../../lib/i18n/notices'

export interface ProviderAccessActionsProps {
  request: TransactionRequestDetail
  /** Reloads the request, so the screen shows what another admin did meanwhile. */
  onReload: () => Promise<unknown>
}

const doneMessages: Record<PurchaseAccessAction, NoticeKey> = {
  suspend: 'purchaseAccess.suspended',
  resume: 'purchaseAccess.resumed',
  revoke: 'purchaseAccess.revoked',
}

/** Suspend, resume and revoke an approved purchase: only the actions the server says are open now. */
export function ProviderAccessActions({ request, onReload }: ProviderAccessActionsProps) {
  const t = useT(transactionRequestTexts)
  const suspend = useSuspendPurchase()
  const resume = useResumePurchase()
  const revoke = useRevokePurchase()
  const [openAction, setOpenAction] = useState<PurchaseAccessAction | null>(null)
  const close = () => setOpenAction(null)

  const send = async (action: PurchaseAccessAction, reason: string | undefined) => {
    const transactionNo = request.transaction_no
    try {
      if (action === 'resume') await resume.mutateAsync({ transaction_no: transactionNo, reason })
      else {
        const mutation = action === 'suspend' ? suspend : revoke
        await mutation.mutateAsync({ transaction_no: transactionNo, reason: reason ?? '' })
      }
      close()
      void toast({ color: 'teal', message: notice(doneMessages[action]) })
    } catch (error) {
      // Another admin acted first: say so, close the form, and show the purchase as it stands.
      if (!isConflict(error)) throw error
      close()
      await onReload()
      void notify({
        type: 'warning',
        title: t('purchaseChanged'),
        message: conflictMessageOf(error),
        autoClose: false,
      })
    }
  }

  return (
    <>
      {request.can_resume ? (
        <Button
          color="teal"
          variant="light"
          leftSection={<IconPlayerPlay size={16} />}
          onClick={() => setOpenAction('resume')}
        >
          {t('resumeAccess')}
        </Button>
      ) : null}
      {request.can_suspend ? (
        <Button
          color="orange"
          variant="light"
          leftSection={<IconPlayerPause size={16} />}
          onClick={() => setOpenAction('suspend')}
        >
          {t('suspendAccess')}
        </Button>
      ) : null}
      {request.can_revoke ? (
        <Button
          color="red"
          variant="light"
          leftSection={<IconLock size={16} />}
          onClick={() => setOpenAction('revoke')}
        >
          {t('revokeAccess')}
        </Button>
      ) : null}
      {openAction ? (
        <PurchaseAccessModal
          key={`${openAction}-${request.transaction_no}`}
          action={openAction}
          transactionNo={request.transaction_no}
          buyerName={request.consumer_legal_name}
          isOpen
          onClose={close}
          onConfirm={(reason) => send(openAction, reason)}
        />
      ) : null}
    </>
  )
}
