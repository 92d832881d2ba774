import type { Language } from '@lumbung/contract'
import { and, eq, ne } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { tenants, users } from '../../db/schema'
import { isUniqueViolation } from '../../lib/infrastructure-errors'

/** A write refused by a unique index (23505), whichever driver reports it. */
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

    async emailExists(email: string, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, email.toLowerCase()))
        .limit(1)
      return row !== undefined
    },

    /** Signup: the company (consumer side on, not yet verified) and its owner, in the caller's transaction. */
    async createTenantWithOwner(
      input: {
        legalName: string
        industry: string
        companySize: string
        email: string
        fullName: string
        phoneNumber: string
        employeePosition: string
        passwordHash: string
        language?: Language | undefined
      },
      executor: Executor = db,
    ) {
      const [tenant] = await executor
        .insert(tenants)
        .values({
          legalName: input.legalName,
          industry: input.industry,
          companySize: input.companySize,
          // Signup asks for one phone number: the company form starts with it (docs/decisions/0037).
          phoneNumber: input.phoneNumber,
          verificationStatus: 'UNVERIFIED',
          isConsumer: true,
          isProvider: false,
        })
        .returning({ id: tenants.id })
      const [user] = await executor
        .insert(users)
        .values({
          tenantId: tenant!.id,
          email: input.email.toLowerCase(),
          fullName: input.fullName,
          phoneNumber: input.phoneNumber,
          employeePosition: input.employeePosition,
          passwordHash: input.passwordHash,
          applicationRole: 'superadmin',
          status: 'ACTIVE',
          language: input.language ?? null,
        })
        .returning({ id: users.id, tenantId: users.tenantId })
      return user!
    },

    async markEmailVerified(userId: string, at: Date, executor: Executor = db) {
      await executor.update(users).set({ emailVerifiedAt: at }).where(eq(users.id, userId))
    },

    async setPasswordHash(userId: string, passwordHash: string, executor: Executor = db) {
      await executor.update(users).set({ passwordHash }).where(eq(users.id, userId))
    },

    async updateProfile(
      userId: string,
      fields: { fullName: string; phoneNumber: string; employeePosition: string },
      executor: Executor = db,
    ) {
      await executor.update(users).set(fields).where(eq(users.id, userId))
    },

    async setLanguage(userId: string, language: Language, executor: Executor = db) {
      await executor.update(users).set({ language }).where(eq(users.id, userId))
    },

    async setProfilePhotoPath(userId: string, path: string, executor: Executor = db) {
      await executor.update(users).set({ profilePhotoPath: path }).where(eq(users.id, userId))
    },

    /**
     * Moves the user to a confirmed new address. Answers false when another user holds it (the
     * unique index decides, so two racing changes cannot both win).
     */
    async changeEmail(userId: string, email: string, at: Date, executor: Executor = db): Promise<boolean> {
      const [taken] = await executor
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, userId)))
        .limit(1)
      if (taken) return false
      try {
        await executor.update(users).set({ email, emailVerifiedAt: at }).where(eq(users.id, userId))
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
      return true
    },

    async recordLogin(userId: string, at: Date, executor: Executor = db) {
      await executor.update(users).set({ lastLoginAt: at }).where(eq(users.id, userId))
    },
  }
}
