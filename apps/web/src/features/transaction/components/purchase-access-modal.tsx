import {
  purchaseAccessChangeBody,
  purchaseAccessLabels,
  purchaseAccessLimits,
  purchaseAccessResumeBody,
  type PurchaseAccessAction,
} from '@lumbung/contract'
import { ReasonModal } from './reason-modal'

const texts: Record<
  PurchaseAccessAction,
  {
    title: string
    body: (buyer: string) => string
    field: string
    hint: string
    button: string
    color: string
  }
> = {
  suspend: {
    title: 'Suspend access to this purchase?',
    body: (buyer) =>
      `${buyer}'s calls, downloads and deliveries of this product are refused at once, until you resume it. The subscription period keeps running.`,
    field: purchaseAccessLabels.reason,
    hint: 'The buyer reads this reason in the mail and on the purchase.',
    button: 'Suspend access',
    color: 'orange',
  },
  resume: {
    title: 'Resume access to this purchase?',
    body: (buyer) => `${buyer} can call, download and receive this product again at once.`,
    field: purchaseAccessLabels.note,
    hint: 'Optional: a note the buyer reads in the mail.',
    button: 'Resume access',
    color: 'teal',
  },
  revoke: {
    title: 'Revoke access to this purchase for good?',
    body: (buyer) =>
      `${buyer} loses this purchase at once and for good: a revoked purchase cannot be resumed. To use the product again, ${buyer} would have to request it again.`,
    field: purchaseAccessLabels.reason,
    hint: 'The buyer reads this reason in the mail and on the purchase.',
    button: 'Revoke access',
    color: 'red',
  },
}

export interface PurchaseAccessModalProps {
  action: PurchaseAccessAction
  transactionNo: string
  buyerName: string
  isOpen: boolean
  onClose: () => void
  /** Sends the change; a failure it throws is shown in the modal. */
  onConfirm: (reason: string | undefined) => Promise<unknown>
}

/** The provider confirms a suspension, resumption or revocation; suspending and revoking need a reason. */
export function PurchaseAccessModal({
  action,
  transactionNo,
  buyerName,
  isOpen,
  onClose,
  onConfirm,
}: PurchaseAccessModalProps) {
  const text = texts[action]
  return (
    <ReasonModal
      title={text.title}
      transactionNo={transactionNo}
      isOpen={isOpen}
      onClose={onClose}
      schema={action === 'resume' ? purchaseAccessResumeBody : purchaseAccessChangeBody}
      intro={text.body(buyerName)}
      label={text.field}
      description={text.hint}
      isRequired={action !== 'resume'}
      minRows={3}
      maxLength={purchaseAccessLimits.reasonMax}
      isAutofocused
      submitLabel={text.button}
      submitColor={text.color}
      onConfirm={onConfirm}
    />
  )
}
