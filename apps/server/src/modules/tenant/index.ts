import { tenantFileLimits, tenantMessages, tenantRoutes } from '@lumbung/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../../lib/result'
import { createSecrets } from '../../lib/secrets'
import { createStorageUrls } from '../../lib/storage-urls'
import { imageKinds } from '../../lib/uploads'
import type { ModuleContext } from '../context'
import type { IndonesianAreas } from '../dropdown'
import { createConsumerApiKeysRepository } from './consumer-api-keys.repository'
import { createConsumerApiKeysService } from './consumer-api-keys.service'
import { createKeyChangeAnnouncer } from './key-change-notices'
import { createTenantApiKeyService } from './tenant-api-key.service'
import { receiveFiles } from './tenant-uploads'
import { createTenantRepository } from './tenant.repository'
import { createTenantService } from './tenant.service'
import { createTenantVerificationService, documentFieldRules } from './tenant-verification.service'

const logoRule = {
  logo: { label: 'Logo', maxKilobytes: tenantFileLimits.logoMaxKilobytes, kinds: imageKinds, isImage: true },
}

/**
 * The company profile, verification, gateway key and named keys; the operator console decides
 * verifications through `verification`.
 */
export function createTenantServices({
  db,
  audit,
  files,
  mail,
  config,
  notices,
  logger,
  areas,
}: Pick<ModuleContext, 'db' | 'audit' | 'files' | 'mail' | 'config' | 'notices' | 'logger'> & {
  areas: IndonesianAreas
}) {
  const tenants = createTenantRepository(db)
  const secrets = createSecrets(config.masterKey, config.previousMasterKeys)
  const storageUrls = createStorageUrls(config.masterKey)
  const verification = createTenantVerificationService({ db, tenants, files, storageUrls, mail, audit })
  const tenant = createTenantService({
    db,
    tenants,
    verification,
    files,
    storageUrls,
    secrets,
    areas,
    audit,
  })
  const announceKeyChange = createKeyChangeAnnouncer(notices, logger)
  const apiKeys = createTenantApiKeyService({ db, tenants, secrets, audit, announceKeyChange })
  const namedKeys = createConsumerApiKeysService({
    db,
    keys: createConsumerApiKeysRepository(db),
    audit,
    announceKeyChange,
  })
  return { tenant, verification, apiKeys, namedKeys }
}

export type TenantServices = ReturnType<typeof createTenantServices>

export const tenantModule: FastifyPluginAsyncZod<TenantServices> = async (
  app,
  { tenant, verification, apiKeys, namedKeys },
) => {
  app.route({
    ...tenantRoutes.detail,
    handler: async (request) => ok(await tenant.detail(request.actor)),
  })

  app.route({
    ...tenantRoutes.update,
    handler: async (request) => ok(await tenant.update(request.actor, request.body), tenantMessages.updated),
  })

  app.route({
    ...tenantRoutes.uploadLogo,
    handler: async (request) =>
      ok(
        await tenant.uploadLogo(request.actor, () => receiveFiles(request, logoRule, { maxFiles: 1 })),
        tenantMessages.logoUpdated,
      ),
  })

  app.route({
    ...tenantRoutes.verify,
    handler: async (request) =>
      ok(
        await verification.submit(request.actor, () =>
          receiveFiles(request, documentFieldRules, { maxFiles: Object.keys(documentFieldRules).length }),
        ),
        tenantMessages.documentsSubmitted,
      ),
  })

  app.route({
    ...tenantRoutes.showKey,
    handler: async (request) => ok(await apiKeys.show(request.actor)),
  })

  app.route({
    ...tenantRoutes.rotateKey,
    handler: async (request) => ok(await apiKeys.rotate(request.actor), tenantMessages.apiKeyRotated),
  })

  app.route({
    ...tenantRoutes.listApiKeys,
    handler: async (request) => ok(await namedKeys.list(request.actor)),
  })

  app.route({
    ...tenantRoutes.createApiKey,
    handler: async (request) =>
      ok(await namedKeys.create(request.actor, request.body), tenantMessages.namedKeyCreated),
  })

  app.route({
    ...tenantRoutes.revokeApiKey,
    handler: async (request) =>
      ok(await namedKeys.revoke(request.actor, request.params.id), tenantMessages.namedKeyRevoked),
  })

  app.route({
    ...tenantRoutes.subscribe,
    handler: async (request) => ok(await tenant.subscription(request.actor)),
  })

  app.route({
    ...tenantRoutes.subscribeProvider,
    handler: async (request) =>
      ok(await tenant.subscribeProvider(request.actor, request.body), tenantMessages.subscribedAsProvider),
  })

  app.route({
    ...tenantRoutes.listProvider,
    handler: async () => {
      const providers = await tenant.listProviders()
      return ok({ data: providers, total_data: providers.length })
    },
  })
}

export type { TenantVerificationService } from './tenant-verification.service'
