import { Button } from '@mantine/core'
import { IconArrowBackUp } from '@tabler/icons-react'
import { transactionRequestMessages, type TransactionRequestDetail } from '@lumbung/contract'
import { confirm, notify, toast } from '../../../components/feedback'
import { useWithdrawRequest } from '../api/requests-withdraw'
import { conflictMessageOf, isConflict } from './request-form-errors'

export interface ConsumerRequestActionsProps {
  request: TransactionRequestDetail
  onReload: () => Promise<unknown>
}

/** Withdraw, shown only while the request still waits for the provider. */
export function ConsumerRequestActions({ request, onReload }: ConsumerRequestActionsProps) {
  const withdraw = useWithdrawRequest()
  if (!request.can_withdraw) return null

  const askWithdraw = () =>
    void confirm({
      title: 'Withdraw this request?',
      body: `${request.transaction_metadata.owner_legal_name} will no longer be able to approve it. To get the product later, send a new request.`,
      actions: [
        { label: 'Keep request', variant: 'default' },
        {
          label: 'Withdraw',
          color: 'red',
          onClick: async () => {
            try {
              await withdraw.mutateAsync(request.transaction_no)
              void toast({ color: 'teal', message: transactionRequestMessages.withdrawn })
            } catch (error) {
              if (!isConflict(error)) throw error
              await onReload()
              void notify({
                type: 'warning',
                title: 'The provider has already decided',
                message: conflictMessageOf(error),
                autoClose: false,
              })
            }
          },
        },
      ],
    })

  return (
    <Button color="red" variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={askWithdraw}>
      Withdraw
    </Button>
  )
}
