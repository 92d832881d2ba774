import { Button } from '@mantine/core'
import { IconArrowBackUp, IconChecks } from '@tabler/icons-react'
import {
  transactionRequestMessages,
  transactionTermsMessages,
  transactionTermsTexts as texts,
  type TransactionRequestDetail,
} from '@lumbung/contract'
import { confirm, notify, toast } from '../../../components/feedback'
import { useAcceptRequestTerms } from '../api/requests-accept'
import { useWithdrawRequest } from '../api/requests-withdraw'
import { conflictMessageOf, isConflict } from './request-form-errors'
import { latestRevisionOf } from './request-terms'

export interface ConsumerRequestActionsProps {
  request: TransactionRequestDetail
  onReload: () => Promise<unknown>
}

/**
 * Accept the provider's latest terms (only while they wait for the consumer) and withdraw (while the
 * request waits at all).
 */
export function ConsumerRequestActions({ request, onReload }: ConsumerRequestActionsProps) {
  const withdraw = useWithdrawRequest()
  const accept = useAcceptRequestTerms()
  if (!request.can_withdraw && !request.can_accept) return null
  const revisionNo = latestRevisionOf(request)
  const providerName = request.transaction_metadata.owner_legal_name

  /** A 409 means the provider acted first (decided, or sent newer terms): say so and reload. */
  const run = async (action: () => Promise<unknown>, doneMessage: string) => {
    try {
      await action()
      void toast({ color: 'teal', message: doneMessage })
    } catch (error) {
      if (!isConflict(error)) throw error
      await onReload()
      void notify({
        type: 'warning',
        title: texts.providerActedTitle,
        message: conflictMessageOf(error),
        autoClose: false,
      })
    }
  }

  const askWithdraw = () =>
    void confirm({
      title: 'Withdraw this request?',
      body: `${providerName} will no longer be able to approve it. To get the product later, send a new request.`,
      actions: [
        { label: 'Keep request', variant: 'default' },
        {
          label: 'Withdraw',
          color: 'red',
          onClick: () =>
            run(() => withdraw.mutateAsync(request.transaction_no), transactionRequestMessages.withdrawn),
        },
      ],
    })

  const askAccept = () =>
    void confirm({
      title: texts.acceptTitle,
      body: texts.acceptBody(providerName, revisionNo),
      actions: [
        { label: texts.keepReading, variant: 'default' },
        {
          label: texts.acceptButton(revisionNo),
          onClick: () =>
            run(
              () => accept.mutateAsync({ transactionNo: request.transaction_no, revisionNo }),
              transactionTermsMessages.accepted,
            ),
        },
      ],
    })

  return (
    <>
      {request.can_withdraw ? (
        <Button color="red" variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={askWithdraw}>
          Withdraw
        </Button>
      ) : null}
      {request.can_accept ? (
        <Button leftSection={<IconChecks size={16} />} onClick={askAccept}>
          {texts.acceptButton(revisionNo)}
        </Button>
      ) : null}
    </>
  )
}
