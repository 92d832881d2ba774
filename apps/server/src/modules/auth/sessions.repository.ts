import { and, eq, isNull, min } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { sessions, tenants, users } from '../../db/schema'
import type { Actor } from '../../lib/access'
import type { AccessClaims } from '../../lib/tokens'

export type SessionsRepository = ReturnType<typeof createSessionsRepository>

export interface NewSession {
  id: string
  userId: string
  tenantId: string
  familyId: string
  refreshTokenHash: string
  expiresAt: Date
  userAgent: string | null
  ip: string | null
  freshUntil?: Date | null
  secondFactorPending?: boolean
}

export function createSessionsRepository(db: Executor) {
  return {
    async insert(session: NewSession, executor: Executor = db) {
      await executor.insert(sessions).values(session)
    },

    /** When the family's sign-in happened: its first session (rotation keeps every row). */
    async familyStartedAt(familyId: string, executor: Executor = db): Promise<Date | undefined> {
      const [row] = await executor
        .select({ startedAt: min(sessions.createdAt) })
        .from(sessions)
        .where(eq(sessions.familyId, familyId))
      return row?.startedAt ?? undefined
    },

    async findByRefreshTokenHash(refreshTokenHash: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(sessions)
        .where(eq(sessions.refreshTokenHash, refreshTokenHash))
        .limit(1)
      return row
    },

    /**
     * Marks a token used. Only one of two racing refreshes with the same token wins; the loser sees
     * false and is treated as a reuse.
     */
    async markRotated(sessionId: string, at: Date, executor: Executor = db): Promise<boolean> {
      const rows = await executor
        .update(sessions)
        .set({ rotatedAt: at })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      return rows.length > 0
    },

    async revokeFamily(familyId: string, at: Date, executor: Executor = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
    },

    /** Ends every session of a user (all families): after a password reset or change. */
    async revokeAllForUser(userId: string, at: Date, executor: Executor = db) {
      await executor
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    },

    async markFresh(sessionId: string, until: Date, executor: Executor = db) {
      await executor.update(sessions).set({ freshUntil: until }).where(eq(sessions.id, sessionId))
    },

    /** A second factor was added: the user's sessions waiting for one reach every call again. */
    async clearSecondFactorPending(userId: string, executor: Executor = db) {
      await executor
        .update(sessions)
        .set({ secondFactorPending: false })
        .where(and(eq(sessions.userId, userId), eq(sessions.secondFactorPending, true)))
    },

    async findFamilyId(sessionId: string, executor: Executor = db) {
      const [row] = await executor
        .select({ familyId: sessions.familyId })
        .from(sessions)
        .where(eq(sessions.id, sessionId))
        .limit(1)
      return row?.familyId
    },

    /** The actor behind an access token, in one query: a revoked session or inactive user yields none. */
    async findActor(claims: AccessClaims, executor: Executor = db): Promise<Actor | undefined> {
      const [row] = await executor
        .select({
          userId: users.id,
          tenantId: tenants.id,
          sessionId: sessions.id,
          role: users.applicationRole,
          isOperator: users.isOperator,
          isConsumer: tenants.isConsumer,
          isProvider: tenants.isProvider,
          emailVerifiedAt: users.emailVerifiedAt,
          verificationStatus: tenants.verificationStatus,
          email: users.email,
          fullName: users.fullName,
          freshUntil: sessions.freshUntil,
          isSecondFactorPending: sessions.secondFactorPending,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(
          and(
            eq(sessions.id, claims.sessionId),
            eq(sessions.userId, claims.userId),
            isNull(sessions.revokedAt),
            eq(users.status, 'ACTIVE'),
          ),
        )
        .limit(1)
      if (!row) return undefined
      const { emailVerifiedAt, verificationStatus, ...actor } = row
      return {
        ...actor,
        isUserVerified: emailVerifiedAt !== null,
        isCompanyVerified: verificationStatus === 'VERIFIED',
      }
    },
  }
}
