import { randomUUID } from 'node:crypto'
import {
  accountErrorMessages,
  limits,
  type LoginBody,
  type SignInRefusalReason,
  type LoginResult,
  type TokenPair,
  type UserInformation,
} from '@lumbung/contract'
import type { Database, Executor } from '../../db/database'
import type { Actor } from '../../lib/access'
import type { ChangeNotices } from '../../lib/change-notices'
import type { Audit } from '../../lib/audit'
import { randomToken, sha256Hex } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import { verifyAgainstDummy, verifyPassword } from '../../lib/password'
import type { StorageUrls } from '../../lib/storage-urls'
import type { TokenSigner } from '../../lib/tokens'
import type { SecondFactorGate } from './second-factor-gate'
import type { SessionsRepository } from './sessions.repository'
import type { SignInLimits } from './sign-in-limits.service'
import type { UsersRepository } from './users.repository'

export const invalidCredentials = () =>
  new AppError('INVALID_CREDENTIALS', 401, accountErrorMessages.invalidCredentials)
/**
 * The web client resets the session when it reads exactly this message
 * (docs/product.md#accounts-and-sessions).
 */
export const tokenExpired = () => new AppError('TOKEN_EXPIRED', 401, accountErrorMessages.tokenExpired)

export interface ClientFacts {
  userAgent: string | null
  ip: string | null
}

export interface AuthServiceDependencies {
  db: Database
  users: UsersRepository
  sessions: SessionsRepository
  tokens: TokenSigner
  audit: Audit
  storageUrls: StorageUrls
  signInLimits: SignInLimits
  /** Asks for a second factor after the password, or holds a session until one is enrolled. */
  secondFactorGate?: Pick<SecondFactorGate, 'atSignIn'>
  /** A sign-in ends this many days after it began, however often it is refreshed. */
  sessionMaxDays: number
  /** Tells every instance's actor cache that a user's sessions ended. */
  notices?: Pick<ChangeNotices, 'publish'>
  now?: () => Date
}

export type AuthService = ReturnType<typeof createAuthService>

export function createAuthService({
  db,
  users,
  sessions,
  tokens,
  audit,
  storageUrls,
  signInLimits,
  secondFactorGate,
  sessionMaxDays,
  notices,
  now = () => new Date(),
}: AuthServiceDependencies) {
  const sessionMaxMs = sessionMaxDays * 24 * 60 * 60 * 1000
  // After the change commits; a notice that cannot be sent leaves the actor cache's few seconds.
  const announceSessionsChanged = (userId: string) =>
    notices?.publish({ topic: 'session', userId }).catch(() => undefined)
  /** Ends a sign-in (every rotation of it) and tells every instance at once. */
  async function endFamily(userId: string, familyId: string, at: Date) {
    await sessions.revokeFamily(familyId, at)
    await announceSessionsChanged(userId)
  }

  /**
   * One row per account, address, reason and ten minutes with a count. The caller is told none of this
   * (one answer for every refusal); the account's company sees it in its audit trail. The email typed
   * for an unknown account is not kept.
   */
  const recordRefusedSignIn = (
    user: { id: string; tenantId: string } | null,
    reason: SignInRefusalReason,
    client: ClientFacts,
  ) =>
    audit.count(
      {
        action: 'auth.login_failed',
        outcome: 'REFUSED',
        // Whoever typed the password is not known to be the account's holder: the account is the target.
        tenantId: user?.tenantId ?? null,
        targetType: user ? 'user' : null,
        targetId: user?.id ?? null,
        detail: { reason },
        client,
      },
      { by: [reason] },
    )

  async function issueTokens(
    user: { userId: string; tenantId: string },
    familyId: string,
    client: ClientFacts,
    executor: Parameters<SessionsRepository['insert']>[1],
    freshUntil: Date | null = null,
    familyEndsAt: Date | null = null,
    secondFactorPending = false,
  ): Promise<TokenPair> {
    const sessionId = randomUUID()
    const refreshToken = randomToken(32)
    await sessions.insert(
      {
        id: sessionId,
        userId: user.userId,
        tenantId: user.tenantId,
        familyId,
        refreshTokenHash: sha256Hex(refreshToken),
        expiresAt: new Date(
          Math.min(now().getTime() + limits.refreshTokenSeconds * 1000, familyEndsAt?.getTime() ?? Infinity),
        ),
        userAgent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
        freshUntil,
        secondFactorPending,
      },
      executor,
    )
    const accessToken = await tokens.signAccessToken({
      userId: user.userId,
      tenantId: user.tenantId,
      sessionId,
    })
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: limits.accessTokenSeconds,
    }
  }

  /**
   * A sign-in proven in full (password, and the second factor when there is one): the session, the
   * last-login time and the audit entry. `secondFactorPending` holds the session to the enrolment
   * calls; such a session counts as freshly signed in, as the password was just typed.
   */
  async function finishSignIn(
    user: { userId: string; tenantId: string },
    client: ClientFacts,
    executor: Executor,
    { secondFactorPending = false, method }: { secondFactorPending?: boolean; method?: string } = {},
  ): Promise<TokenPair> {
    const freshUntil = secondFactorPending
      ? new Date(now().getTime() + limits.freshLoginSeconds * 1000)
      : null
    const pair = await issueTokens(
      user,
      randomUUID(),
      client,
      executor,
      freshUntil,
      null,
      secondFactorPending,
    )
    await users.recordLogin(user.userId, now(), executor)
    await audit.record(executor, {
      action: 'auth.login',
      tenantId: user.tenantId,
      actorUserId: user.userId,
      targetType: 'user',
      targetId: user.userId,
      client,
      detail: {
        ...(method ? { second_factor: method } : {}),
        ...(secondFactorPending ? { second_factor_enrolment_required: true } : {}),
      },
    })
    return pair
  }

  return {
    /** Tells every instance that the user's sessions ended or changed (password, fresh sign-in). */
    announceSessionsChanged,

    /** A new sign-in (its own session family) for a user already proven, e.g. after a password change. */
    startSession(
      user: { userId: string; tenantId: string },
      client: ClientFacts,
      executor: Parameters<SessionsRepository['insert']>[1],
    ): Promise<TokenPair> {
      return issueTokens(user, randomUUID(), client, executor)
    },

    finishSignIn,

    /** One answer for an unknown email, a wrong password and an account that may not sign in. */
    async login({ email, password }: LoginBody, client: ClientFacts): Promise<LoginResult> {
      const attempt = await signInLimits.begin(email, client.ip).catch(async (error: unknown) => {
        // A locked pair's refusals are counted too: the owner sees someone keeps trying.
        const locked = await users.findByEmailWithTenant(email)
        await recordRefusedSignIn(locked?.user ?? null, 'LOCKED', client)
        throw error
      })
      const found = await users.findByEmailWithTenant(email)
      const isPasswordRight = found?.user.passwordHash
        ? await verifyPassword(found.user.passwordHash, password)
        : await verifyAgainstDummy(password)
      if (!found || !isPasswordRight || found.user.status !== 'ACTIVE') {
        const reason = !found ? 'UNKNOWN_ACCOUNT' : !isPasswordRight ? 'WRONG_PASSWORD' : 'NOT_ACTIVE'
        await recordRefusedSignIn(found?.user ?? null, reason, client)
        throw invalidCredentials()
      }
      const { user } = found
      return db.transaction(async (tx) => {
        const step = (await secondFactorGate?.atSignIn(
          { id: user.id, tenantId: user.tenantId, isOperator: user.isOperator },
          tx,
        )) ?? { kind: 'none' }
        await attempt.succeeded(tx)
        if (step.kind === 'challenge') {
          // The password was right; the second step (its own limits) stands between it and a session.
          return { mfa_required: true as const, mfa_token: step.token, mfa_methods: step.methods }
        }
        const secondFactorPending = step.kind === 'enrol'
        const pair = await finishSignIn({ userId: user.id, tenantId: user.tenantId }, client, tx, {
          secondFactorPending,
        })
        return secondFactorPending ? { ...pair, second_factor_enrolment_required: true } : pair
      })
    },

    /** Rotates on every use; a token presented twice means it leaked, so its whole family ends. */
    async refresh(refreshToken: string, client: ClientFacts): Promise<TokenPair> {
      const session = await sessions.findByRefreshTokenHash(sha256Hex(refreshToken))
      if (!session) throw tokenExpired()
      const at = now()
      if (session.revokedAt || session.rotatedAt) {
        // A revoked session's family was ended and announced then; a reused token's ends now.
        if (session.revokedAt) await sessions.revokeFamily(session.familyId, at)
        else await endFamily(session.userId, session.familyId, at)
        if (!session.revokedAt) {
          await audit.record({
            action: 'auth.refresh_token_reused',
            tenantId: session.tenantId,
            actorUserId: session.userId,
            targetType: 'session_family',
            targetId: session.familyId,
            detail: { ip: client.ip },
          })
        }
        throw tokenExpired()
      }
      if (session.expiresAt.getTime() <= at.getTime()) {
        await endFamily(session.userId, session.familyId, at)
        throw tokenExpired()
      }
      // Refreshing gives a fresh 24 hours, but never past the sign-in's absolute lifetime.
      const startedAt = (await sessions.familyStartedAt(session.familyId)) ?? session.createdAt
      const familyEndsAt = new Date(startedAt.getTime() + sessionMaxMs)
      if (familyEndsAt.getTime() <= at.getTime()) {
        await endFamily(session.userId, session.familyId, at)
        throw tokenExpired()
      }
      const owner = await users.findByIdWithTenant(session.userId)
      if (!owner || owner.user.status !== 'ACTIVE') {
        await endFamily(session.userId, session.familyId, at)
        throw tokenExpired()
      }
      const pair = await db.transaction(async (tx) => {
        if (!(await sessions.markRotated(session.id, at, tx))) return undefined
        return issueTokens(
          { userId: session.userId, tenantId: owner.user.tenantId },
          session.familyId,
          client,
          tx,
          // A fresh login survives the access token's rotation, not its own five minutes.
          session.freshUntil,
          familyEndsAt,
          session.secondFactorPending,
        )
      })
      if (!pair) {
        // Another request rotated this token a moment ago: the same reuse as above.
        await endFamily(session.userId, session.familyId, at)
        throw tokenExpired()
      }
      return pair
    },

    async logout(actor: Actor): Promise<void> {
      const familyId = await sessions.findFamilyId(actor.sessionId)
      await db.transaction(async (tx) => {
        if (familyId) await sessions.revokeFamily(familyId, now(), tx)
        await audit.record(tx, {
          action: 'auth.logout',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: actor.userId,
        })
      })
      await announceSessionsChanged(actor.userId)
    },

    async userInformation(actor: Actor): Promise<UserInformation> {
      const found = await users.findByIdWithTenant(actor.userId)
      if (!found) throw new AppError('UNAUTHORIZED', 401, 'Unauthorized')
      const { user, tenant } = found
      return {
        id: user.id,
        email: user.email,
        full_name: user.fullName,
        profile_url: user.profilePhotoPath ? storageUrls.sign(user.profilePhotoPath) : null,
        is_consumer: tenant.isConsumer,
        is_provider: tenant.isProvider,
        application_role: user.applicationRole,
        user_is_verified: user.emailVerifiedAt !== null,
        company_is_verified: tenant.verificationStatus === 'VERIFIED',
        is_operator: user.isOperator,
        tenant_id: tenant.id,
        tenant_name: tenant.legalName,
        second_factor_enrolment_required: actor.isSecondFactorPending ?? false,
        language: user.language,
      }
    },
  }
}
