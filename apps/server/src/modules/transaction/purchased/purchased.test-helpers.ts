import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../../../db/database'
import { transactionRequestRevisions, transactionRequests, users } from '../../../db/schema'

export const purchasedBase = '/api/transaction/consumer/purchased'

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function newTransactionNo(): string {
  const suffix = [...randomBytes(6)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `TRX-20261121-${suffix}`
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  return row!.id
}

/** Starts from no transactions at all, whatever the demo data holds, so counts are exact. */
export async function clearTransactions(db: Database) {
  await db.delete(transactionRequestRevisions)
  await db.delete(transactionRequests)
}

export interface PurchaseValues {
  productId: string
  productName: string
  consumerTenantId: string
  providerTenantId: string
  providerLegalName: string
  requestedBy: string
  status: 'WAITING_APPROVAL' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN' | 'EXPIRED'
  dataType?: 'API' | 'FILE' | 'SECRET_SHARE'
  pricingModel?: 'PAY_PER_CALL' | 'SUBSCRIPTION' | 'ONE_TIME' | 'PAY_PER_QUERY'
  unit?: 'CALL' | 'MONTH' | 'YEAR' | 'FILE' | 'QUERY'
  deliveryMethod?: 'API' | 'DOWNLOAD' | 'CLOUD_STORAGE' | 'QUERY'
  price?: number
  monthlyQuota?: number | null
  periodCount?: number | null
  periodStart?: Date | null
  periodEnd?: Date | null
  decidedAt?: Date
}

/**
 * A transaction request row as the request service stores it, with its snapshots; the purchased-data
 * area only reads these rows, so tests put them in place directly.
 */
export async function insertPurchase(db: Database, values: PurchaseValues): Promise<string> {
  const transactionNo = newTransactionNo()
  const isDecided = values.status !== 'WAITING_APPROVAL' && values.status !== 'WITHDRAWN'
  const decidedAt = values.decidedAt ?? new Date()
  await db.insert(transactionRequests).values({
    transactionNo,
    productId: values.productId,
    consumerTenantId: values.consumerTenantId,
    providerTenantId: values.providerTenantId,
    requestedBy: values.requestedBy,
    purposeOfUsage: 'Verifying customers during onboarding',
    isDataAccessAgreement: true,
    status: values.status,
    transactionMetadata: {
      unit: values.unit ?? 'CALL',
      price: values.price ?? 1500,
      owner_id: values.providerTenantId,
      data_type: values.dataType ?? 'API',
      product_id: values.productId,
      data_type_id: null,
      pricing_model: values.pricingModel ?? 'PAY_PER_CALL',
      delivery_method: values.deliveryMethod ?? 'API',
      product_name: values.productName,
      owner_legal_name: values.providerLegalName,
      monthly_quota: values.monthlyQuota ?? null,
      period_count: values.periodCount ?? null,
    },
    requestMetadata: { user_id: values.requestedBy, tenant_id: values.consumerTenantId },
    approvalMetadata: isDecided ? { action: values.status, date: decidedAt.toISOString() } : null,
    rejectReason: values.status === 'REJECTED' ? 'Not for this use' : null,
    decidedAt: isDecided ? decidedAt : null,
    periodCount: values.periodCount ?? null,
    periodStart: values.periodStart ?? null,
    periodEnd: values.periodEnd ?? null,
  })
  return transactionNo
}
