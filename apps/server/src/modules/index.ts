import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/database'
import type { App } from '../lib/app-type'
import { createAudit } from '../lib/audit'
import { createChangeNotices, type ChangeNotices } from '../lib/change-notices'
import { createFileStorage } from '../lib/create-file-storage'
import type { FileStorage } from '../lib/file-storage'
import { createTokenSigner } from '../lib/tokens'
import { auditModule, createAuditServices } from './audit'
import { authModule, createAuthServices } from './auth'
import { billingModule, createBillingServices } from './billing'
import type { ModuleContext } from './context'
import { createDashboardServices, dashboardModule } from './dashboard'
import { apiSettingsModule, createApiSettingsServices } from './data/api-settings'
import { createDataAssetsServices, dataAssetsModule } from './data/data-assets'
import { createDatasetServices, createDatasetSources, datasetsModule } from './data/datasets'
import { createMarketplaceServices, marketplaceModule } from './data/marketplace'
import { createProductsServices, productsModule } from './data/products'
import { createShareStores } from './data/share-stores'
import { createStorageSettingsServices, storageSettingsModule } from './data/storage-settings'
import { createDemoUpstreamServices, demoUpstreamAccessOf, demoUpstreamModule } from './demo-upstream'
import { createDropdownServices, dropdownModule, indonesianAreas } from './dropdown'
import { createFilesServices, filesModule } from './files'
import { createHealthServices, healthModule } from './health'
import { createGatewayServices, createUsageLedger, gatewayModule, type GatewayCaller } from './gateway'
import { countedLedger, createMetrics, poolOf } from '../lib/metrics'
import { createJobs, createJobsOperatorServices, jobsOperatorModule } from './jobs'
import { createMail, createMailboxServices, mailModule, type MailService } from './mail'
import { createMembersServices, membersModule } from './members'
import { createOperatorServices, operatorModule } from './operator'
import { createTenantServices, tenantModule } from './tenant'
import { createFileToApiServices, fileToApiModule, type FileToApiOptions } from './transaction/file-to-api'
import { createDeliveryServices, deliveryModule } from './transaction/delivery'
import {
  createDeltaSharingServices,
  deltaSharingModule,
  deltaSharingProfileModule,
} from './transaction/delta-sharing'
import { createPurchasedServices, purchasedModule } from './transaction/purchased'
import { createRecommendationsServices, recommendationsModule } from './transaction/recommendations'
import { createSecretShareQueryServices, secretShareQueriesModule } from './transaction/secret-share-queries'
import { createTransactionRequestServices, transactionRequestsModule } from './transaction/requests'
import { agreementsModule, createAgreementsServices } from './transaction/agreements'

export { gatewayProductsPrefix } from './gateway'
export type { ModuleContext } from './context'

/** The platform as the app holds it: mail with its transport, which the app closes on shutdown. */
export type Platform = ModuleContext & { mail: MailService }

export interface PlatformOptions {
  config: Config
  db: Database
  logger: FastifyBaseLogger
  /** Defaults to the configured store (local disk or S3). */
  files?: FileStorage
  listeningPort?: () => number
  /** Defaults to notices carried by the configured database. */
  notices?: ChangeNotices
}

/** The pieces every area is built on: audit log, token signer, file store, job queue, usage ledger and mail. */
export function createPlatform({
  config,
  db,
  logger,
  files,
  listeningPort,
  notices,
}: PlatformOptions): Platform {
  const jobs = createJobs({ db, logger, leaseSeconds: config.jobLeaseSeconds })
  const ledger = createUsageLedger({ db, logger })
  const metrics = config.metrics.isOn
    ? createMetrics({ queueDepths: () => jobs.depths(), pool: poolOf(db) })
    : undefined
  const fileStorage = files ?? createFileStorage(config)
  return {
    config,
    db,
    logger,
    listeningPort,
    audit: createAudit(db),
    tokens: createTokenSigner(config.jwtSecret),
    files: fileStorage,
    jobs,
    usage: metrics ? countedLedger(ledger, metrics) : ledger,
    metrics,
    notices: notices ?? createChangeNotices({ databaseUrl: config.databaseUrl, logger }),
    mail: createMail({ db, config, jobs, logger, files: fileStorage }),
  }
}

/** What a test (or an embedding) puts in place of the defaults. */
export interface ServiceOverrides {
  gatewayCaller?: GatewayCaller
  fileToApi?: FileToApiOptions
  /**
   * The marketplace's kept list answers (the throughput bench: `{ ttlMs: 0 }` for every answer afresh)
   * and the matches a search counts (tests lower `countCap` to page past it).
   */
  marketplaceAnswers?: { ttlMs?: number; countCap?: number }
}

/**
 * The composition root: every area's services, built once and in dependency order. An area that
 * needs another's service receives it here, so no module builds or reaches into a neighbour.
 */
export function createServices(platform: ModuleContext, overrides: ServiceOverrides = {}) {
  const areas = indonesianAreas
  const audit = createAuditServices(platform)
  const auth = createAuthServices(platform)
  const tenant = createTenantServices({ ...platform, areas })
  const storageSettings = createStorageSettingsServices(platform)
  const shareStores = createShareStores(platform)
  const marketplace = createMarketplaceServices({ ...platform, answers: overrides.marketplaceAnswers })
  const apiSettings = createApiSettingsServices({
    ...platform,
    demoUpstream: () =>
      demoUpstreamAccessOf(platform.config, platform.listeningPort?.() ?? platform.config.port),
  })
  const credentialsOf = (tenantId: string, apiSettingId: string) =>
    apiSettings.credentialsOf(tenantId, apiSettingId)
  const billing = createBillingServices(platform)
  const gateway = createGatewayServices({
    ...platform,
    credentialsOf,
    spendCap: (call) => billing.spendCapTracker.capRefusalOf(call),
  })
  // The spend caps' check before billable work that is not a gateway call (queries, files, runs).
  const assertSpendRoom = (tenantId: string, productId: string, cost?: number) =>
    billing.spendCapGuard.assertRoom(tenantId, productId, cost)
  const dataAssets = createDataAssetsServices({ ...platform, storage: storageSettings })
  const agreements = createAgreementsServices(platform)
  const products = createProductsServices({ ...platform, datasetSources: createDatasetSources(platform.db) })
  const datasets = createDatasetServices({
    ...platform,
    shareStores,
    credentialsOf,
    isUsedByPublishedProduct: products.service.isDatasetUsedByPublishedProduct,
  })
  const delivery = createDeliveryServices({
    ...platform,
    datasetFiles: datasets.datasetFiles,
    storage: storageSettings,
    assertSpendRoom,
    keyHolderOf: gateway.keyHolderOf,
  })
  gateway.http.serveFilesWith(delivery.filesByKey.fetch)
  return {
    platform,
    health: createHealthServices(platform),
    audit,
    auth,
    files: createFilesServices({ ...platform, recordRead: audit.trail.recordOperatorFileRead }),
    members: createMembersServices({ ...platform, userTokens: auth.userTokens }),
    mailbox: createMailboxServices(platform),
    tenant,
    dropdown: createDropdownServices({ areas, providers: () => tenant.tenant.providerDropdown() }),
    apiSettings,
    demoUpstream: createDemoUpstreamServices({ ...platform, areas }),
    operator: createOperatorServices({ ...platform, verification: tenant.verification }),
    jobsOperator: createJobsOperatorServices(platform),
    products,
    storageSettings,
    dataAssets,
    shareStores,
    datasets,
    agreements,
    transactionRequests: createTransactionRequestServices(platform),
    marketplace,
    purchased: createPurchasedServices({ ...platform, datasetFiles: datasets.datasetFiles }),
    fileToApi: createFileToApiServices(
      {
        ...platform,
        caller: overrides.gatewayCaller ?? gateway.caller,
        consumerAssets: dataAssets.consumerAssets,
        spendCaps: (tenantId, productId, cost) => billing.spendCapGuard.check(tenantId, productId, cost),
      },
      overrides.fileToApi,
    ),
    delivery,
    deltaSharing: createDeltaSharingServices({
      ...platform,
      datasetFiles: datasets.datasetFiles,
      assertSpendRoom,
    }),
    recommendations: createRecommendationsServices({ ...platform, areas }),
    secretShareQueries: createSecretShareQueryServices({
      ...platform,
      shareStores,
      consumerAssets: dataAssets.consumerAssets,
      findVisibleProduct: marketplace.findVisible,
      assertSpendRoom,
    }),
    gateway,
    dashboard: createDashboardServices({
      ...platform,
      moneyOf: (side, tenantId, window, grain) =>
        billing.companyCharges.moneyOf(side, tenantId, window, grain),
    }),
    billing,
  }
}
export type Services = ReturnType<typeof createServices>

/** Each area's routes, given only that area's services. */
export async function registerModules(app: App, services: Services): Promise<void> {
  await app.register(healthModule, services.health)
  await app.register(authModule, services.auth)
  await app.register(auditModule, services.audit)
  await app.register(filesModule, services.files)
  await app.register(membersModule, services.members)
  await app.register(mailModule, services.mailbox)
  await app.register(tenantModule, services.tenant)
  await app.register(dropdownModule, services.dropdown)
  await app.register(apiSettingsModule, { apiSettings: services.apiSettings })
  await app.register(demoUpstreamModule, { upstream: services.demoUpstream })
  await app.register(operatorModule, services.operator)
  await app.register(jobsOperatorModule, services.jobsOperator)
  await app.register(productsModule, services.products)
  await app.register(storageSettingsModule, { storage: services.storageSettings })
  await app.register(dataAssetsModule, services.dataAssets)
  await app.register(datasetsModule, services.datasets)
  await app.register(agreementsModule, services.agreements)
  await app.register(transactionRequestsModule, services.transactionRequests)
  await app.register(marketplaceModule, services.marketplace)
  await app.register(purchasedModule, services.purchased)
  await app.register(fileToApiModule, services.fileToApi)
  await app.register(deliveryModule, services.delivery)
  await app.register(deltaSharingProfileModule, services.deltaSharing)
  await app.register(deltaSharingModule, services.deltaSharing)
  await app.register(recommendationsModule, services.recommendations)
  await app.register(secretShareQueriesModule, services.secretShareQueries)
  await app.register(gatewayModule, services.gateway)
  await app.register(dashboardModule, services.dashboard)
  await app.register(billingModule, services.billing)
}
