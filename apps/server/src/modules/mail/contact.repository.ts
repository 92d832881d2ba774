import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { tenants, users } from '../../db/schema'

/** Who receives a contact-form message, and who sent it when signed in. */
export function createContactRepository(db: Database) {
  return {
    /** The platform's operators who read mail: active users with the operator flag. */
    async operators() {
      return db
        .select({ email: users.email, fullName: users.fullName })
        .from(users)
        .where(and(eq(users.isOperator, true), eq(users.status, 'ACTIVE')))
        .orderBy(asc(users.email))
    },

    async account(tenantId: string, userId: string) {
      const [row] = await db
        .select({ email: users.email, fullName: users.fullName, legalName: tenants.legalName })
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
      return row
    },
  }
}

export type ContactRepository = ReturnType<typeof createContactRepository>
