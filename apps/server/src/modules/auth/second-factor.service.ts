import {
  secondFactorErrorMessages,
  secondFactorRequiredCode,
  type MfaVerifyBody,
  type SecondFactorStatus,
  type TokenPair,
  type TotpEnrolment,
} from '@lumbung/contract'
import type { Database, Executor } from '../../db/database'
import { requireFreshLogin, type Actor } from '../../lib/access'
import type { Audit } from '../../lib/audit'
import { sha256Hex } from '../../lib/crypto'
import { AppError } from '../../lib/errors'
import type { Secrets } from '../../lib/secrets'
import type { Mail } from '../mail'
import type { AuthService, ClientFacts } from './auth.service'
import {
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  normaliseCode,
  otpauthUrl,
  recoveryCodeHash,
  totpStepOf,
} from './second-factor-codes'
import type { SecondFactorGate } from './second-factor-gate'
import type { SecondFactorRepository } from './second-factor.repository'
import type { SessionsRepository } from './sessions.repository'
import type { SignInLimits } from './sign-in-limits.service'
import type { UsersRepository } from './users.repository'

/** Wrong answers one sign-in step takes before the password must be typed again. */
export const maxChallengeFailures = 5

export const wrongCode = (field = 'code') =>
  new AppError('INVALID_SECOND_FACTOR', 422, secondFactorErrorMessages.wrongCode, {
    [field]: secondFactorErrorMessages.wrongCode,
  })
export const challengeExpired = () =>
  new AppError('SECOND_FACTOR_EXPIRED', 401, secondFactorErrorMessages.challengeExpired)

export type SecondFactorMethodUsed = 'TOTP' | 'RECOVERY_CODE' | 'PASSKEY'
export type FactorKind = 'TOTP' | 'PASSKEY'

export interface SecondFactorServiceDependencies {
  db: Database
  repository: SecondFactorRepository
  gate: Pick<SecondFactorGate, 'requirementOf'>
  sessions: Pick<SessionsRepository, 'clearSecondFactorPending'>
  users: Pick<UsersRepository, 'findByIdWithTenant'>
  auth: Pick<AuthService, 'finishSignIn' | 'announceSessionsChanged'>
  signInLimits: SignInLimits
  secrets: Secrets
  mail: Mail
  audit: Audit
  now?: () => Date
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>

/**
 * The authenticator app (TOTP) with its recovery codes, the sign-in's second step and the company
 * rule (docs/decisions/0060-second-factor.md). Passkeys live in passkeys.service.ts and share the
 * helpers returned here.
 */
export function createSecondFactorService({
  db,
  repository,
  gate,
  sessions,
  users,
  auth,
  signInLimits,
  secrets,
  mail,
  audit,
  now = () => new Date(),
}: SecondFactorServiceDependencies) {
  /** A code of the app (each 30-second step once) or an unused recovery code; null when neither. */
  async function useCode(
    userId: string,
    code: string,
    executor: Executor,
    { isUnconfirmedAllowed = false } = {},
  ): Promise<SecondFactorMethodUsed | null> {
    const normalised = normaliseCode(code)
    const at = now()
    if (isTotpCode(normalised)) {
      const totp = await repository.findTotp(userId, executor)
      if (!totp || (!totp.confirmedAt && !isUnconfirmedAllowed)) return null
      const step = totpStepOf(secrets.open(totp.sealedSecret), normalised, at)
      if (step === null) return null
      return (await repository.claimTotpStep(userId, step, executor)) ? 'TOTP' : null
    }
    if (isUnconfirmedAllowed) return null
    return (await repository.useRecoveryCode(userId, recoveryCodeHash(normalised), at, executor))
      ? 'RECOVERY_CODE'
      : null
  }

  /** Ten new recovery codes in place of any old ones; the caller shows them once. */
  async function issueRecoveryCodes(user: { userId: string; tenantId: string }, executor: Executor) {
    const codes = newRecoveryCodes()
    await repository.replaceRecoveryCodes(user, codes.map(recoveryCodeHash), executor)
    return codes
  }

  /** The mail and the audit entry of a factor added or removed, in the change's transaction. */
  async function recordChange(
    actor: Actor,
    change: 'added' | 'removed',
    kind: FactorKind,
    executor: Executor,
    targetId: string = actor.userId,
  ) {
    await mail.send(
      {
        to: actor.email,
        template: 'second-factor-changed',
        data: { fullName: actor.fullName, change, method: kind === 'TOTP' ? 'authenticator app' : 'passkey' },
      },
      executor,
    )
    await audit.record(executor, {
      action: `auth.second_factor_${change}`,
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      targetType: kind === 'TOTP' ? 'user' : 'passkey',
      targetId,
      detail: { method: kind },
    })
  }

  /** After a first factor was added: the user's held sessions reach every call again. */
  async function releaseHeldSessions(actor: Actor, executor: Executor) {
    await sessions.clearSecondFactorPending(actor.userId, executor)
  }

  /**
   * A user who must have a second factor keeps at least one: removing the last is refused. Once none
   * is left, the recovery codes go too.
   */
  async function beforeRemoving(actor: Actor, kind: FactorKind, executor: Executor) {
    const { hasTotp, hasPasskey } = await repository.methodsOf(actor.userId, executor)
    const passkeys = hasPasskey ? (await repository.listPasskeys(actor.userId, executor)).length : 0
    const leftAfter = (kind === 'TOTP' ? 0 : Number(hasTotp)) + (kind === 'PASSKEY' ? passkeys - 1 : passkeys)
    if (leftAfter > 0) return
    const requiredBy = await gate.requirementOf(
      { id: actor.userId, tenantId: actor.tenantId, isOperator: actor.isOperator },
      executor,
    )
    if (requiredBy)
      throw new AppError('SECOND_FACTOR_REQUIRED', 409, secondFactorErrorMessages.lastFactorRequired)
    await repository.deleteRecoveryCodes(actor.userId, executor)
  }

  /** A failed second step: counted against the sign-in step and recorded. */
  async function refuse(challengeId: string, userId: string, tenantId: string | null, client: ClientFacts) {
    await repository.countChallengeFailure(challengeId, maxChallengeFailures, now())
    // Counted per account, address and ten minutes, so a guessing run cannot flood the trail.
    await audit.count(
      {
        action: 'auth.second_factor_refused',
        outcome: 'REFUSED',
        tenantId,
        actorUserId: userId,
        detail: { step: 'sign_in' },
        client,
      },
      { by: ['sign_in'] },
    )
  }

  /**
   * The sign-in step behind an mfa_token, its limits begun: wrong answers are counted per user and
   * address like wrong passwords, and the step ends after a few.
   */
  async function openChallenge(mfaToken: string, client: ClientFacts) {
    const challenge = await repository.findLiveChallenge('SIGN_IN', sha256Hex(mfaToken), now())
    if (!challenge) throw challengeExpired()
    const attempt = await signInLimits.begin(`second-factor:${challenge.userId}`, client.ip)
    const found = await users.findByIdWithTenant(challenge.userId)
    if (!found || found.user.status !== 'ACTIVE') throw challengeExpired()
    return { challenge, attempt, user: found.user }
  }

  /** Ends the step and starts the session, once: a second use of the same token is refused. */
  async function completeChallenge(
    opened: Awaited<ReturnType<typeof openChallenge>>,
    client: ClientFacts,
    method: SecondFactorMethodUsed,
    executor: Executor,
  ): Promise<TokenPair> {
    if (!(await repository.useChallenge(opened.challenge.id, now(), executor))) throw challengeExpired()
    await opened.attempt.succeeded(executor)
    return auth.finishSignIn({ userId: opened.user.id, tenantId: opened.user.tenantId }, client, executor, {
      method,
    })
  }

  return {
    useCode,
    issueRecoveryCodes,
    recordChange,
    releaseHeldSessions,
    beforeRemoving,
    openChallenge,
    completeChallenge,
    refuse,

    async status(actor: Actor): Promise<SecondFactorStatus> {
      const [totp, passkeys, left, requiredBy] = await Promise.all([
        repository.findTotp(actor.userId),
        repository.listPasskeys(actor.userId),
        repository.recoveryCodesLeft(actor.userId),
        gate.requirementOf({ id: actor.userId, tenantId: actor.tenantId, isOperator: actor.isOperator }),
      ])
      return {
        totp: {
          is_enrolled: Boolean(totp?.confirmedAt),
          confirmed_at: totp?.confirmedAt?.toISOString() ?? null,
        },
        passkeys: passkeys.map((passkey) => ({
          id: passkey.id,
          name: passkey.name,
          created_at: passkey.createdAt.toISOString(),
          last_used_at: passkey.lastUsedAt?.toISOString() ?? null,
        })),
        recovery_codes_left: left,
        required_by: requiredBy,
        is_enrolment_pending: actor.isSecondFactorPending ?? false,
      }
    },

    /** A new secret, sealed and unconfirmed until a code from it is typed; the only time it is shown. */
    async enrollTotp(actor: Actor): Promise<TotpEnrolment> {
      requireFreshLogin(actor, now())
      const existing = await repository.findTotp(actor.userId)
      if (existing?.confirmedAt) {
        throw new AppError('SECOND_FACTOR_ENROLLED', 409, secondFactorErrorMessages.alreadyEnrolled)
      }
      const secret = newTotpSecret()
      await repository.saveUnconfirmedTotp({
        userId: actor.userId,
        tenantId: actor.tenantId,
        sealedSecret: secrets.seal(secret),
      })
      return { secret, otpauth_url: otpauthUrl(secret, actor.email) }
    },

    /** The first code proves the app holds the secret; the recovery codes are shown this once. */
    async confirmTotp(actor: Actor, code: string): Promise<{ recovery_codes: string[] }> {
      const totp = await repository.findTotp(actor.userId)
      if (!totp || totp.confirmedAt) {
        throw new AppError('SECOND_FACTOR_NOT_STARTED', 409, secondFactorErrorMessages.noPendingEnrolment)
      }
      const codes = await db.transaction(async (tx) => {
        if (!(await useCode(actor.userId, code, tx, { isUnconfirmedAllowed: true }))) return null
        await repository.confirmTotp(actor.userId, now(), tx)
        const issued = await issueRecoveryCodes(actor, tx)
        await releaseHeldSessions(actor, tx)
        await recordChange(actor, 'added', 'TOTP', tx)
        return issued
      })
      if (!codes) {
        await audit.count(
          {
            action: 'auth.second_factor_refused',
            outcome: 'REFUSED',
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            detail: { step: 'totp_confirm' },
          },
          { by: ['totp_confirm'] },
        )
        throw wrongCode()
      }
      await auth.announceSessionsChanged(actor.userId)
      return { recovery_codes: codes }
    },

    async removeTotp(actor: Actor): Promise<void> {
      requireFreshLogin(actor, now())
      const totp = await repository.findTotp(actor.userId)
      if (!totp?.confirmedAt) throw new AppError('NOT_FOUND', 404, secondFactorErrorMessages.notEnrolled)
      await db.transaction(async (tx) => {
        await beforeRemoving(actor, 'TOTP', tx)
        await repository.deleteTotp(actor.userId, tx)
        await recordChange(actor, 'removed', 'TOTP', tx)
      })
    },

    async replaceRecoveryCodes(actor: Actor): Promise<{ recovery_codes: string[] }> {
      requireFreshLogin(actor, now())
      const { hasTotp, hasPasskey } = await repository.methodsOf(actor.userId)
      if (!hasTotp && !hasPasskey) {
        throw new AppError('NOT_FOUND', 404, secondFactorErrorMessages.notEnrolled)
      }
      const codes = await db.transaction(async (tx) => {
        const issued = await issueRecoveryCodes(actor, tx)
        await audit.record(tx, {
          action: 'auth.recovery_codes_replaced',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'user',
          targetId: actor.userId,
        })
        return issued
      })
      return { recovery_codes: codes }
    },

    /** The sign-in's second step with a code of the app or a recovery code. */
    async verify(body: MfaVerifyBody, client: ClientFacts): Promise<TokenPair> {
      const opened = await openChallenge(body.mfa_token, client)
      const pair = await db.transaction(async (tx) => {
        const method = await useCode(opened.user.id, body.code, tx)
        return method ? completeChallenge(opened, client, method, tx) : null
      })
      if (!pair) {
        await refuse(opened.challenge.id, opened.user.id, opened.user.tenantId, client)
        throw wrongCode()
      }
      return pair
    },

    /**
     * A fresh login of a user with a second factor asks for it too: a code, or a passkey's answer
     * checked by `checkPasskey`. Without one, the field error tells the web to ask.
     */
    async checkForFreshLogin(
      actor: Actor,
      { code, passkeyChecked }: { code?: string | undefined; passkeyChecked?: boolean },
    ): Promise<void> {
      const { hasTotp, hasPasskey } = await repository.methodsOf(actor.userId)
      if (!hasTotp && !hasPasskey) return
      if (passkeyChecked) return
      if (!code) {
        throw new AppError(secondFactorRequiredCode, 422, secondFactorErrorMessages.codeRequired, {
          code: secondFactorErrorMessages.codeRequired,
        })
      }
      const method = await db.transaction((tx) => useCode(actor.userId, code, tx))
      if (!method) {
        await audit.count(
          {
            action: 'auth.second_factor_refused',
            outcome: 'REFUSED',
            tenantId: actor.tenantId,
            actorUserId: actor.userId,
            detail: { step: 'fresh_login' },
          },
          { by: ['fresh_login'] },
        )
        throw wrongCode()
      }
    },

    async policy(actor: Actor) {
      return { is_required: await repository.isRequiredByCompany(actor.tenantId) }
    },

    async savePolicy(actor: Actor, isRequired: boolean) {
      await db.transaction(async (tx) => {
        await repository.savePolicy(actor.tenantId, isRequired, actor.userId, tx)
        await audit.record(tx, {
          action: 'tenant.second_factor_policy_changed',
          tenantId: actor.tenantId,
          actorUserId: actor.userId,
          targetType: 'tenant',
          targetId: actor.tenantId,
          detail: { is_required: isRequired },
        })
      })
      return { is_required: isRequired }
    },
  }
}
