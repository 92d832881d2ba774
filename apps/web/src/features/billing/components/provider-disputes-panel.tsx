import { Button } from '@mantine/core'
import { useState } from 'react'
import { disputeRoutes, disputesMessages, isActionRoleAllowed, type DisputeStatus } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
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
        emptyText="No consumer has disputed a charge for your products."
        actionOf={(dispute) =>
          dispute.status === 'OPEN' && canAnswer ? (
            <Button
              size="xs"
              variant="light"
              aria-label={`Answer the dispute about ${dispute.product_name} on ${dispute.invoice_no}`}
              onClick={() =>
                setTarget({
                  title: 'Answer the dispute',
                  description: `${dispute.consumer_legal_name} disputes ${dispute.product_name} on ${dispute.invoice_no}. Your answer is shown to them and to Lumbung, who resolves the dispute.`,
                  label: 'Answer',
                  submitLabel: 'Send answer',
                  field: 'answer',
                  onSubmit: async (text) => {
                    await answer.mutateAsync({ id: dispute.id, body: { answer: text } })
                    void toast({ color: 'green', message: disputesMessages.answered })
                  },
                })
              }
            >
              Answer
            </Button>
          ) : null
        }
      />
      <DisputeTextModal target={target} onClose={() => setTarget(null)} />
    </>
  )
}
