import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { tenants, updatedAt, users } from './foundation'

/** A user's personal verification details; one row per user, replaced on resubmission. */
export const userIdentityVerifications = pgTable(
  'user_identity_verifications',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    nationalIdNumber: text('national_id_number').notNull(),
    employeePosition: text('employee_position').notNull(),
    /** Storage key of the ID document image (`users/<id>/identity/<uuid>.<ext>`). */
    documentPath: text('document_path').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (table) => [index('user_identity_verifications_tenant_index').on(table.tenantId)],
)

export type UserIdentityVerificationRow = typeof userIdentityVerifications.$inferSelect
