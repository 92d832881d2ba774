import { Button } from '@mantine/core'
import { useState } from 'react'
import { disputeRoutes, isActionRoleAllowed, type DisputeStatus } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { useT } from '../../../lib/i18n/i18n'
import { billingDisputeTexts } from '../billing-disputes.texts'
import { useAnswerDispute } from '../api/answer-dispute'
import { useProviderDisputes } from '../api/provider-disputes'
import { FilteredDisputes } from './disputes-list'
import { DisputeTextModal, type DisputeTextTarget } from './dispute-text-modal'

const pageSize = 10

/** The disputes of the provider's products, with an answer form while one is open. */
export function ProviderDisputesPanel({
  status,
  page,
  onChange,
}: {
  status: DisputeStatus | null
  page: number
  onChange: (name: string, value: string | number | null) => void
}) {
  const t = useT(billingDisputeTexts)
  const { user } = useCurrentUser()
  const disputes = useProviderDisputes({ page, limit: pageSize, ...(status ? { status } : {}) })
  const answer = useAnswerDispute()
  const [target, setTarget] = useState<DisputeTextTarget | null>(null)
  const canAnswer = isActionRoleAllowed(disputeRoutes.answer.config.access, user.application_role)
  return (
    <>
      <FilteredDisputes
        status={status}
        page={page}
        pageSize={pageSize}
        onChange={onChange}
        disputes={disputes}
        emptyText={t('providerEmpty')}
        actionOf={(dispute) =>
          dispute.status === 'OPEN' && canAnswer ? (
            <Button
              size="xs"
              variant="light"
              aria-label={t('answerLabel', { product: dispute.product_name, invoice: dispute.invoice_no })}
              onClick={() =>
                setTarget({
                  title: t('answerTitle'),
                  description: t('answerDescription', {
                    consumer: dispute.consumer_legal_name,
                    product: dispute.product_name,
                    invoice: dispute.invoice_no,
                  }),
                  label: t('answer'),
                  submitLabel: t('sendAnswer'),
                  field: 'answer',
                  onSubmit: async (text) => {
                    await answer.mutateAsync({ id: dispute.id, body: { answer: text } })
                    void toast({ color: 'green', message: t('answered') })
                  },
                })
              }
            >
              {t('answerButton')}
            </Button>
          ) : null
        }
      />
      <DisputeTextModal target={target} onClose={() => setTarget(null)} />
    </>
  )
}
