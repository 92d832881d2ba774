import type {
  ApprovalMetadata,
  RequestMetadata,
  TransactionMetadata,
  TransactionRequestRevision,
} from '@lumbung/contract'
import type { ProductFields } from '../../../db/schema'
import { trialOf } from '../../../lib/purchase-trials'

/** The requester or decider and their company, as the profiles read at the moment of the snapshot. */
export interface PersonProfile {
  userId: string
  email: string
  fullName: string
  phoneNumber: string | null
  employeePosition: string | null
  tenantId: string
  legalName: string
  address: string | null
  industry: string | null
  /** The company's verification: only a verified company's request may be approved automatically. */
  verificationStatus: string
}

export type Terms = TransactionRequestRevision['terms']

/**
 * The product's terms when requested (docs/product.md#snapshots): later product edits never reach this copy.
 */
export function transactionMetadataOf(
  product: ProductFields,
  ownerLegalName: string,
  periodCount: number | null,
): TransactionMetadata {
  const trial = trialOf(product)
  return {
    unit: product.unit,
    price: product.price,
    owner_id: product.tenantId,
    data_type: product.dataType,
    product_id: product.id,
    data_type_id: product.datasetId,
    pricing_model: product.pricingModel,
    delivery_method: product.deliveryMethod,
    product_name: product.name,
    owner_legal_name: ownerLegalName,
    monthly_quota: product.monthlyQuota,
    period_count: periodCount,
    // The trial offered now is part of the terms accepted: a later change of the product's trial
    // reaches only new requests.
    ...(trial ? { trial } : {}),
  }
}

/** The login email is the `username`: accounts have no other handle. */
export function requestMetadataOf(profile: PersonProfile, at: Date): RequestMetadata {
  return {
    email: profile.email,
    address: profile.address,
    user_id: profile.userId,
    industry: profile.industry,
    username: profile.email,
    full_name: profile.fullName,
    tenant_id: profile.tenantId,
    legal_name: profile.legalName,
    phone_number: profile.phoneNumber,
    request_date: at.toISOString(),
    employee_position: profile.employeePosition,
  }
}

export function approvalMetadataOf(
  profile: PersonProfile,
  action: 'APPROVED' | 'REJECTED',
  at: Date,
): ApprovalMetadata {
  return {
    date: at.toISOString(),
    email: profile.email,
    action,
    user_id: profile.userId,
    username: profile.email,
    full_name: profile.fullName,
    tenant_id: profile.tenantId,
    legal_name: profile.legalName,
    phone_number: profile.phoneNumber,
    employee_position: profile.employeePosition,
  }
}

export function termsOf(metadata: TransactionMetadata): Terms {
  return {
    price: metadata.price,
    unit: metadata.unit,
    monthly_quota: metadata.monthly_quota,
    period_count: metadata.period_count,
  }
}

export const isSameTerms = (left: Terms, right: Terms) =>
  left.price === right.price &&
  left.unit === right.unit &&
  left.monthly_quota === right.monthly_quota &&
  left.period_count === right.period_count
