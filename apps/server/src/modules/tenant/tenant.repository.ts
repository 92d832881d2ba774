import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import {
  tenantApiKeys,
  tenantDocuments,
  tenantPayoutAccounts,
  tenants,
  tenantVerificationSubmissions,
  users,
  type TenantRow,
} from '../../db/schema'

export type TenantRepository = ReturnType<typeof createTenantRepository>

export interface TenantProfileChange {
  legalName: string
  brandName: string
  industry: string
  companySize: string
  address: string
  provinceCode: string
  provinceName: string
  districtCode: string
  districtName: string
  subdistrictCode: string
  subdistrictName: string
  phoneNumber: string
  website: string | null
  shortDescription: string | null
  description: string | null
  /** Undefined leaves the stored value as it is. */
  npwp?: string | null | undefined
  npwpAddress?: string | null | undefined
}

export interface NewDocument {
  kind: (typeof tenantDocuments.$inferInsert)['kind']
  fileKey: string
  originalName: string
  contentType: string
  sizeBytes: number
}

/**
 * Every query here names the tenant it touches: callers pass the actor's own tenant id, never one
 * taken from a request, so one company cannot reach another's rows.
 */
export function createTenantRepository(db: Executor) {
  return {
    async findById(tenantId: string, executor: Executor = db): Promise<TenantRow | undefined> {
      const [row] = await executor.select().from(tenants).where(eq(tenants.id, tenantId)).limit(1)
      return row
    },

    async updateProfile(tenantId: string, change: TenantProfileChange, executor: Executor = db) {
      const { npwp, npwpAddress, ...rest } = change
      await executor
        .update(tenants)
        .set({
          ...rest,
          ...(npwp === undefined ? {} : { npwp }),
          ...(npwpAddress === undefined ? {} : { npwpAddress }),
        })
        .where(eq(tenants.id, tenantId))
    },

    /** Answers the previous logo's key so the caller can remove that file. */
    async setLogo(tenantId: string, logoPath: string, executor: Executor = db): Promise<string | null> {
      const [before] = await executor
        .select({ logoPath: tenants.logoPath })
        .from(tenants)
        .where(eq(tenants.id, tenantId))
        .limit(1)
      await executor.update(tenants).set({ logoPath }).where(eq(tenants.id, tenantId))
      return before?.logoPath ?? null
    },

    async setVerificationStatus(
      tenantId: string,
      status: TenantRow['verificationStatus'],
      executor: Executor = db,
    ) {
      await executor.update(tenants).set({ verificationStatus: status }).where(eq(tenants.id, tenantId))
    },

    async becomeProvider(tenantId: string, userId: string, at: Date, executor: Executor = db) {
      await executor
        .update(tenants)
        .set({ isProvider: true, providerTermsAcceptedAt: at, providerTermsAcceptedBy: userId })
        .where(eq(tenants.id, tenantId))
    },

    /** Verified companies that sell on the marketplace; the platform's own tenant is not one. */
    async listVerifiedProviders(executor: Executor = db) {
      return executor
        .select({
          id: tenants.id,
          legalName: tenants.legalName,
          brandName: tenants.brandName,
          industry: tenants.industry,
          logoPath: tenants.logoPath,
        })
        .from(tenants)
        .where(
          and(
            eq(tenants.isProvider, true),
            eq(tenants.verificationStatus, 'VERIFIED'),
            eq(tenants.isPlatform, false),
          ),
        )
        .orderBy(asc(tenants.legalName))
    },

    /** Active owner and admins: who hears about the company's verification. */
    async findAdmins(tenantId: string, executor: Executor = db) {
      return executor
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(users.status, 'ACTIVE'),
            inArray(users.applicationRole, ['superadmin', 'admin']),
          ),
        )
    },

    /** Operators: active superadmins of the platform tenant flagged as operators. */
    async findOperators(executor: Executor = db) {
      return executor
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(and(eq(users.isOperator, true), eq(users.status, 'ACTIVE')))
    },

    async latestSubmission(tenantId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(tenantVerificationSubmissions)
        .where(eq(tenantVerificationSubmissions.tenantId, tenantId))
        .orderBy(desc(tenantVerificationSubmissions.createdAt), desc(tenantVerificationSubmissions.id))
        .limit(1)
      return row
    },

    async documentsOf(tenantId: string, submissionId: string, executor: Executor = db) {
      return executor
        .select()
        .from(tenantDocuments)
        .where(and(eq(tenantDocuments.tenantId, tenantId), eq(tenantDocuments.submissionId, submissionId)))
        .orderBy(asc(tenantDocuments.createdAt), asc(tenantDocuments.kind))
    },

    async insertSubmission(
      tenantId: string,
      submittedBy: string,
      documents: NewDocument[],
      executor: Executor = db,
    ) {
      const [submission] = await executor
        .insert(tenantVerificationSubmissions)
        .values({ tenantId, submittedBy, status: 'PENDING' })
        .returning()
      await executor
        .insert(tenantDocuments)
        .values(documents.map((document) => ({ ...document, tenantId, submissionId: submission!.id })))
      return submission!
    },

    /** Decides the tenant's pending submission; answers false when none was pending (already decided). */
    async decideSubmission(
      tenantId: string,
      decision: { status: 'VERIFIED' | 'REJECTED'; reviewedBy: string; reason: string | null; at: Date },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .update(tenantVerificationSubmissions)
        .set({
          status: decision.status,
          reviewedBy: decision.reviewedBy,
          reviewedAt: decision.at,
          reason: decision.reason,
        })
        .where(
          and(
            eq(tenantVerificationSubmissions.tenantId, tenantId),
            eq(tenantVerificationSubmissions.status, 'PENDING'),
          ),
        )
        .returning({ id: tenantVerificationSubmissions.id })
      return rows.length > 0
    },

    async findApiKey(tenantId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(tenantApiKeys)
        .where(eq(tenantApiKeys.tenantId, tenantId))
        .limit(1)
      return row
    },

    /** Creates the tenant's first key; answers false when another request created one a moment ago. */
    async insertApiKey(
      key: { tenantId: string; keyHash: string; sealedKey: string; lastFour: string; createdBy: string },
      executor: Executor = db,
    ): Promise<boolean> {
      const rows = await executor
        .insert(tenantApiKeys)
        .values(key)
        .onConflictDoNothing({ target: tenantApiKeys.tenantId })
        .returning({ tenantId: tenantApiKeys.tenantId })
      return rows.length > 0
    },

    async replaceApiKey(
      key: { tenantId: string; keyHash: string; sealedKey: string; lastFour: string; createdBy: string },
      at: Date,
      executor: Executor = db,
    ) {
      await executor
        .insert(tenantApiKeys)
        .values({ ...key, createdAt: at })
        .onConflictDoUpdate({
          target: tenantApiKeys.tenantId,
          set: {
            keyHash: key.keyHash,
            sealedKey: key.sealedKey,
            lastFour: key.lastFour,
            createdBy: key.createdBy,
            createdAt: at,
          },
        })
    },

    /** The gateway's look-up: the tenant whose key hashes to this. */
    async findTenantByKeyHash(keyHash: string, executor: Executor = db) {
      const [row] = await executor
        .select({ tenantId: tenantApiKeys.tenantId })
        .from(tenantApiKeys)
        .where(eq(tenantApiKeys.keyHash, keyHash))
        .limit(1)
      return row?.tenantId
    },

    async findPayoutAccount(tenantId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(tenantPayoutAccounts)
        .where(eq(tenantPayoutAccounts.tenantId, tenantId))
        .limit(1)
      return row
    },

    async savePayoutAccount(
      account: {
        tenantId: string
        bankName: string
        sealedAccountNumber: string
        accountNumberLastFour: string
        accountHolder: string
      },
      executor: Executor = db,
    ) {
      await executor
        .insert(tenantPayoutAccounts)
        .values(account)
        .onConflictDoUpdate({
          target: tenantPayoutAccounts.tenantId,
          set: {
            bankName: account.bankName,
            sealedAccountNumber: account.sealedAccountNumber,
            accountNumberLastFour: account.accountNumberLastFour,
            accountHolder: account.accountHolder,
          },
        })
    },
  }
}
