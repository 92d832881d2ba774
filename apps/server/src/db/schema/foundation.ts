import {
  applicationRoles,
  auditOutcomes,
  languages,
  tenantVerificationStatuses,
  userStatuses,
} from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '))

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legalName: text('legal_name').notNull(),
    brandName: text('brand_name'),
    industry: text('industry'),
    companySize: text('company_size'),
    address: text('address'),
    provinceCode: text('province_code'),
    provinceName: text('province_name'),
    districtCode: text('district_code'),
    districtName: text('district_name'),
    subdistrictCode: text('subdistrict_code'),
    subdistrictName: text('subdistrict_name'),
    description: text('description'),
    shortDescription: text('short_description'),
    phoneNumber: text('phone_number'),
    website: text('website'),
    /** The company's tax number, digits only (15, or 16 in the NIK-based form); printed on its invoices. */
    npwp: text('npwp'),
    /** The address registered with the NPWP, when it differs from `address`. */
    npwpAddress: text('npwp_address'),
    /** Storage key of the company logo (`tenants/<id>/logo/<uuid>.<ext>`). */
    logoPath: text('logo_path'),
    /** When and by whom the provider terms were accepted (subscription as provider). */
    providerTermsAcceptedAt: timestamp('provider_terms_accepted_at', { withTimezone: true }),
    providerTermsAcceptedBy: uuid('provider_terms_accepted_by'),
    verificationStatus: text('verification_status', { enum: tenantVerificationStatuses })
      .notNull()
      .default('UNVERIFIED'),
    isConsumer: boolean('is_consumer').notNull().default(true),
    isProvider: boolean('is_provider').notNull().default(false),
    /** The platform's own tenant, whose superadmins are the operators. */
    isPlatform: boolean('is_platform').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'tenants_verification_status_check',
      sql`${table.verificationStatus} in (${inList(tenantVerificationStatuses)})`,
    ),
    check('tenants_npwp_check', sql`${table.npwp} is null or ${table.npwp} ~ '^[0-9]{15,16}$'`),
    uniqueIndex('tenants_single_platform')
      .on(table.isPlatform)
      .where(sql`${table.isPlatform}`),
  ],
)

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number'),
    employeePosition: text('employee_position'),
    /** Null while an invitation is pending. */
    passwordHash: text('password_hash'),
    applicationRole: text('application_role', { enum: applicationRoles }).notNull(),
    status: text('status', { enum: userStatuses }).notNull().default('INVITED'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isOperator: boolean('is_operator').notNull().default(false),
    profilePhotoPath: text('profile_photo_path'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Null until the user picks one (docs/decisions/0074-languages.md). */
    language: text('language', { enum: languages }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_tenant_id_index').on(table.tenantId),
    check('users_email_lowercase_check', sql`${table.email} = lower(${table.email})`),
    check('users_application_role_check', sql`${table.applicationRole} in (${inList(applicationRoles)})`),
    check('users_status_check', sql`${table.status} in (${inList(userStatuses)})`),
    check(
      'users_language_check',
      sql`${table.language} is null or ${table.language} in (${inList(languages)})`,
    ),
    // A company has exactly one owner; only the platform tenant has several (its operators).
    uniqueIndex('users_one_owner_per_tenant')
      .on(table.tenantId)
      .where(sql`${table.applicationRole} = 'superadmin' and ${table.isOperator} = false`),
  ],
)

/** One row per refresh token. A family is the chain of tokens from one sign-in; rotation adds a row. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque refresh token, hex. */
    refreshTokenHash: text('refresh_token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Until when the password was re-entered (fresh login) for sensitive actions; carried on rotation. */
    freshUntil: timestamp('fresh_until', { withTimezone: true }),
    /** Signed in by someone who must enrol a second factor first: only the enrolment calls are open. */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [
    uniqueIndex('sessions_refresh_token_hash_unique').on(table.refreshTokenHash),
    index('sessions_family_id_index').on(table.familyId),
    index('sessions_user_id_index').on(table.userId),
  ],
)

/**
 * The audit trail (docs/decisions/0061-audit-trail.md): who (the user and their name at the time), what
 * (a code from the contract's action list), when, from where (address and browser), the target and a few
 * facts, never a secret. An event that may repeat thousands of times is counted into one row per
 * `aggregate_key` (action, company, person, address, target and ten minutes) instead of a row each.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    outcome: text('outcome', { enum: auditOutcomes }).notNull().default('SUCCESS'),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    eventCount: integer('event_count').notNull().default(1),
    aggregateKey: text('aggregate_key'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_tenant_created_index').on(table.tenantId, table.createdAt),
    index('audit_log_actor_index').on(table.actorUserId),
    index('audit_log_created_index').on(table.createdAt),
    uniqueIndex('audit_log_aggregate_key_index').on(table.aggregateKey),
    check('audit_log_outcome_check', sql`${table.outcome} in (${inList(auditOutcomes)})`),
  ],
)

export type TenantRow = typeof tenants.$inferSelect
export type UserRow = typeof users.$inferSelect
export type SessionRow = typeof sessions.$inferSelect
export type AuditLogRow = typeof auditLog.$inferSelect
