import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { tenants, users } from '../../db/schema'

export type UsersRepository = ReturnType<typeof createUsersRepository>

export function createUsersRepository(db: Executor) {
  const withTenant = {
    user: users,
    tenant: {
      id: tenants.id,
      legalName: tenants.legalName,
      brandName: tenants.brandName,
      verificationStatus: tenants.verificationStatus,
      isConsumer: tenants.isConsumer,
      isProvider: tenants.isProvider,
      isPlatform: tenants.isPlatform,
    },
  }

  return {
    /** Sign-in looks a user up across tenants by email, the one lookup that is not tenant-scoped. */
    async findByEmailWithTenant(email: string, executor: Executor = db) {
      const [row] = await executor
        .select(withTenant)
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.email, email.toLowerCase()))
        .limit(1)
      return row
    },

    async findByIdWithTenant(userId: string, executor: Executor = db) {
      const [row] = await executor
        .select(withTenant)
        .from(users)
        .innerJoin(tenants, eq(tenants.id, users.tenantId))
        .where(eq(users.id, userId))
        .limit(1)
      return row
    },

    async recordLogin(userId: string, at: Date, executor: Executor = db) {
      await executor.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId))
    },
  }
}
