import { eq } from 'drizzle-orm'
import type { Database } from '../src/db/database'
import { datasets, products, tenants, users, type NewProductRow } from '../src/db/schema'

type NewDatasetRow = typeof datasets.$inferInsert

/** The id of a company by its legal name (the demo companies: 'PT Data Nusantara', 'PT Konsumen Maju'…). */
export async function tenantIdOf(db: Database, legalName: string): Promise<string> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.legalName, legalName))
    .limit(1)
  if (!row) throw new Error(`No company named ${legalName}`)
  return row.id
}

export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
  if (!row) throw new Error(`No user ${email}`)
  return row.id
}

/**
 * A dataset row as the datasets area stores it, active by default; an API dataset gets a response
 * sample. Areas that only point at a dataset (products, requests) need no more than this.
 */
export async function insertDataset(
  db: Database,
  tenantId: string,
  values: Partial<NewDatasetRow> & Pick<NewDatasetRow, 'name' | 'dataType'>,
): Promise<string> {
  const [row] = await db
    .insert(datasets)
    .values({
      tenantId,
      status: 'ACTIVE',
      responseSample: values.dataType === 'API' ? '{"is_match":true}' : null,
      ...values,
    })
    .returning({ id: datasets.id })
  return row!.id
}

type ProductValues = Partial<NewProductRow> & Pick<NewProductRow, 'tenantId' | 'name'>

/**
 * Inserts complete product rows as the catalogue stores them: published pay-per-call API products
 * unless `defaults` (an area's usual product) or the values at each call say otherwise.
 */
export function productBuilder(defaults: Partial<NewProductRow> = {}) {
  return async (db: Database, values: ProductValues): Promise<string> => {
    const [row] = await db
      .insert(products)
      .values({
        shortDescription: `${values.name}, for tests`,
        categories: ['OTHER'],
        dataType: 'API',
        pricingModel: 'PAY_PER_CALL',
        unit: 'CALL',
        price: 1000,
        deliveryMethod: 'API',
        isDefaultDataAccessAgreement: true,
        status: 'PUBLISHED',
        publishedAt: (values.status ?? defaults.status) === 'DRAFT' ? null : new Date(),
        ...defaults,
        ...values,
      })
      .returning({ id: products.id })
    return row!.id
  }
}

/** A published pay-per-call API product; tests set what they look at. */
export const insertProduct = productBuilder()

/** The id of a product by its name (the demo catalogue's names are unique). */
export async function productIdByName(db: Database, name: string): Promise<string> {
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.name, name)).limit(1)
  if (!row) throw new Error(`No product named ${name}`)
  return row.id
}
