import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { App } from '../../src/app'
import type { Database } from '../../src/db/database'
import {
  apiSettings,
  dataAssets,
  datasetFileVersions,
  datasets,
  invoices,
  products,
  settlements,
  storageSettings,
  tenants,
  transactionRequests,
  users,
} from '../../src/db/schema'
import { createLocalFileStorage } from '../../src/lib/file-storage'
import { seedDemoCatalogue, seedDemoConsumerData, seedDemoRequests } from '../../src/seed'
import { tenantIdOf, userIdOf } from '../builders'
import { freshen, headersFor, type TestApp } from '../test-app'

export const companies = { provider: 'PT Data Nusantara', consumer: 'PT Konsumen Maju' } as const

/** A verified company that is both consumer and provider and owns nothing: every id it asks about is foreign. */
export const outsider = { legalName: 'PT Pihak Luar', email: 'owner@outsider.test' } as const

/** Ids of seeded (or, where the seed has none, freshly made) resources of the two demo companies. */
export interface AccessFixtures {
  apiSetting: string
  apiDataset: string
  fileDataset: string
  secretShareDataset: string
  fileVersion: string
  product: string
  privateOffer: string
  providerStorageSetting: string
  consumerStorageSetting: string
  consumerDataAsset: string
  providerDataAsset: string
  /** Transaction numbers of the consumer's approved purchases, and any of its requests. */
  downloadPurchase: string
  secretSharePurchase: string
  apiPurchase: string
  apiPurchaseProduct: string
  request: string
  consumerMember: string
  consumerApiKey: string
  recommendation: string
  /** The consumer company's issued invoice and the provider company's settlement of `closedPeriod`. */
  consumerInvoice: string
  providerSettlement: string
}

/** A past month the fixtures bill and close, so each demo side has a billing document with an id. */
export const closedPeriod = '2025-06'

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows
  if (!row) throw new Error(`The seeded data has no ${what}; the access fixtures need one`)
  return row
}

async function created(app: App, email: string, url: string, payload: object): Promise<string> {
  const headers = await headersFor(app, email)
  // Naming a key is one of the actions that ask for the password again.
  await freshen(app, headers)
  const response = await app.inject({ method: 'POST', url, headers, payload })
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`)
  return (response.json() as { data: { id: string } }).data.id
}

async function approvedPurchase(db: Database, consumerTenantId: string, productName: string) {
  const row = await one(
    db
      .select({ transactionNo: transactionRequests.transactionNo, productId: products.id })
      .from(transactionRequests)
      .innerJoin(products, eq(products.id, transactionRequests.productId))
      .where(
        and(
          eq(transactionRequests.consumerTenantId, consumerTenantId),
          eq(transactionRequests.status, 'APPROVED'),
          eq(products.name, productName),
        ),
      )
      .limit(1),
    `approved purchase of ${productName}`,
  )
  return row
}

/** The demo catalogue, purchases and consumer data the server seeds on a first start (the test template has only the accounts). */
export async function seedDemoResources({ database, config }: TestApp): Promise<void> {
  const { db } = database
  const files = createLocalFileStorage(join(config.dataDir, 'files'))
  await seedDemoCatalogue({ db, config, files })
  await seedDemoRequests({ db, config })
  await seedDemoConsumerData({ db, config, files })
}

/**
 * Invoices and settlements exist only once a month is closed: two calls of the consumer's purchased API
 * in `closedPeriod`, then the operators' month close, give PT Konsumen Maju an invoice and PT Data
 * Nusantara a settlement.
 */
async function closeBilledMonth(
  app: App,
  db: Database,
  { consumer, provider, productId }: { consumer: string; provider: string; productId: string },
) {
  for (const day of ['03', '04']) {
    app.usage.record({
      occurredAt: new Date(`${closedPeriod}-${day}T10:00:00+07:00`),
      kind: 'API_CALL',
      consumerTenantId: consumer,
      providerTenantId: provider,
      productId,
      transactionRequestId: null,
      apiKeyId: null,
      method: 'GET',
      subPath: null,
      httpStatus: 200,
      outcome: 'SUCCESS',
      errorCode: null,
      latencyMs: 12,
      bytesIn: 0,
      bytesOut: 100,
      isBillable: true,
      unitPrice: 1500,
    })
  }
  await app.usage.flush()
  const headers = await headersFor(app, 'operator@lumbung.test')
  const url = '/api/operator/billing/month-close'
  const response = await app.inject({ method: 'POST', url, headers, payload: { period: closedPeriod } })
  if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`)
  const invoice = await one(
    db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.consumerTenantId, consumer), eq(invoices.period, closedPeriod))),
    `invoice of ${closedPeriod}`,
  )
  const settlement = await one(
    db
      .select({ id: settlements.id })
      .from(settlements)
      .where(and(eq(settlements.providerTenantId, provider), eq(settlements.period, closedPeriod))),
    `settlement of ${closedPeriod}`,
  )
  return { consumerInvoice: invoice.id, providerSettlement: settlement.id }
}

export async function loadAccessFixtures(app: App, db: Database): Promise<AccessFixtures> {
  const provider = await tenantIdOf(db, companies.provider)
  const consumer = await tenantIdOf(db, companies.consumer)
  const idOf = <T extends { id: string }>(rows: Promise<T[]>, what: string) =>
    one(rows, what).then((row) => row.id)
  const datasetOf = (dataType: 'API' | 'FILE' | 'SECRET_SHARE') =>
    idOf(
      db
        .select({ id: datasets.id })
        .from(datasets)
        .where(and(eq(datasets.tenantId, provider), eq(datasets.dataType, dataType)))
        .limit(1),
      `${dataType} dataset`,
    )

  const consumerAsset = await one(
    db
      .select()
      .from(dataAssets)
      .where(and(eq(dataAssets.tenantId, consumer), eq(dataAssets.userType, 'consumer')))
      .limit(1),
    'consumer data asset',
  )
  // The seed gives the provider side no data asset; a copy of the consumer's row is one for the provider.
  const { id: _consumerAssetId, ...assetValues } = consumerAsset
  const [providerAsset] = await db
    .insert(dataAssets)
    .values({ ...assetValues, tenantId: provider, userType: 'provider', createdBy: null })
    .returning({ id: dataAssets.id })

  const apiPurchase = await approvedPurchase(db, consumer, 'NIK–Phone Match API')
  const billingDocuments = await closeBilledMonth(app, db, {
    consumer,
    provider,
    productId: apiPurchase.productId,
  })
  return {
    ...billingDocuments,
    apiSetting: await idOf(
      db.select({ id: apiSettings.id }).from(apiSettings).where(eq(apiSettings.tenantId, provider)).limit(1),
      'API setting',
    ),
    apiDataset: await datasetOf('API'),
    fileDataset: await datasetOf('FILE'),
    secretShareDataset: await datasetOf('SECRET_SHARE'),
    fileVersion: await idOf(
      db
        .select({ id: datasetFileVersions.id })
        .from(datasetFileVersions)
        .where(eq(datasetFileVersions.tenantId, provider))
        .limit(1),
      'file dataset version',
    ),
    product: await idOf(
      db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.tenantId, provider), eq(products.isPrivate, false)))
        .limit(1),
      'product',
    ),
    privateOffer: await idOf(
      db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.tenantId, provider),
            eq(products.isPrivate, true),
            eq(products.status, 'PUBLISHED'),
          ),
        )
        .limit(1),
      'private offer',
    ),
    providerStorageSetting: await created(
      app,
      'owner@provider.test',
      '/api/data/provider/settings/storage/add',
      {
        name: 'Access matrix folder',
        cloud_provider: 'LOCAL',
        storage_config: { folder: 'access-matrix' },
      },
    ),
    consumerStorageSetting: await idOf(
      db
        .select({ id: storageSettings.id })
        .from(storageSettings)
        .where(and(eq(storageSettings.tenantId, consumer), eq(storageSettings.userType, 'consumer')))
        .limit(1),
      'consumer storage setting',
    ),
    consumerDataAsset: consumerAsset.id,
    providerDataAsset: providerAsset!.id,
    downloadPurchase: (await approvedPurchase(db, consumer, 'Retail Outlet Census Jabodetabek'))
      .transactionNo,
    secretSharePurchase: (await approvedPurchase(db, consumer, 'Customer Spending Insights')).transactionNo,
    apiPurchase: apiPurchase.transactionNo,
    apiPurchaseProduct: apiPurchase.productId,
    request: (
      await one(
        db
          .select({ transactionNo: transactionRequests.transactionNo })
          .from(transactionRequests)
          .where(eq(transactionRequests.consumerTenantId, consumer))
          .limit(1),
        'transaction request',
      )
    ).transactionNo,
    consumerMember: await userIdOf(db, 'member@consumer.test'),
    consumerApiKey: await created(app, 'owner@consumer.test', '/api/auth/tenant/api-keys', {
      label: 'Access matrix key',
    }),
    recommendation: await created(app, 'owner@consumer.test', '/api/transaction/consumer/recommendation', {
      data_needed: 'Monthly foot traffic per shopping mall in Jakarta',
      purpose: 'Choosing where to open our next retail outlets',
      industry: 'WHOLESALE_RETAIL',
    }),
  }
}

/** The outsider company and its owner, made once per app. */
export async function addOutsider(db: Database): Promise<void> {
  const [tenant] = await db
    .insert(tenants)
    .values({
      legalName: outsider.legalName,
      verificationStatus: 'VERIFIED',
      isConsumer: true,
      isProvider: true,
    })
    .returning({ id: tenants.id })
  await db.insert(users).values({
    tenantId: tenant!.id,
    email: outsider.email,
    fullName: 'Pemilik Pihak Luar',
    // Never checked: the suite mints its sessions.
    passwordHash: 'not-a-password-hash',
    applicationRole: 'superadmin',
    status: 'ACTIVE',
    emailVerifiedAt: new Date(),
  })
}
