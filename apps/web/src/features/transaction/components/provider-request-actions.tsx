import { Button, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react'
import { type TransactionRequestDetail, type TransactionRequestUpdateBody } from '@lumbung/contract'
import { confirm, notify, toast } from '../../../components/feedback'
import { useApproveRequest } from '../api/requests-approve'
import { useRejectRequest } from '../api/requests-reject'
import { useUpdateRequestTerms } from '../api/requests-update'
import { RejectRequestModal } from './reject-request-modal'
import { conflictMessageOf, isConflict } from './request-form-errors'
import { UpdateTermsModal } from './update-terms-modal'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface ProviderRequestActionsProps {
  request: TransactionRequestDetail
  /** Reloads the request, so the screen shows what another admin decided meanwhile. */
  onReload: () => Promise<unknown>
}

const approveReasonId = 'approve-waiting-reason'

/**
 * Approve, reject and update terms, shown only while the provider may still decide; approve waits for
 * the consumer's acceptance of new terms.
 */
export function ProviderRequestActions({ request, onReload }: ProviderRequestActionsProps) {
  const t = useT(transactionRequestTexts)
  const approve = useApproveRequest()
  const reject = useRejectRequest()
  const update = useUpdateRequestTerms()
  const [isRejectOpen, rejectModal] = useDisclosure(false)
  const [isUpdateOpen, updateModal] = useDisclosure(false)

  /** A 409 means another admin or the consumer acted first: say so, close the form, and show the new state. */
  const runAction = async (action: () => Promise<unknown>, onDone: () => void, doneMessage: string) => {
    try {
      await action()
      onDone()
      void toast({ color: 'teal', message: doneMessage })
    } catch (error) {
      if (!isConflict(error)) throw error
      onDone()
      await onReload()
      void notify({
        type: 'warning',
        title: t('alreadyChanged'),
        message: conflictMessageOf(error),
        autoClose: false,
      })
    }
  }

  if (!request.can_decide) return null

  const askApprove = () =>
    void confirm({
      title: t('approveTitle'),
      body: t('approveBody', {
        consumer: request.consumer_legal_name,
        product: request.transaction_metadata.product_name,
      }),
      actions: [
        { label: t('cancel'), variant: 'default' },
        {
          label: t('approve'),
          onClick: () =>
            runAction(
              () => approve.mutateAsync(request.transaction_no),
              () => undefined,
              t('approvedToast'),
            ),
        },
      ],
    })

  return (
    <>
      <Button variant="default" leftSection={<IconEdit size={16} />} onClick={updateModal.open}>
        {t('updateTerms')}
      </Button>
      <Button color="red" variant="light" leftSection={<IconX size={16} />} onClick={rejectModal.open}>
        {t('reject')}
      </Button>
      {request.can_approve ? (
        <Button leftSection={<IconCheck size={16} />} onClick={askApprove}>
          {t('approve')}
        </Button>
      ) : (
        <>
          {/* New terms wait for the consumer: the button stays in view, disabled, with the reason beside it. */}
          <Text size="sm" c="dimmed" id={approveReasonId} data-testid="approve-waiting-reason">
            {t('approveWaits', { consumer: request.consumer_legal_name })}
          </Text>
          <Button leftSection={<IconCheck size={16} />} disabled aria-describedby={approveReasonId}>
            {t('approve')}
          </Button>
        </>
      )}
      <RejectRequestModal
        key={`reject-${request.transaction_no}`}
        transactionNo={request.transaction_no}
        isOpen={isRejectOpen}
        onClose={rejectModal.close}
        onReject={(reason) =>
          runAction(
            () => reject.mutateAsync({ transaction_no: request.transaction_no, reason }),
            rejectModal.close,
            t('rejectedToast'),
          )
        }
      />
      {isUpdateOpen ? (
        <UpdateTermsModal
          request={request}
          isOpen={isUpdateOpen}
          onClose={updateModal.close}
          onUpdate={(body: TransactionRequestUpdateBody) =>
            runAction(() => update.mutateAsync(body), updateModal.close, t('updatedToast'))
          }
        />
      ) : null}
    </>
  )
}
