import type {
  ApprovalMetadata,
  RequestMetadata,
  TransactionMetadata,
  TransactionRequestDetail,
  TransactionRequestListItem,
  TransactionRequestRevision,
} from '@lumbung/contract'
import type { TransactionRequestRow } from '../../../db/schema'
import type { StorageUrls } from '../../../lib/storage-urls'
import { acceptedAgreementView } from '../agreements'
import { isAccessActionOpen } from './purchase-access-rules'
import type { RequestSide, RevisionRecord } from './requests.repository'

export const transactionMetadataOfRow = (row: TransactionRequestRow) =>
  row.transactionMetadata as unknown as TransactionMetadata
export const requestMetadataOfRow = (row: TransactionRequestRow) =>
  row.requestMetadata as unknown as RequestMetadata

export const isWaiting = (row: TransactionRequestRow) =>
  row.status === 'WAITING_APPROVAL' || row.status === 'WAITING_CONSUMER_ACCEPTANCE'

export function listItemOf(row: TransactionRequestRow, revisionCount: number): TransactionRequestListItem {
  const terms = transactionMetadataOfRow(row)
  const requester = requestMetadataOfRow(row)
  return {
    transaction_no: row.transactionNo,
    product_id: row.productId,
    product_name: terms.product_name,
    data_type: terms.data_type,
    pricing_model: terms.pricing_model,
    unit: terms.unit,
    price: terms.price,
    status: row.status,
    consumer_id: row.consumerTenantId,
    consumer_legal_name: requester.legal_name,
    owner_id: row.providerTenantId,
    owner_legal_name: terms.owner_legal_name,
    requester_name: requester.full_name,
    requested_date: row.createdAt.toISOString(),
    modified_date: row.updatedAt.toISOString(),
    revision_count: revisionCount,
    access_status: row.accessStatus,
  }
}

function revisionOf(record: RevisionRecord): TransactionRequestRevision {
  return {
    revision_no: record.revisionNo,
    created_date: record.createdAt.toISOString(),
    changed_by_name: record.changedByName,
    previous_terms: record.previousTerms as TransactionRequestRevision['previous_terms'],
    terms: record.terms as TransactionRequestRevision['terms'],
    note: record.note,
  }
}

/**
 * A request as either side reads it. Only the consumer side may withdraw and only the provider side
 * may decide, both only while it waits (the routes already admit only admins and owners); new terms
 * wait for the consumer's acceptance before the provider may approve.
 */
export function detailOf(
  side: RequestSide,
  row: TransactionRequestRow,
  productImageKey: string | null,
  revisions: RevisionRecord[],
  urls: StorageUrls,
): TransactionRequestDetail {
  const requester = requestMetadataOfRow(row)
  return {
    transaction_no: row.transactionNo,
    purpose_of_usage: row.purposeOfUsage,
    is_data_access_agreement: row.isDataAccessAgreement,
    status: row.status,
    transaction_metadata: transactionMetadataOfRow(row),
    request_metadata: requester,
    approval_metadata: (row.approvalMetadata as ApprovalMetadata | null) ?? null,
    product_image_url: productImageKey ? urls.sign(productImageKey) : null,
    consumer_legal_name: requester.legal_name,
    reject_reason: row.rejectReason,
    period_start: row.periodStart?.toISOString() ?? null,
    period_end: row.periodEnd?.toISOString() ?? null,
    requested_date: row.createdAt.toISOString(),
    modified_date: row.updatedAt.toISOString(),
    revisions: revisions.map(revisionOf),
    accepted_revision_no: row.acceptedRevisionNo,
    accepted_date: row.acceptedAt?.toISOString() ?? null,
    repeat_reason: row.repeatReason,
    access_status: row.accessStatus,
    access_reason: row.accessReason,
    access_changed_at: row.accessChangedAt?.toISOString() ?? null,
    can_withdraw: side === 'consumer' && isWaiting(row),
    can_decide: side === 'provider' && isWaiting(row),
    can_accept: side === 'consumer' && row.status === 'WAITING_CONSUMER_ACCEPTANCE',
    can_approve: side === 'provider' && row.status === 'WAITING_APPROVAL',
    can_suspend: side === 'provider' && isAccessActionOpen(row, 'suspend'),
    can_resume: side === 'provider' && isAccessActionOpen(row, 'resume'),
    can_revoke: side === 'provider' && isAccessActionOpen(row, 'revoke'),
    accepted_agreement: acceptedAgreementView(row.acceptedAgreement, urls),
  }
}
