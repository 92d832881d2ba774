import { transactionRequestLimits, transactionRequestRejectBody } from '@lumbung/contract'
import { ReasonModal } from './reason-modal'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface RejectRequestModalProps {
  transactionNo: string
  isOpen: boolean
  onClose: () => void
  /** Sends the rejection; a failure it throws is shown in the modal unless `onFailure` took it. */
  onReject: (reason: string) => Promise<unknown>
}

/** The provider rejects a waiting request; the reason is required and is shown to the consumer. */
export function RejectRequestModal({ transactionNo, isOpen, onClose, onReject }: RejectRequestModalProps) {
  const t = useT(transactionRequestTexts)
  return (
    <ReasonModal
      title={t('rejectTitle')}
      transactionNo={transactionNo}
      isOpen={isOpen}
      onClose={onClose}
      schema={transactionRequestRejectBody}
      label={t('rejectReason')}
      description={t('rejectHint')}
      isRequired
      minRows={4}
      maxLength={transactionRequestLimits.reasonMax}
      submitLabel={t('rejectSubmit')}
      submitColor="red"
      onConfirm={onReject}
    />
  )
}
