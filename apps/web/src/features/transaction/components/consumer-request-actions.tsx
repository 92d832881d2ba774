import { Button } from '@mantine/core'
import { IconArrowBackUp, IconChecks } from '@tabler/icons-react'
import type { TransactionRequestDetail } from '@lumbung/contract'
import { confirm, notify, toast } from '../../../components/feedback'
import { useAcceptRequestTerms } from '../api/requests-accept'
import { useWithdrawRequest } from '../api/requests-withdraw'
import { conflictMessageOf, isConflict } from './request-form-errors'
import { latestRevisionOf } from './request-terms'
import { useT } from '../../../lib/i18n/i18n'
import { transactionRequestTexts } from '../transaction-requests.texts'

export interface ConsumerRequestActionsProps {
  request: TransactionRequestDetail
  onReload: () => Promise<unknown>
}

/**
 * Accept the provider's latest terms (only while they wait for the consumer) and withdraw (while the
 * request waits at all).
 */
export function ConsumerRequestActions({ request, onReload }: ConsumerRequestActionsProps) {
  const t = useT(transactionRequestTexts)
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
        title: t('providerActedTitle'),
        message: conflictMessageOf(error),
        autoClose: false,
      })
    }
  }

  const askWithdraw = () =>
    void confirm({
      title: t('withdrawTitle'),
      body: t('withdrawBody', { provider: providerName }),
      actions: [
        { label: t('keepRequest'), variant: 'default' },
        {
          label: t('withdraw'),
          color: 'red',
          onClick: () => run(() => withdraw.mutateAsync(request.transaction_no), t('withdrawnToast')),
        },
      ],
    })

  const askAccept = () =>
    void confirm({
      title: t('acceptTitle'),
      body: t('acceptBody', { provider: providerName, revision: revisionNo }),
      actions: [
        { label: t('keepReading'), variant: 'default' },
        {
          label: t('acceptButton', { revision: revisionNo }),
          onClick: () =>
            run(
              () => accept.mutateAsync({ transactionNo: request.transaction_no, revisionNo }),
              t('acceptedToast'),
            ),
        },
      ],
    })

  return (
    <>
      {request.can_withdraw ? (
        <Button color="red" variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={askWithdraw}>
          {t('withdraw')}
        </Button>
      ) : null}
      {request.can_accept ? (
        <Button leftSection={<IconChecks size={16} />} onClick={askAccept}>
          {t('acceptButton', { revision: revisionNo })}
        </Button>
      ) : null}
    </>
  )
}
