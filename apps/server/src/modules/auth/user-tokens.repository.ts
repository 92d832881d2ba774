import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { userTokens, type UserTokenPurpose, type UserTokenRow } from '../../db/schema'
import { randomToken, sha256Hex } from '../../lib/crypto'

/** Lifetimes of one-time tokens: verification 24 h, reset 1 h, invitation 7 days. */
export const userTokenLifetimeSeconds: Record<UserTokenPurpose, number> = {
  EMAIL_VERIFICATION: 24 * 60 * 60,
  PASSWORD_RESET: 60 * 60,
  INVITATION: 7 * 24 * 60 * 60,
  EMAIL_CHANGE: 24 * 60 * 60,
}

export interface IssueTokenInput {
  userId: string
  purpose: UserTokenPurpose
  newEmail?: string
}

export function createUserTokensRepository(db: Executor) {
  return {
    /**
     * Issues a fresh token and retires the user's earlier unused ones of the same purpose, so only the
     * newest mail works. Answers the raw token: it is never stored.
     */
    async issue(input: IssueTokenInput, executor: Executor = db): Promise<string> {
      const token = randomToken()
      await executor
        .update(userTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(userTokens.userId, input.userId),
            eq(userTokens.purpose, input.purpose),
            isNull(userTokens.usedAt),
          ),
        )
      await executor.insert(userTokens).values({
        userId: input.userId,
        purpose: input.purpose,
        tokenHash: sha256Hex(token),
        newEmail: input.newEmail ?? null,
        expiresAt: new Date(Date.now() + userTokenLifetimeSeconds[input.purpose] * 1000),
      })
      return token
    },

    /** Marks a live token used and answers its row; a used, expired or unknown token answers null. */
    async consume(
      token: string,
      purpose: UserTokenPurpose,
      executor: Executor = db,
    ): Promise<UserTokenRow | null> {
      const [row] = await executor
        .update(userTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(userTokens.tokenHash, sha256Hex(token)),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, new Date()),
          ),
        )
        .returning()
      return row ?? null
    },

    /** The address a live email-change token of the user waits to confirm, if any. */
    async findPendingNewEmail(userId: string, executor: Executor = db): Promise<string | null> {
      const [row] = await executor
        .select({ newEmail: userTokens.newEmail })
        .from(userTokens)
        .where(
          and(
            eq(userTokens.userId, userId),
            eq(userTokens.purpose, 'EMAIL_CHANGE'),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, new Date()),
          ),
        )
        .limit(1)
      return row?.newEmail ?? null
    },

    /** Looks a live token up without using it (to show who an invitation is for). */
    async peek(token: string, purpose: UserTokenPurpose, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(userTokens)
        .where(
          and(
            eq(userTokens.tokenHash, sha256Hex(token)),
            eq(userTokens.purpose, purpose),
            isNull(userTokens.usedAt),
            gt(userTokens.expiresAt, new Date()),
          ),
        )
      return row ?? null
    },
  }
}

export type UserTokensRepository = ReturnType<typeof createUserTokensRepository>
