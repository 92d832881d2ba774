import { Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { disputesMessages, enumOptionsOf, type Dispute, type DisputeStatus } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { StatusFilter } from '../../../components/list-table'
import { useOperatorDisputes } from '../api/operator-disputes'
import { useResolveDispute } from '../api/resolve-dispute'
import { QueryState } from './billing-page-frame'
import { DisputesList } from './disputes-list'
import { ResolveDisputeModal } from './resolve-dispute-modal'

const pageSize = 10

/** Every company's disputes, the unresolved ones to act on, with the resolve form. */
export function OperatorDisputesPanel({
  status,
  page,
  onChange,
}: {
  status: DisputeStatus | null
  page: number
  onChange: (name: string, value: string | number | null) => void
}) {
  const disputes = useOperatorDisputes({ page, limit: pageSize, ...(status ? { status } : {}) })
  const resolve = useResolveDispute()
  const [resolving, setResolving] = useState<Dispute | null>(null)
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
            emptyText={status ? 'No dispute has this status.' : 'No charge has been disputed.'}
            actionOf={(dispute) =>
              dispute.status === 'RESOLVED' ? null : (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Resolve the dispute about ${dispute.product_name} on ${dispute.invoice_no}`}
                  onClick={() => setResolving(dispute)}
                >
                  Resolve
                </Button>
              )
            }
          />
        )}
      </QueryState>
      <ResolveDisputeModal
        dispute={resolving}
        onClose={() => setResolving(null)}
        onSubmit={async (body) => {
          if (!resolving) return
          await resolve.mutateAsync({ id: resolving.id, body })
          void toast({ color: 'green', message: disputesMessages.resolved })
        }}
      />
    </Stack>
  )
}
