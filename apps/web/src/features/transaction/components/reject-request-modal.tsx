import {
  transactionRequestLabels,
  transactionRequestLimits,
  transactionRequestRejectBody,
} from '@lumbung/contract'
import { ReasonModal } from './reason-modal'

export interface RejectRequestModalProps {
  transactionNo: string
  isOpen: boolean
  onClose: () => void
  /** Sends the rejection; a failure it throws is shown in the modal unless `onFailure` took it. */
  onReject: (reason: string) => Promise<unknown>
}

/** The provider rejects a waiting request; the reason is required and is shown to the consumer. */
export function RejectRequestModal({ transactionNo, isOpen, onClose, onReject }: RejectRequestModalProps) {
  return (
    <ReasonModal
      title="Reject this request?"
      transactionNo={transactionNo}
      isOpen={isOpen}
      onClose={onClose}
      schema={transactionRequestRejectBody}
      label={transactionRequestLabels.reason}
      description="The requesting company reads this reason, so say what would make a new request acceptable."
      isRequired
      minRows={4}
      maxLength={transactionRequestLimits.reasonMax}
      submitLabel="Reject request"
      submitColor="red"
      onConfirm={onReject}
    />
  )
}
