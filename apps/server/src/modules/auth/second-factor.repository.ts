import { and, asc, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import {
  secondFactorChallenges,
  tenantSecondFactorPolicies,
  userPasskeys,
  userRecoveryCodes,
  userTotpFactors,
  type SecondFactorChallengePurpose,
} from '../../db/schema'

export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>

export interface NewPasskey {
  userId: string
  tenantId: string
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
  name: string
}

/** A user's second factors, the sign-in step's challenges and the company rule; every query names the user. */
export function createSecondFactorRepository(db: Executor) {
  return {
    async findTotp(userId: string, executor: Executor = db) {
      const [row] = await executor.select().from(userTotpFactors).where(eq(userTotpFactors.userId, userId))
      return row
    },

    /** A new, unconfirmed secret replaces an unconfirmed one; a confirmed one stays (the caller refuses). */
    async saveUnconfirmedTotp(
      row: { userId: string; tenantId: string; sealedSecret: string },
      executor: Executor = db,
    ) {
      await executor
        .insert(userTotpFactors)
        .values(row)
        .onConflictDoUpdate({
          target: userTotpFactors.userId,
          set: { sealedSecret: row.sealedSecret, lastUsedStep: null, createdAt: new Date() },
          where: isNull(userTotpFactors.confirmedAt),
        })
    },

    /**
     * Records that a code of `step` was accepted, only if no code of this step or a later one was:
     * of two requests with the same code, one wins.
     */
    async claimTotpStep(userId: string, step: number, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(userTotpFactors)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(userTotpFactors.userId, userId),
            or(isNull(userTotpFactors.lastUsedStep), lt(userTotpFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: userTotpFactors.userId })
      return rows.length > 0
    },

    async confirmTotp(userId: string, at: Date, executor: Executor = db) {
      await executor
        .update(userTotpFactors)
        .set({ confirmedAt: at })
        .where(eq(userTotpFactors.userId, userId))
    },

    async deleteTotp(userId: string, executor: Executor = db) {
      await executor.delete(userTotpFactors).where(eq(userTotpFactors.userId, userId))
    },

    async replaceRecoveryCodes(
      user: { userId: string; tenantId: string },
      codeHashes: string[],
      executor: Executor = db,
    ) {
      await executor.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.userId))
      await executor
        .insert(userRecoveryCodes)
        .values(codeHashes.map((codeHash) => ({ userId: user.userId, tenantId: user.tenantId, codeHash })))
    },

    async deleteRecoveryCodes(userId: string, executor: Executor = db) {
      await executor.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId))
    },

    /** Uses a recovery code up; false when it is unknown or was used before. */
    async useRecoveryCode(userId: string, codeHash: string, at: Date, executor: Executor = db) {
      const rows = await executor
        .update(userRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(userRecoveryCodes.userId, userId),
            eq(userRecoveryCodes.codeHash, codeHash),
            isNull(userRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: userRecoveryCodes.id })
      return rows.length > 0
    },

    async recoveryCodesLeft(userId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ left: count() })
        .from(userRecoveryCodes)
        .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)))
      return Number(row?.left ?? 0)
    },

    async listPasskeys(userId: string, executor: Executor = db) {
      return executor
        .select()
        .from(userPasskeys)
        .where(eq(userPasskeys.userId, userId))
        .orderBy(asc(userPasskeys.createdAt))
    },

    async findPasskey(userId: string, credentialId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(userPasskeys)
        .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, credentialId)))
      return row
    },

    async insertPasskey(passkey: NewPasskey, executor: Executor = db) {
      const [row] = await executor.insert(userPasskeys).values(passkey).returning()
      return row!
    },

    /** Moves the signature counter forward only: a counter that went back means a cloned authenticator. */
    async recordPasskeyUse(id: string, counter: number, at: Date, executor: Executor = db) {
      await executor.update(userPasskeys).set({ counter, lastUsedAt: at }).where(eq(userPasskeys.id, id))
    },

    async deletePasskey(userId: string, id: string, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .delete(userPasskeys)
        .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.id, id)))
        .returning({ id: userPasskeys.id })
      return rows.length > 0
    },

    /** Whether the user has a confirmed app or a passkey: what sign-in asks for. */
    async methodsOf(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select({
          hasTotp: sql<boolean>`exists (select 1 from ${userTotpFactors} where ${userTotpFactors.userId} = ${userId} and ${isNotNull(userTotpFactors.confirmedAt)})`,
          passkeys: sql<number>`(select count(*) from ${userPasskeys} where ${userPasskeys.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`)
      return { hasTotp: Boolean(row?.hasTotp), hasPasskey: Number(row?.passkeys ?? 0) > 0 }
    },

    async insertChallenge(
      row: {
        userId: string
        purpose: SecondFactorChallengePurpose
        tokenHash: string
        webauthnChallenge?: string | null
        expiresAt: Date
      },
      executor: Executor = db,
    ) {
      await executor.insert(secondFactorChallenges).values(row)
    },

    /** A live challenge: unused and unexpired. */
    async findLiveChallenge(
      purpose: SecondFactorChallengePurpose,
      tokenHash: string,
      at: Date,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .select()
        .from(secondFactorChallenges)
        .where(
          and(
            eq(secondFactorChallenges.purpose, purpose),
            eq(secondFactorChallenges.tokenHash, tokenHash),
            isNull(secondFactorChallenges.usedAt),
            gt(secondFactorChallenges.expiresAt, at),
          ),
        )
      return row
    },

    /** The user's latest live passkey registration or passkey fresh login. */
    async findLatestLive(
      userId: string,
      purpose: Exclude<SecondFactorChallengePurpose, 'SIGN_IN'>,
      at: Date,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .select()
        .from(secondFactorChallenges)
        .where(
          and(
            eq(secondFactorChallenges.userId, userId),
            eq(secondFactorChallenges.purpose, purpose),
            isNull(secondFactorChallenges.usedAt),
            gt(secondFactorChallenges.expiresAt, at),
          ),
        )
        .orderBy(sql`${secondFactorChallenges.createdAt} desc`)
        .limit(1)
      return row
    },

    async setWebauthnChallenge(id: string, challenge: string, executor: Executor = db) {
      await executor
        .update(secondFactorChallenges)
        .set({ webauthnChallenge: challenge })
        .where(eq(secondFactorChallenges.id, id))
    },

    /** Uses a challenge up; false when another request used it first. */
    async useChallenge(id: string, at: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(secondFactorChallenges)
        .set({ usedAt: at })
        .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.usedAt)))
        .returning({ id: secondFactorChallenges.id })
      return rows.length > 0
    },

    /** Counts a wrong answer; the challenge ends (used up) at `maxFailures`. */
    async countChallengeFailure(id: string, maxFailures: number, at: Date, executor: Executor = db) {
      await executor
        .update(secondFactorChallenges)
        .set({
          failedAttempts: sql`${secondFactorChallenges.failedAttempts} + 1`,
          usedAt: sql`case when ${secondFactorChallenges.failedAttempts} + 1 >= ${maxFailures} then ${at.toISOString()}::timestamptz else null end`,
        })
        .where(eq(secondFactorChallenges.id, id))
    },

    /** Challenges gone stale a day ago, removed now and then. */
    async sweepChallenges(at: Date, executor: Executor = db) {
      await executor
        .delete(secondFactorChallenges)
        .where(lt(secondFactorChallenges.expiresAt, new Date(at.getTime() - 24 * 60 * 60 * 1000)))
    },

    async isRequiredByCompany(tenantId: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ isRequired: tenantSecondFactorPolicies.isRequired })
        .from(tenantSecondFactorPolicies)
        .where(eq(tenantSecondFactorPolicies.tenantId, tenantId))
      return row?.isRequired ?? false
    },

    async savePolicy(tenantId: string, isRequired: boolean, userId: string, executor: Executor = db) {
      await executor
        .insert(tenantSecondFactorPolicies)
        .values({ tenantId, isRequired, updatedBy: userId })
        .onConflictDoUpdate({
          target: tenantSecondFactorPolicies.tenantId,
          set: { isRequired, updatedBy: userId, updatedAt: new Date() },
        })
    },
  }
}
