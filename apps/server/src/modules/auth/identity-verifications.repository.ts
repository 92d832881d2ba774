import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { userIdentityVerifications } from '../../db/schema'

export type IdentityVerificationsRepository = ReturnType<typeof createIdentityVerificationsRepository>

export function createIdentityVerificationsRepository(db: Executor) {
  return {
    async findByUser(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(userIdentityVerifications)
        .where(eq(userIdentityVerifications.userId, userId))
        .limit(1)
      return row
    },

    /** Saves a submission, replacing the user's earlier one; answers the document it replaced. */
    async save(
      input: {
        userId: string
        tenantId: string
        nationalIdNumber: string
        employeePosition: string
        documentPath: string
        submittedAt: Date
      },
      executor: Executor = db,
    ): Promise<string | undefined> {
      const previous = await this.findByUser(input.userId, executor)
      await executor
        .insert(userIdentityVerifications)
        .values(input)
        .onConflictDoUpdate({
          target: userIdentityVerifications.userId,
          set: {
            nationalIdNumber: input.nationalIdNumber,
            employeePosition: input.employeePosition,
            documentPath: input.documentPath,
            submittedAt: input.submittedAt,
          },
        })
      return previous?.documentPath
    },
  }
}
