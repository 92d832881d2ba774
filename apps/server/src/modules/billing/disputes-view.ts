import type { Dispute, DisputeEvent } from '@lumbung/contract'
import type { BillingDisputeEventRow } from '../../db/schema'
import type { DisputeWithNames } from './disputes.repository'

/** Which party took each step: the consumer opens, the provider answers, an operator resolves. */
const partyOf: Record<BillingDisputeEventRow['action'], DisputeEvent['party']> = {
  OPENED: 'consumer',
  ANSWERED: 'provider',
  CREDITED: 'operator',
  REJECTED: 'operator',
}

export function disputeOf(
  row: DisputeWithNames,
  events: { event: BillingDisputeEventRow; actorName: string | null }[],
): Dispute {
  return {
    id: row.dispute.id,
    status: row.dispute.status,
    outcome: row.dispute.outcome,
    invoice_id: row.dispute.invoiceId,
    invoice_no: row.invoiceNo,
    invoice_line_id: row.dispute.invoiceLineId,
    period: row.period,
    consumer_tenant_id: row.dispute.consumerTenantId,
    consumer_legal_name: row.consumerLegalName,
    provider_tenant_id: row.dispute.providerTenantId,
    provider_legal_name: row.providerLegalName,
    product_id: row.productId,
    product_name: row.productName,
    line_amount: row.lineAmount,
    credit_amount: row.dispute.creditAmount,
    created_date: row.dispute.createdAt.toISOString(),
    events: events.map(({ event, actorName }) => ({
      action: event.action,
      party: partyOf[event.action],
      actor_name: actorName,
      text: event.text,
      amount: event.amount,
      created_date: event.createdAt.toISOString(),
    })),
  }
}
