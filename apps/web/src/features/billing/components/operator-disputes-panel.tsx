import { Button } from '@mantine/core'
import { useState } from 'react'
import type { Dispute, DisputeStatus } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useT } from '../../../lib/i18n/i18n'
import { billingDisputeTexts } from '../billing-disputes.texts'
import { useOperatorDisputes } from '../api/operator-disputes'
import { useResolveDispute } from '../api/resolve-dispute'
import { FilteredDisputes } from './disputes-list'
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
  const t = useT(billingDisputeTexts)
  const disputes = useOperatorDisputes({ page, limit: pageSize, ...(status ? { status } : {}) })
  const resolve = useResolveDispute()
  const [resolving, setResolving] = useState<Dispute | null>(null)
  return (
    <>
      <FilteredDisputes
        status={status}
        page={page}
        pageSize={pageSize}
        onChange={onChange}
        disputes={disputes}
        emptyText={t('operatorEmpty')}
        actionOf={(dispute) =>
          dispute.status === 'RESOLVED' ? null : (
            <Button
              size="xs"
              variant="light"
              aria-label={t('resolveLabel', { product: dispute.product_name, invoice: dispute.invoice_no })}
              onClick={() => setResolving(dispute)}
            >
              {t('resolve')}
            </Button>
          )
        }
      />
      <ResolveDisputeModal
        dispute={resolving}
        onClose={() => setResolving(null)}
        onSubmit={async (body) => {
          if (!resolving) return
          await resolve.mutateAsync({ id: resolving.id, body })
          void toast({ color: 'green', message: t('resolved') })
        }}
      />
    </>
  )
}
