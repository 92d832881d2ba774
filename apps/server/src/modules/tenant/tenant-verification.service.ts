import {
  companyDocumentFields,
  companyDocumentKinds,
  messages,
  tenantFileLimits,
  type CompanyDocumentKind,
  type VerificationSubmission,
  tenantErrorMessages,
} from '@lumbung/contract'
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError, notFound } from '../../lib/errors'
import type { FileStorage } from '../../lib/file-storage'
import type { StorageUrls } from '../../lib/storage-urls'
import { documentKinds, extensionOf } from '../../lib/uploads'
import type { Mail } from '../mail'
import type { NewDocument, TenantRepository } from './tenant.repository'
import type { FileFieldRule, ReceivedFile } from './tenant-uploads'
import { isUniqueViolation } from '../../lib/infrastructure-errors'

export interface TenantVerificationDependencies {
  db: Database
  tenants: TenantRepository
  files: FileStorage
  storageUrls: StorageUrls
  mail: Mail
  audit: Audit
  now?: () => Date
}

export type TenantVerificationService = ReturnType<typeof createTenantVerificationService>

export const alreadyPending = () =>
  new AppError('VERIFICATION_PENDING', 409, 'Your company documents are already being reviewed')
export const alreadyVerified = () => new AppError('ALREADY_VERIFIED', 409, 'Your company is already verified')

const documentLabel = 'Document'

/** The form fields of POST /tenant/verify, each taking one document of its kind. */
export const documentFieldRules: Record<string, FileFieldRule & { kind: CompanyDocumentKind }> =
  Object.fromEntries(
    companyDocumentKinds.map((kind) => [
      companyDocumentFields[kind],
      {
        kind,
        label: documentLabel,
        maxKilobytes: tenantFileLimits.documentMaxKilobytes,
        kinds: documentKinds,
      },
    ]),
  )

/**
 * Company verification (docs/product.md#tenant-verification): UNVERIFIED or REJECTED → (owner or admin
 * submits documents) PENDING → (operator) VERIFIED or REJECTED with a reason. The operator console calls
 * `approve` and `reject`; the company's own screens call `submit` and `latest`.
 */
export function createTenantVerificationService({
  db,
  tenants,
  files,
  storageUrls,
  mail,
  audit,
  now = () => new Date(),
}: TenantVerificationDependencies) {
  async function latest(tenantId: string): Promise<VerificationSubmission | null> {
    const submission = await tenants.latestSubmission(tenantId)
    if (!submission) return null
    const documents = await tenants.documentsOf(tenantId, submission.id)
    return {
      id: submission.id,
      status: submission.status,
      submitted_at: submission.createdAt.toISOString(),
      submitted_by: submission.submittedBy,
      reviewed_at: submission.reviewedAt?.toISOString() ?? null,
      reason: submission.reason,
      documents: documents.map((document) => ({
        id: document.id,
        kind: document.kind,
        original_name: document.originalName,
        content_type: document.contentType,
        size: document.sizeBytes,
        url: storageUrls.sign(document.fileKey),
      })),
    }
  }

  async function decide(
    tenantId: string,
    operator: Actor,
    decision: { status: 'VERIFIED'; reason: null } | { status: 'REJECTED'; reason: string },
  ) {
    const tenant = await tenants.findById(tenantId)
    if (!tenant || tenant.isPlatform) throw notFound(tenantErrorMessages.companyNotFound)
    const at = now()
    await db.transaction(async (tx) => {
      const isDecided = await tenants.decideSubmission(
        tenantId,
        { status: decision.status, reviewedBy: operator.userId, reason: decision.reason, at },
        tx,
      )
      if (!isDecided) {
        throw new AppError('NO_PENDING_VERIFICATION', 409, 'This company has no documents waiting for review')
      }
      await tenants.setVerificationStatus(tenantId, decision.status, tx)
      const recipients = await tenants.findAdmins(tenantId, tx)
      for (const recipient of recipients) {
        await mail.send(
          decision.status === 'VERIFIED'
            ? {
                to: recipient.email,
                template: 'company-verification-approved',
                data: { fullName: recipient.fullName, companyName: tenant.legalName },
              }
            : {
                to: recipient.email,
                template: 'company-verification-rejected',
                data: {
                  fullName: recipient.fullName,
                  companyName: tenant.legalName,
                  reason: decision.reason,
                },
              },
          tx,
        )
      }
      await audit.record(tx, {
        action:
          decision.status === 'VERIFIED' ? 'tenant.verification_approved' : 'tenant.verification_rejected',
        tenantId,
        actorUserId: operator.userId,
        targetType: 'tenant',
        targetId: tenantId,
        detail: decision.reason ? { reason: decision.reason } : null,
      })
    })
  }

  return {
    latest,

    /** Stores the documents and asks the operators to review them. */
    async submit(actor: Actor, receive: () => Promise<ReceivedFile[]>): Promise<VerificationSubmission> {
      const tenant = await tenants.findById(actor.tenantId)
      if (!tenant) throw notFound(tenantErrorMessages.companyNotFound)
      if (tenant.verificationStatus === 'PENDING') throw alreadyPending()
      if (tenant.verificationStatus === 'VERIFIED') throw alreadyVerified()
      const received = await receive()
      if (received.length === 0) {
        const missing = messages.required(documentLabel)
        throw new AppError('VALIDATION_ERROR', 422, missing, { documents: missing })
      }

      const stored: string[] = []
      try {
        const documents: NewDocument[] = []
        for (const file of received) {
          const rule = documentFieldRules[file.field]!
          const fileKey = `tenants/${actor.tenantId}/documents/${randomUUID()}.${extensionOf(file.kind)}`
          const { size } = await files.put(fileKey, file.bytes)
          stored.push(fileKey)
          documents.push({
            kind: rule.kind,
            fileKey,
            originalName: file.originalName,
            contentType: file.kind,
            sizeBytes: size,
          })
        }
        await db.transaction(async (tx) => {
          // The status moves only from UNVERIFIED or REJECTED, so two racing submissions cannot both pass.
          const current = await tenants.findById(actor.tenantId, tx)
          if (current?.verificationStatus === 'PENDING') throw alreadyPending()
          if (current?.verificationStatus === 'VERIFIED') throw alreadyVerified()
          await tenants.insertSubmission(actor.tenantId, actor.userId, documents, tx)
          await tenants.setVerificationStatus(actor.tenantId, 'PENDING', tx)
          for (const operator of await tenants.findOperators(tx)) {
            await mail.send(
              {
                to: operator.email,
                template: 'company-verification-submitted',
                data: { companyName: tenant.legalName },
              },
              tx,
            )
          }
          await audit.record(tx, {
            action: 'tenant.verification_submitted',
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            targetType: 'tenant',
            targetId: actor.tenantId,
            detail: { documents: documents.map((document) => document.kind) },
          })
        })
      } catch (error) {
        await Promise.all(stored.map((key) => files.remove(key).catch(() => undefined)))
        // The one-pending-per-tenant index answers a race the status check above did not see.
        if (isUniqueViolation(error)) throw alreadyPending()
        throw error
      }
      return (await latest(actor.tenantId))!
    },

    /** Operators only: the company becomes VERIFIED and its owner and admins hear so. */
    async approve(tenantId: string, operator: Actor): Promise<void> {
      await decide(tenantId, operator, { status: 'VERIFIED', reason: null })
    },

    /** Operators only: the company becomes REJECTED with the reason, and may submit again. */
    async reject(tenantId: string, operator: Actor, reason: string): Promise<void> {
      const trimmed = reason.trim()
      if (!trimmed) {
        throw new AppError('VALIDATION_ERROR', 422, 'Reason can not be empty', {
          reason: 'Reason can not be empty',
        })
      }
      await decide(tenantId, operator, { status: 'REJECTED', reason: trimmed })
    },
  }
}
