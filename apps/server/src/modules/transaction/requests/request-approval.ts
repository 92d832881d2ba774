import { firstCallMessages, type ApprovalMetadata } from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { ProductFields, TransactionRequestRow } from '../../../db/schema'
import type { ChangeNotices } from '../../../lib/change-notices'
import { periodEndOf } from './request-dates'
import type { PersonProfile } from './request-snapshots'
import { transactionMetadataOfRow } from './request-view'
import type { RequestChange } from './requests.repository'
import { isApprovedByRule } from '../../../lib/auto-approval'

/**
 * What approving a request writes, whoever approves it: the decision, the terms revision the purchase
 * is bound to and, for a subscription, its period from now.
 */
export function approvalChangeOf(
  row: TransactionRequestRow,
  approvalMetadata: ApprovalMetadata,
  decidedBy: string | null,
  boundRevision: number,
  at: Date,
): RequestChange {
  const terms = transactionMetadataOfRow(row)
  const change: RequestChange = {
    status: 'APPROVED',
    approvalMetadata,
    decidedBy,
    decidedAt: at,
    transactionMetadata: { ...terms, approved_revision_no: boundRevision },
  }
  const unit = terms.unit
  if (terms.pricing_model === 'SUBSCRIPTION' && row.periodCount && (unit === 'MONTH' || unit === 'YEAR')) {
    change.periodStart = at
    change.periodEnd = periodEndOf(at, row.periodCount, unit)
  }
  return change
}

/** Whether the product's rule approves this company's request at once; anything else waits for a person. */
export function isApprovedAutomatically(
  product: Pick<ProductFields, 'autoApprove' | 'autoApproveIndustries'>,
  requester: Pick<PersonProfile, 'verificationStatus' | 'industry'>,
): boolean {
  return isApprovedByRule(product, {
    isVerified: requester.verificationStatus === 'VERIFIED',
    industry: requester.industry,
  })
}

/**
 * The decision's record for an automatic approval: no person decided, so it names the rule and the
 * provider whose rule it is, leaving the person's fields empty.
 */
export function automaticApprovalMetadataOf(
  product: Pick<ProductFields, 'tenantId'>,
  ownerLegalName: string,
  at: Date,
): ApprovalMetadata {
  return {
    date: at.toISOString(),
    email: '',
    action: 'APPROVED',
    user_id: '',
    username: '',
    full_name: firstCallMessages.autoApprovalDecider,
    tenant_id: product.tenantId,
    legal_name: ownerLegalName,
    phone_number: null,
    employee_position: null,
  }
}

export interface ApprovalNoticeDependencies {
  changes: Pick<ChangeNotices, 'publish'>
  logger: Pick<FastifyBaseLogger, 'warn'>
}

/**
 * Tells every instance's gateway that a purchase was approved, after the approval committed: a gateway
 * that refused the company a moment ago keeps that refusal in memory, and would otherwise go on
 * refusing the new purchase until the entry expired.
 */
export async function announceApproval(
  { changes, logger }: ApprovalNoticeDependencies,
  row: Pick<TransactionRequestRow, 'id' | 'consumerTenantId' | 'transactionNo'>,
): Promise<void> {
  await changes
    .publish({ topic: 'purchase', transactionRequestId: row.id, consumerTenantId: row.consumerTenantId })
    .catch((error: unknown) => {
      // Committed: a lost notice must not fail the answer; the gateway's cache entries expire on their own.
      logger.warn({ err: error, transactionNo: row.transactionNo }, 'could not publish the approval notice')
    })
}
