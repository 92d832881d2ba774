import { dataTypes, deliveryMethods, pricingModels, productStatuses, units } from '@lumbung/contract'
import { getTableColumns, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { createdAt, inList, tenants, updatedAt, users } from './foundation'

/**
 * What a product's sample was made from (docs/decisions/0081-stale-product-sample.md): the file
 * dataset's version and its columns, and which sample the record belongs to (`data:` and the SHA-256
 * of the typed sample, or `file:` and the uploaded sample's key), so a sample replaced since is not
 * judged by a record of the one before.
 */
export interface ProductSampleBasis {
  versionId: string | null
  versionNo: number
  columns: { name: string; type: string }[]
  sampleRef: string
}

/** A stored file of a product: its storage key and the name it was uploaded under. */
export interface ProductStoredFile {
  id: string
  key: string
  name: string
}

/**
 * PostgreSQL's text-search document. The database fills it (triggers of the marketplace_search
 * migration) from the product's texts, its dataset's tags and its provider's names; the application
 * never writes it. See docs/decisions/0021-marketplace-search.md.
 */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * A provider's data product (docs/product.md#product). Drafts may be incomplete; the service checks
 * completeness when a product is published, so every PUBLISHED row is sellable. `dataset_id` names a row of
 * the datasets table of the same tenant; the service checks that, so no foreign key ties the two areas.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    dataType: text('data_type', { enum: dataTypes }),
    datasetId: uuid('dataset_id'),
    pricingModel: text('pricing_model', { enum: pricingModels }),
    unit: text('unit', { enum: units }),
    /** Whole rupiah. */
    price: bigint('price', { mode: 'number' }),
    /** API subscriptions only: successful calls included per month. */
    monthlyQuota: integer('monthly_quota'),
    /** API products: the stated availability in basis points (9950 = 99.5 %); null when none (decision 0052). */
    availabilityTargetBasisPoints: integer('availability_target_basis_points'),
    deliveryMethod: text('delivery_method', { enum: deliveryMethods }),
    /** Pay-per-use products: a free trial of the first N calls or queries, or of the first D days (decision 0069). */
    trialCalls: integer('trial_calls'),
    trialDays: integer('trial_days'),
    /** Secret-share products: the monthly privacy budget per buyer company, in micro-rho; null: the default. */
    privacyBudgetMicroRho: bigint('privacy_budget_micro_rho', { mode: 'number' }),
    isPrivate: boolean('is_private').notNull().default(false),
    consumerTenantId: uuid('consumer_tenant_id').references(() => tenants.id),
    isConsent: boolean('is_consent').notNull().default(false),
    isSensitive: boolean('is_sensitive').notNull().default(false),
    isMasked: boolean('is_masked').notNull().default(false),
    isDefaultDataAccessAgreement: boolean('is_default_data_access_agreement').notNull().default(false),
    /** Requests from verified companies are approved at once (docs/decisions/0068). */
    autoApprove: boolean('auto_approve').notNull().default(false),
    /** Industries auto-approval is limited to; empty: every industry. */
    autoApproveIndustries: jsonb('auto_approve_industries').$type<string[]>().notNull().default([]),
    image: jsonb('image').$type<ProductStoredFile>(),
    agreement: jsonb('agreement').$type<ProductStoredFile>(),
    factsheets: jsonb('factsheets').$type<ProductStoredFile[]>().notNull().default([]),
    sampleFile: jsonb('sample_file').$type<ProductStoredFile>(),
    sampleData: text('sample_data'),
    sampleBasis: jsonb('sample_basis').$type<ProductSampleBasis>(),
    status: text('status', { enum: productStatuses }).notNull().default('DRAFT'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    modifiedBy: uuid('modified_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    searchVector: tsvector('search_vector'),
  },
  (table) => [
    index('products_tenant_status_index').on(table.tenantId, table.status),
    index('products_search_vector_index').using('gin', table.searchVector),
    // The marketplace's default order (newest published first) without a sort over every match.
    index('products_published_index')
      .on(table.publishedAt.desc(), table.id)
      .where(sql`${table.status} = 'PUBLISHED'`),
    index('products_published_price_index')
      .on(table.price, table.id)
      .where(sql`${table.status} = 'PUBLISHED'`),
    index('products_published_name_index')
      .on(sql`lower(${table.name})`, table.id)
      .where(sql`${table.status} = 'PUBLISHED'`),
    index('products_dataset_index').on(table.datasetId),
    index('products_consumer_index').on(table.consumerTenantId),
    check('products_status_check', sql`${table.status} in (${inList(productStatuses)})`),
    check(
      'products_data_type_check',
      sql`${table.dataType} is null or ${table.dataType} in (${inList(dataTypes)})`,
    ),
    check(
      'products_pricing_model_check',
      sql`${table.pricingModel} is null or ${table.pricingModel} in (${inList(pricingModels)})`,
    ),
    check('products_unit_check', sql`${table.unit} is null or ${table.unit} in (${inList(units)})`),
    check(
      'products_delivery_method_check',
      sql`${table.deliveryMethod} is null or ${table.deliveryMethod} in (${inList(deliveryMethods)})`,
    ),
    check(
      'products_availability_target_check',
      sql`${table.availabilityTargetBasisPoints} is null or ${table.availabilityTargetBasisPoints} between 5000 and 10000`,
    ),
    check(
      'products_trial_check',
      sql`(${table.trialCalls} is null or ${table.trialCalls} > 0) and (${table.trialDays} is null or ${table.trialDays} > 0) and (${table.trialCalls} is null or ${table.trialDays} is null)`,
    ),
    check('products_price_check', sql`${table.price} is null or ${table.price} >= 0`),
    check(
      'products_privacy_budget_check',
      sql`${table.privacyBudgetMicroRho} is null or ${table.privacyBudgetMicroRho} > 0`,
    ),
    check(
      'products_private_consumer_check',
      sql`not ${table.isPrivate} or ${table.status} = 'DRAFT' or ${table.consumerTenantId} is not null`,
    ),
  ],
)

export type ProductRow = typeof products.$inferSelect
export type NewProductRow = typeof products.$inferInsert

const { searchVector: _searchVector, ...productFieldColumns } = getTableColumns(products)

/** Every product column except the search vector, which only the marketplace's search uses; product reads select these. */
export const productFields = productFieldColumns
export type ProductFields = Omit<ProductRow, 'searchVector'>
