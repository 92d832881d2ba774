import { Button, Group, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { disputeRoutes, formatRupiah, isActionRoleAllowed, type InvoiceDetail } from '@lumbung/contract'
import { toast } from '../../../components/feedback'
import { useCurrentUser } from '../../../components/layout/current-user-context'
import { useT } from '../../../lib/i18n/i18n'
import { billingDisputeTexts } from '../billing-disputes.texts'
import { useInvoiceDisputes } from '../api/invoice-disputes'
import { useOpenDispute } from '../api/open-dispute'
import { useBillingLabels } from './billing-labels'
import { QueryState } from './billing-page-frame'
import { DisputeTextModal, type DisputeTextTarget } from './dispute-text-modal'
import { DisputeThread } from './dispute-thread'

const disputableKinds = new Set(['PAY_PER_CALL', 'PAY_PER_QUERY', 'SUBSCRIPTION', 'ONE_TIME'])

/**
 * The charges of an issued invoice, each with its dispute: a "Dispute" action for the company's owner
 * and admins while none is open, then the dispute's history on the line.
 */
export function InvoiceDisputes({ invoice }: { invoice: InvoiceDetail & { id: string } }) {
  const t = useT(billingDisputeTexts)
  const labels = useBillingLabels()
  const { user } = useCurrentUser()
  const disputes = useInvoiceDisputes(invoice.id)
  const openDispute = useOpenDispute()
  const [target, setTarget] = useState<DisputeTextTarget | null>(null)
  const canDispute = isActionRoleAllowed(disputeRoutes.open.config.access, user.application_role)
  const lines = invoice.lines.filter((line) => line.id && disputableKinds.has(line.kind) && line.amount > 0)
  if (lines.length === 0) return null

  return (
    <QueryState query={disputes}>
      {() => (
        <Stack gap="md">
          {lines.map((line) => {
            const dispute = disputes.data?.find((item) => item.invoice_line_id === line.id)
            const name = `${line.product_name} — ${labels.label('billingLineKind', line.kind)}`
            return (
              <Stack key={line.id} gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[line.provider_legal_name, line.transaction_no].filter(Boolean).join(' · ')} ·{' '}
                      {formatRupiah(line.amount)}
                    </Text>
                  </Stack>
                  {!dispute && canDispute ? (
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={t('disputeLine', { line: name, amount: formatRupiah(line.amount) })}
                      onClick={() =>
                        setTarget({
                          title: t('disputeTitle'),
                          description: t('disputeDescription', {
                            line: name,
                            invoice: invoice.invoice_no ?? t('thisInvoice'),
                            amount: formatRupiah(line.amount),
                          }),
                          label: t('reason'),
                          submitLabel: t('sendDispute'),
                          field: 'reason',
                          onSubmit: async (reason) => {
                            await openDispute.mutateAsync({ invoice_line_id: line.id!, reason })
                            void toast({ color: 'green', message: t('opened') })
                          },
                        })
                      }
                    >
                      {t('dispute')}
                    </Button>
                  ) : null}
                </Group>
                {dispute ? <DisputeThread dispute={dispute} /> : null}
              </Stack>
            )
          })}
          <DisputeTextModal target={target} onClose={() => setTarget(null)} />
        </Stack>
      )}
    </QueryState>
  )
}
