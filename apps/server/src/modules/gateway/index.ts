import type { FastifyPluginAsync } from 'fastify'
import { createOutboundHttp } from '../../lib/outbound-http'
import type { ModuleContext } from '../context'
import { createGatewayCaller } from './gateway-caller'
import { createGatewayHttp, gatewayRoutes } from './gateway-http'
import { createGatewayQuota } from './gateway-quota'
import { createRateLimiter } from './gateway-rate-limit'
import { createGatewayState, type CredentialsOf } from './gateway-state'
import { createCachedResolver, createUpstreamClient } from './gateway-upstream'
import { createGatewayRepository } from './gateway.repository'
import { createGatewayService, type SpendCapCheck } from './gateway.service'

export { gatewayProductsPrefix, type GatewayHttp } from './gateway-http'
export { createUsageLedger, type UsageLedgerOptions } from './usage-ledger'
export type { UsageEntry, UsageLedger } from './usage-ledger.types'
export type { GatewayAnswer, GatewayCall, GatewayCaller } from './gateway-call'
export type { SpendCapCheck } from './gateway.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** The usage ledger: closing the app writes what waits. */
    usage: import('./usage-ledger.types').UsageLedger
  }
}

export interface GatewayServicesOptions extends Pick<
  ModuleContext,
  'config' | 'db' | 'usage' | 'notices' | 'logger' | 'listeningPort'
> {
  /** The API settings area's opened credentials of a provider's setting. */
  credentialsOf: CredentialsOf
  /** The billing area's spending limit, once there is one. */
  spendCap?: SpendCapCheck
}

/**
 * The metered API gateway (docs/decisions/0031-gateway.md): the HTTP route for consumers' keys and
 * `caller` for the platform's own calls on a company's behalf. Nothing listens or connects until the
 * first call, so building the services (seeds, commands) opens nothing.
 */
export function createGatewayServices({
  config,
  db,
  usage,
  notices,
  logger,
  listeningPort,
  credentialsOf,
  spendCap,
}: GatewayServicesOptions) {
  const settings = config.gateway
  const repository = createGatewayRepository(db)
  const quota = createGatewayQuota({ repository })
  const state = createGatewayState({
    repository,
    credentialsOf,
    notices,
    logger,
    onNotice: (notice) => {
      if (notice.topic === 'purchase') quota.forget(notice.transactionRequestId)
    },
  })
  const upstream = createUpstreamClient({
    http: createOutboundHttp(config, {
      resolve: createCachedResolver(),
      ...(listeningPort ? { listeningPort } : {}),
    }),
    connectTimeoutMs: settings.connectTimeoutMs,
    totalTimeoutMs: settings.totalTimeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
  })
  const service = createGatewayService({
    state,
    quota,
    rateLimiter: createRateLimiter({ ratePerSecond: settings.ratePerSecond, burst: settings.rateBurst }),
    upstream,
    usage,
    logger,
    spendCap,
  })
  return {
    service,
    caller: createGatewayCaller(service, settings.maxRequestBytes),
    /** Who holds a presented key, for the files fetched by key (the delivery area serves those). */
    async keyHolderOf(presented: string) {
      const key = presented.length > 200 ? null : await state.keyOf(presented)
      if (!key) return 'INVALID' as const
      if (!(await state.isTenantActive(key.tenantId))) return 'INACTIVE' as const
      if (key.apiKeyId) state.touchKey(key.apiKeyId)
      return { tenantId: key.tenantId, apiKeyId: key.apiKeyId }
    },
    /** Consumers' calls over HTTP: the server's front door hands gateway addresses here. */
    http: createGatewayHttp({ gateway: service, maxRequestBytes: settings.maxRequestBytes, logger }),
    /** Stops listening for notices, gives back unused quota and closes the upstream connections. */
    async close() {
      state.close()
      await quota.close()
      await upstream.close()
    },
  }
}

export type GatewayServices = ReturnType<typeof createGatewayServices>

export const gatewayModule: FastifyPluginAsync<GatewayServices> = async (app, gateway) => {
  app.addHook('preClose', async () => gateway.http.markClosing())
  app.addHook('onClose', async () => gateway.close())
  await app.register(gatewayRoutes, { http: gateway.http })
}
