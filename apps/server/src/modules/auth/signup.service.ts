import type { RegisterBody } from '@lumbung/contract'
import { accountErrorMessages, invalidLinkCode } from '@lumbung/contract'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import type { Audit } from '../../lib/audit'
import { assertUncommonPassword } from '../../lib/common-passwords'
import { AppError } from '../../lib/errors'
import { hashPassword } from '../../lib/password'
import type { Mail } from '../mail'
import { accountLink, accountPages } from './account-links'
import type { UserTokensRepository } from './user-tokens.repository'
import { isUniqueViolation } from '../../lib/infrastructure-errors'
import type { UsersRepository } from './users.repository'

export const invalidLink = (message: string) => new AppError(invalidLinkCode, 400, message)

export interface SignupServiceDependencies {
  db: Database
  users: UsersRepository
  userTokens: UserTokensRepository
  mail: Mail
  audit: Audit
  config: Pick<Config, 'publicUrl'>
  now?: () => Date
}

export type SignupService = ReturnType<typeof createSignupService>

export function createSignupService({
  db,
  users,
  userTokens,
  mail,
  audit,
  config,
  now = () => new Date(),
}: SignupServiceDependencies) {
  async function mailVerificationLink(
    user: { id: string; email: string; fullName: string },
    executor: Parameters<Mail['send']>[1],
  ) {
    const token = await userTokens.issue({ userId: user.id, purpose: 'EMAIL_VERIFICATION' }, executor)
    await mail.send(
      {
        to: user.email,
        template: 'email-verification',
        data: { fullName: user.fullName, link: accountLink(config, accountPages.emailVerification, token) },
      },
      executor,
    )
  }

  return {
    /**
     * Creates the company and its owner, then mails the verification link. A taken address gets the
     * same answer after the same hashing work, so signup cannot tell who has an account; its owner, if
     * still unverified, simply gets a new verification link.
     */
    async register(body: RegisterBody): Promise<void> {
      // Judged on the input alone, before the address is looked at, so it tells nothing about accounts.
      assertUncommonPassword(body.password)
      const passwordHash = await hashPassword(body.password)
      const existing = await users.findByEmailWithTenant(body.email)
      if (existing) {
        if (existing.user.status === 'ACTIVE' && existing.user.emailVerifiedAt === null) {
          await db.transaction((tx) => mailVerificationLink(existing.user, tx))
        }
        return
      }
      await db
        .transaction(async (tx) => {
          const owner = await users.createTenantWithOwner(
            {
              legalName: body.legal_name,
              industry: body.industry,
              companySize: body.company_size,
              email: body.email,
              fullName: body.full_name,
              phoneNumber: body.phone_number,
              employeePosition: body.employee_position,
              passwordHash,
              language: body.language,
            },
            tx,
          )
          await mailVerificationLink({ id: owner.id, email: body.email, fullName: body.full_name }, tx)
          await audit.record(tx, {
            action: 'auth.signup',
            tenantId: owner.tenantId,
            actorUserId: owner.id,
            targetType: 'tenant',
            targetId: owner.tenantId,
          })
        })
        .catch((error: unknown) => {
          // The same address signed up a moment ago by a concurrent request: answer as for a taken one.
          if (!isUniqueViolation(error)) throw error
        })
    },

    /** Opens the verification link: single use, 24 hours. */
    async verifyEmail(token: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await userTokens.consume(token, 'EMAIL_VERIFICATION', tx)
        if (!row) {
          throw invalidLink(accountErrorMessages.verificationLinkInvalid)
        }
        await users.markEmailVerified(row.userId, now(), tx)
        await audit.record(tx, {
          action: 'auth.email_verified',
          actorUserId: row.userId,
          targetType: 'user',
          targetId: row.userId,
        })
      })
    },

    /** The same answer for every address; only an active, unverified account gets a new link. */
    async resendVerification(email: string): Promise<void> {
      const found = await users.findByEmailWithTenant(email)
      if (!found || found.user.status !== 'ACTIVE' || found.user.emailVerifiedAt !== null) return
      await db.transaction((tx) => mailVerificationLink(found.user, tx))
    },
  }
}
