import {
  accountErrorMessages,
  limits,
  memberErrorMessages,
  type ChangePasswordBody,
  type FreshLoginBody,
  type ResetPasswordBody,
  type TokenPair,
} from '@lumbung/contract'
import type { Config } from '../../config'
import type { Database } from '../../db/database'
import type { Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { assertUncommonPassword } from '../../lib/common-passwords'
import { AppError, unauthorized } from '../../lib/errors'
import { hashPassword, verifyPassword } from '../../lib/password'
import type { Jobs } from '../jobs'
import type { Mail } from '../mail'
import { accountLink, accountPages } from './account-links'
import type { AuthService, ClientFacts } from './auth.service'
import type { SessionsRepository } from './sessions.repository'
import { invalidLink } from './signup.service'
import type { UserTokensRepository } from './user-tokens.repository'
import type { UsersRepository } from './users.repository'

/** A wrong password while signed in is a field error, not a 401: the session itself is fine. */
const wrongPassword = (field: string, message: string) =>
  new AppError('INVALID_PASSWORD', 422, message, { [field]: message })

export interface PasswordServiceDependencies {
  db: Database
  users: UsersRepository
  sessions: SessionsRepository
  userTokens: UserTokensRepository
  auth: Pick<AuthService, 'startSession' | 'announceSessionsChanged'>
  mail: Mail
  audit: Audit
  jobs: Jobs
  config: Pick<Config, 'publicUrl'>
  /** The second factor a fresh login asks for after the password, when the user has one. */
  secondStep?: (actor: Actor, body: FreshLoginBody) => Promise<void>
  now?: () => Date
}

export const passwordResetRequestQueue = 'password-reset-request'

export type PasswordService = ReturnType<typeof createPasswordService>

export function createPasswordService({
  db,
  users,
  sessions,
  userTokens,
  auth,
  mail,
  audit,
  jobs,
  config,
  secondStep,
  now = () => new Date(),
}: PasswordServiceDependencies) {
  /** Only an active account gets a reset link. */
  async function mailResetLink(email: string): Promise<void> {
    const found = await users.findByEmailWithTenant(email)
    if (!found || found.user.status !== 'ACTIVE') return
    const { user } = found
    await db.transaction(async (tx) => {
      const token = await userTokens.issue({ userId: user.id, purpose: 'PASSWORD_RESET' }, tx)
      await mail.send(
        {
          to: user.email,
          template: 'password-reset',
          data: { fullName: user.fullName, link: accountLink(config, accountPages.resetPassword, token) },
        },
        tx,
      )
    })
  }

  jobs.work<{ email: string }>(passwordResetRequestQueue, ({ email }) => mailResetLink(email), {
    concurrency: 2,
  })

  async function signedInUser(actor: Actor) {
    const found = await users.findByIdWithTenant(actor.userId)
    if (!found?.user.passwordHash) throw unauthorized()
    return { signedIn: actor, user: found.user }
  }

  return {
    /**
     * The same answer, in the same time, for every address: the request only queues the work, and the
     * queue looks the address up and mails the link, so timing cannot tell a known address.
     */
    async forgotPassword(email: string): Promise<void> {
      await jobs.enqueue(passwordResetRequestQueue, { email }, { maxAttempts: 3 })
    },

    /**
     * Sets the new password and ends every session of the user. Opening the mailed link also proves
     * the address, so an unverified email becomes verified.
     */
    async resetPassword(body: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(body.password)
      const userId = await db.transaction(async (tx) => {
        const row = await userTokens.consume(body.token, 'PASSWORD_RESET', tx)
        if (!row) {
          throw invalidLink(accountErrorMessages.resetLinkInvalid)
        }
        // A dead link is told first; refusing the password rolls the transaction back, so the link still works.
        assertUncommonPassword(body.password)
        const found = await users.findByIdWithTenant(row.userId, tx)
        if (!found || found.user.status !== 'ACTIVE') {
          throw invalidLink(accountErrorMessages.resetLinkNoLongerValid)
        }
        const at = now()
        await users.setPasswordHash(row.userId, passwordHash, tx)
        if (!found.user.emailVerifiedAt) await users.markEmailVerified(row.userId, at, tx)
        await sessions.revokeAllForUser(row.userId, at, tx)
        await mail.send(
          {
            to: found.user.email,
            template: 'password-changed-notice',
            data: { fullName: found.user.fullName },
          },
          tx,
        )
        await audit.record(tx, {
          action: 'auth.password_reset',
          tenantId: found.user.tenantId,
          actorUserId: row.userId,
          targetType: 'user',
          targetId: row.userId,
        })
        return row.userId
      })
      await auth.announceSessionsChanged(userId)
    },

    /** Ends every session of the user, then starts a new one for this device only. */
    async changePassword(actor: Actor, body: ChangePasswordBody, client: ClientFacts): Promise<TokenPair> {
      const { signedIn, user } = await signedInUser(actor)
      if (!(await verifyPassword(user.passwordHash!, body.old_password))) {
        throw wrongPassword('old_password', accountErrorMessages.oldPasswordIncorrect)
      }
      assertUncommonPassword(body.password)
      const passwordHash = await hashPassword(body.password)
      const pair = await db.transaction(async (tx) => {
        const at = now()
        await users.setPasswordHash(user.id, passwordHash, tx)
        await sessions.revokeAllForUser(user.id, at, tx)
        const pair = await auth.startSession({ userId: user.id, tenantId: signedIn.tenantId }, client, tx)
        await mail.send(
          { to: user.email, template: 'password-changed-notice', data: { fullName: user.fullName } },
          tx,
        )
        await audit.record(tx, {
          action: 'auth.password_changed',
          tenantId: signedIn.tenantId,
          actorUserId: user.id,
          targetType: 'user',
          targetId: user.id,
        })
        return pair
      })
      await auth.announceSessionsChanged(user.id)
      return pair
    },

    /** Re-entering the password makes this session fresh for 5 minutes (see requireFreshLogin). */
    async freshLogin(actor: Actor, body: FreshLoginBody): Promise<{ fresh_until: string }> {
      const { signedIn, user } = await signedInUser(actor)
      if (!(await verifyPassword(user.passwordHash!, body.password))) {
        await audit.record({
          action: 'auth.fresh_login_failed',
          tenantId: signedIn.tenantId,
          actorUserId: user.id,
        })
        throw wrongPassword('password', memberErrorMessages.passwordIncorrect)
      }
      await secondStep?.(signedIn, body)
      const until = new Date(now().getTime() + limits.freshLoginSeconds * 1000)
      await sessions.markFresh(signedIn.sessionId, until)
      // Other instances must not keep the session's older actor, which is not fresh.
      await auth.announceSessionsChanged(user.id)
      return { fresh_until: until.toISOString() }
    },
  }
}
