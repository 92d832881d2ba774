import { apiSettingStatuses, authTypes } from '@lumbung/contract'
import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'

/**
 * How a provider's upstream API is reached (docs/product.md#api-setting). The one secret of the auth type
 * (password, token or key) is sealed with lib/secrets; `secret_hint` keeps what the masked form shows of it.
 */
export const apiSettings = pgTable(
  'api_settings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    description: text('description'),
    /** The upstream's base address; an API dataset on this setting adds its path (migration 0041). */
    baseUrl: text('base_url'),
    status: text('status', { enum: apiSettingStatuses }).notNull().default('DRAFT'),
    authType: text('auth_type', { enum: authTypes }).notNull().default('NONE'),
    username: text('username'),
    headerName: text('header_name'),
    sealedSecret: text('sealed_secret'),
    secretHint: text('secret_hint'),
    createdBy: uuid('created_by').references(() => users.id),
    updatedBy: uuid('updated_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('api_settings_tenant_index').on(table.tenantId, table.updatedAt),
    uniqueIndex('api_settings_tenant_name_unique').on(table.tenantId, sql`lower(${table.name})`),
    check('api_settings_status_check', sql`${table.status} in (${inList(apiSettingStatuses)})`),
    check('api_settings_auth_type_check', sql`${table.authType} in (${inList(authTypes)})`),
  ],
)
