import { Button, Stack } from '@mantine/core'
import { useState } from 'react'
import {
  disputeRoutes,
  disputesMessages,
  enumOptionsOf,
  isActionRoleAllowed,
  type DisputeStatus,
} from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { StatusFilter } from '../../../components/list-table'
import { useAnswerDispute } from '../api/answer-dispute'
import { useProviderDisputes } from '../api/provider-disputes'
import { QueryState } from './billing-page-frame'
import { DisputesList } from './disputes-list'
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
    <Stack gap="md">
      <StatusFilter
        data={enumOptionsOf('disputeStatus')}
        value={status}
        onChange={(value) => onChange('status', value)}
      />
      <QueryState query={disputes}>
        {() => (
          <DisputesList
            disputes={disputes.data?.data ?? []}
            totalRecords={disputes.data?.total_data ?? 0}
            page={page}
            pageSize={pageSize}
            onPageChange={(next) => onChange('page', next)}
            emptyText={
              status ? 'No dispute has this status.' : 'No consumer has disputed a charge for your products.'
            }
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
        )}
      </QueryState>
      <DisputeTextModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  )
}
