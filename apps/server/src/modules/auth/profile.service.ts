import {
  accountErrorMessages,
  accountLabels,
  messages,
  type SendEmailBody,
  type UpdateUserBody,
  type UserLanguageBody,
  type UserDetail,
  type VerifyInformationFields,
} from '@lumbung/contract'
import { randomUUID } from 'node:crypto'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import { requireFreshLogin, type Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { AppError, unauthorized } from '../../lib/errors'
import type { FileStorage } from '../../lib/file-storage'
import type { StorageUrls } from '../../lib/storage-urls'
import { extensionOf, imageKinds, sniffKind } from '../../lib/uploads'
import type { Mail } from '../mail'
import { accountLink, accountPages } from './account-links'
import type { IdentityVerificationsRepository } from './identity-verifications.repository'
import { invalidLink } from './signup.service'
import type { UserTokensRepository } from './user-tokens.repository'
import type { UsersRepository } from './users.repository'

export interface UploadedFile {
  buffer: Buffer
}

const fieldError = (field: string, message: string, status = 422) =>
  new AppError('VALIDATION_ERROR', status, message, { [field]: message })

/** The checks every image upload gets: present, and an image by its own bytes. */
function requireImage(file: UploadedFile | null, label: string) {
  if (!file || file.buffer.length === 0) throw fieldError('file', messages.required(label))
  const kind = sniffKind(file.buffer.subarray(0, 16))
  if (!kind || !imageKinds.includes(kind)) throw fieldError('file', messages.image(label))
  return kind
}

export function maskNationalIdNumber(value: string): string {
  return `${'*'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`
}

export interface ProfileServiceDependencies {
  db: Database
  users: UsersRepository
  userTokens: UserTokensRepository
  identityVerifications: IdentityVerificationsRepository
  files: FileStorage
  storageUrls: StorageUrls
  mail: Mail
  audit: Audit
  config: Pick<Config, 'publicUrl'>
  now?: () => Date
}

export type ProfileService = ReturnType<typeof createProfileService>

export function createProfileService({
  db,
  users,
  userTokens,
  identityVerifications,
  files,
  storageUrls,
  mail,
  audit,
  config,
  now = () => new Date(),
}: ProfileServiceDependencies) {
  async function detailOf(userId: string): Promise<UserDetail> {
    const found = await users.findByIdWithTenant(userId)
    if (!found) throw unauthorized()
    const { user, tenant } = found
    const [pendingEmail, identity] = await Promise.all([
      userTokens.findPendingNewEmail(user.id),
      identityVerifications.findByUser(user.id),
    ])
    return {
      id: user.id,
      email: user.email,
      full_name: user.fullName,
      phone_number: user.phoneNumber,
      employee_position: user.employeePosition,
      profile_url: user.profilePhotoPath ? storageUrls.sign(user.profilePhotoPath) : null,
      application_role: user.applicationRole,
      status: user.status,
      user_is_verified: user.emailVerifiedAt !== null,
      tenant_id: tenant.id,
      legal_name: tenant.legalName,
      pending_email: pendingEmail,
      identity_verification: identity
        ? {
            national_id_number_masked: maskNationalIdNumber(identity.nationalIdNumber),
            employee_position: identity.employeePosition,
            document_url: storageUrls.sign(identity.documentPath),
            submitted_at: identity.submittedAt.toISOString(),
          }
        : null,
    }
  }

  return {
    /** Always the caller's own record: no id is taken, so no other user can be named. */
    async detail(actor: Actor): Promise<UserDetail> {
      return detailOf(actor.userId)
    },

    async update(actor: Actor, body: UpdateUserBody): Promise<UserDetail> {
      await db.transaction(async (tx) => {
        await users.updateProfile(
          actor.userId,
          {
            fullName: body.full_name,
            phoneNumber: body.phone_number,
            employeePosition: body.employee_position,
          },
          tx,
        )
        await audit.record(tx, {
          action: 'user.profile_updated',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: actor.userId,
        })
      })
      return detailOf(actor.userId)
    },

    /** Only the user's own row: screens, mails and PDFs follow it (docs/decisions/0074-languages.md). */
    async setLanguage(actor: Actor, body: UserLanguageBody): Promise<UserLanguageBody> {
      await users.setLanguage(actor.userId, body.language)
      return { language: body.language }
    },

    async uploadProfilePhoto(actor: Actor, file: UploadedFile | null): Promise<{ profile_url: string }> {
      const kind = requireImage(file, accountLabels.profilePhoto)
      const found = await users.findByIdWithTenant(actor.userId)
      if (!found) throw unauthorized()
      const key = `users/${actor.userId}/photo/${randomUUID()}.${extensionOf(kind)}`
      await files.put(key, file!.buffer)
      try {
        await users.setProfilePhotoPath(actor.userId, key)
      } catch (error) {
        await files.remove(key)
        throw error
      }
      const previous = found.user.profilePhotoPath
      if (previous) await files.remove(previous).catch(() => undefined)
      return { profile_url: storageUrls.sign(key) }
    },

    /** Mails a confirmation link to the new address; needs a fresh login, as a hijacked session must not move the account. */
    async sendEmailChange(actor: Actor, body: SendEmailBody): Promise<void> {
      requireFreshLogin(actor, now())
      if (body.email === actor.email) {
        throw fieldError('email', accountErrorMessages.emailUnchanged)
      }
      // A taken address is not revealed here; the link then fails for whoever holds that inbox.
      await db.transaction(async (tx) => {
        const token = await userTokens.issue(
          { userId: actor.userId, purpose: 'EMAIL_CHANGE', newEmail: body.email },
          tx,
        )
        await mail.send(
          {
            to: body.email,
            template: 'email-change',
            data: {
              fullName: actor.fullName,
              newEmail: body.email,
              link: accountLink(config, accountPages.newEmailVerification, token),
            },
            // The new address is nobody's yet: the mail speaks the account's language.
            languageOf: actor.email,
          },
          tx,
        )
        await audit.record(tx, {
          action: 'user.email_change_requested',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: actor.userId,
        })
      })
    },

    /** Opens the link mailed to the new address: the account moves there, and the old one is told. */
    async verifyEmailChange(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await userTokens.consume(token, 'EMAIL_CHANGE', tx)
        if (!row?.newEmail) {
          throw invalidLink(accountErrorMessages.confirmationLinkInvalid)
        }
        const found = await users.findByIdWithTenant(row.userId, tx)
        if (!found || found.user.status !== 'ACTIVE')
          throw invalidLink(accountErrorMessages.confirmationLinkNoLongerValid)
        if (!(await users.changeEmail(row.userId, row.newEmail, now(), tx))) {
          throw new AppError('EMAIL_TAKEN', 409, accountErrorMessages.emailTaken)
        }
        await mail.send(
          {
            to: found.user.email,
            template: 'email-changed-notice',
            data: { fullName: found.user.fullName, newEmail: row.newEmail },
          },
          tx,
        )
        await audit.record(tx, {
          action: 'user.email_changed',
          tenantId: found.user.tenantId,
          actorUserId: row.userId,
          targetType: 'user',
          targetId: row.userId,
          detail: { from: found.user.email, to: row.newEmail },
        })
      })
    },

    async submitIdentity(
      actor: Actor,
      fields: VerifyInformationFields,
      file: UploadedFile | null,
    ): Promise<UserDetail> {
      const kind = requireImage(file, accountLabels.identityDocument)
      const key = `users/${actor.userId}/identity/${randomUUID()}.${extensionOf(kind)}`
      await files.put(key, file!.buffer)
      let previous: string | undefined
      try {
        previous = await db.transaction(async (tx) => {
          const replaced = await identityVerifications.save(
            {
              userId: actor.userId,
              tenantId: actor.tenantId,
              nationalIdNumber: fields.national_id_number,
              employeePosition: fields.employee_position,
              documentPath: key,
              submittedAt: now(),
            },
            tx,
          )
          await audit.record(tx, {
            action: 'user.identity_submitted',
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            targetType: 'user',
            targetId: actor.userId,
          })
          return replaced
        })
      } catch (error) {
        await files.remove(key)
        throw error
      }
      if (previous && previous !== key) await files.remove(previous).catch(() => undefined)
      return detailOf(actor.userId)
    },
  }
}
