import type { FastifyBaseLogger } from 'fastify'
import type { ChangeNotice, ChangeNotices } from '../../lib/change-notices'
import { sha256Hex } from '../../lib/crypto'
import { upstreamAuthHeaders, type UpstreamCredentials } from '../data/api-settings'
import { createHotCache } from '../../lib/hot-cache'
import type {
  GatewayDataset,
  GatewayProduct,
  GatewayPurchase,
  GatewayRepository,
  KeyRecord,
} from './gateway.repository'

/** What the gateway needs of the API settings area: a setting's opened credentials. */
export type CredentialsOf = (tenantId: string, apiSettingId: string) => Promise<UpstreamCredentials>

export interface Entitlement {
  /** Null when no API product has this id, or none the company may see or holds a purchase of. */
  product: GatewayProduct | null
  purchases: GatewayPurchase[]
}

/** How a product's upstream is called, or why it cannot be. */
export type Upstream =
  | { isCallable: true; dataset: GatewayDataset; authHeaders: Record<string, string>; sensitive: Set<string> }
  | { isCallable: false; reason: string }

export interface GatewayStateOptions {
  repository: GatewayRepository
  credentialsOf: CredentialsOf
  notices: ChangeNotices
  logger: FastifyBaseLogger
  /** Told of every change notice after the caches have forgotten what it touches. */
  onNotice?: (notice: ChangeNotice) => void
  ttlMs?: number
  now?: () => Date
}

const maxEntries = 10_000

/**
 * Whether a company may know the product exists: its own, or as the marketplace shows it (visibleTo),
 * published and, when a private offer, made to this company.
 */
const isVisibleTo = (product: GatewayProduct, tenantId: string) =>
  product.tenantId === tenantId ||
  (product.status === 'PUBLISHED' && (!product.isPrivate || product.consumerTenantId === tenantId))
const keyTouchIntervalMs = 60_000

/**
 * The gateway's hot-path state, kept in memory: key → company, whether the company is active, its
 * purchases of a product, and how each product's upstream is called. A change notice (a key rotated or
 * revoked, a purchase suspended or revoked, a member or company changed, a provider's API setting or
 * dataset changed) forgets the entries it touches at once, on every instance; the short lifetime covers
 * a notice that never arrives.
 */
export function createGatewayState({
  repository,
  credentialsOf,
  notices,
  logger,
  onNotice: alsoTell,
  ttlMs = 30_000,
  now,
}: GatewayStateOptions) {
  // Every lookup reads the clock: without a clock of the tests', no Date is made for it.
  const clock = now ? () => now().getTime() : Date.now
  const cacheOptions = { ttlMs, maxEntries, now: clock }
  // Unknown keys are kept too (null), so a flood of wrong keys does not reach the database: a key is
  // random, so nobody presents one before it exists, and a notice forgets them all the same.
  const keys = createHotCache<string, KeyRecord | null>(cacheOptions)
  const tenants = createHotCache<string, boolean>(cacheOptions)
  const entitlements = createHotCache<string, Entitlement & { consumerTenantId: string }>(cacheOptions)
  const upstreams = createHotCache<string, Upstream & { providerTenantId: string }>(cacheOptions)
  const keyTouchedAt = new Map<string, number>()
  const log = logger.child({ component: 'gateway' })
  let unsubscribe: (() => void) | undefined

  function onNotice(notice: ChangeNotice) {
    // A session's notice concerns the signed-in API only; gateway keys do not use sessions.
    if (notice.topic === 'session') return
    // A provider changed an API setting or dataset: how its products' upstreams are called, nothing else.
    if (notice.topic === 'upstream') {
      upstreams.forget((_key, entry) => entry.providerTenantId === notice.tenantId)
      alsoTell?.(notice)
      return
    }
    const tenantId = notice.topic === 'purchase' ? notice.consumerTenantId : notice.tenantId
    if (notice.topic !== 'purchase') {
      keys.forget((_hash, record) => record === null || record.tenantId === tenantId)
      tenants.forget((id) => id === tenantId)
    }
    if (notice.topic === 'purchase' || notice.topic === 'tenant') {
      entitlements.forget((_key, entry) => entry.consumerTenantId === tenantId)
    }
    if (notice.topic === 'tenant') upstreams.forget((_key, entry) => entry.providerTenantId === tenantId)
    alsoTell?.(notice)
  }

  let isListening = false
  let listening: Promise<void> | undefined
  /**
   * Listening starts with the first call, so building the services (seeds, commands) opens nothing.
   * Until it is in place nothing is cached: a key rotated on another instance in that moment would
   * otherwise stay usable here until its entry expired.
   */
  function listen(): Promise<void> | undefined {
    if (isListening) return undefined
    unsubscribe ??= notices.subscribe(onNotice)
    listening ??= notices.whenListening().then(() => {
      isListening = true
    })
    return listening
  }

  async function loadUpstream(product: GatewayProduct): Promise<Upstream & { providerTenantId: string }> {
    // Like every other load: a setting changed on another instance before this one listened would
    // otherwise stay in use here until the entry expired.
    await listen()
    const providerTenantId = product.tenantId
    const refuse = (reason: string) => ({ isCallable: false as const, reason, providerTenantId })
    if (!product.datasetId) return refuse('the product has no dataset')
    const dataset = await repository.datasetOf(providerTenantId, product.datasetId)
    if (!dataset || dataset.dataType !== 'API') return refuse('the dataset is missing')
    if (dataset.status !== 'ACTIVE') return refuse('the dataset is not active')
    if (!dataset.baseUrl) return refuse('the dataset has no base URL')
    let authHeaders: Record<string, string> = {}
    if (dataset.apiSettingId) {
      try {
        authHeaders = upstreamAuthHeaders(await credentialsOf(providerTenantId, dataset.apiSettingId))
      } catch {
        return refuse('the API setting is missing or cannot be opened')
      }
    }
    const sensitive = new Set(
      (dataset.dataStructure ?? [])
        .filter((column) => column.is_sensitive)
        .flatMap((column) => [column.name, column.name.toLowerCase()]),
    )
    return { isCallable: true, dataset, authHeaders, sensitive, providerTenantId }
  }

  // Each lookup answers at once, without a promise, when its entry is in memory: a gateway call makes
  // several, and every promise is an allocation and a turn of the microtask queue (decision 0036). Only
  // a load stores an entry, and every load waits for change notices to be heard first.
  const activeKey = (record: KeyRecord | null) => (record?.isCreatorActive ? record : null)

  async function loadKey(hash: string): Promise<KeyRecord | null> {
    await listen()
    return activeKey(await keys.load(hash, async () => (await repository.findKey(hash)) ?? null))
  }

  async function loadTenant(tenantId: string): Promise<boolean> {
    await listen()
    return tenants.load(tenantId, async () => {
      const tenant = await repository.tenantOf(tenantId)
      return tenant?.verificationStatus === 'VERIFIED' && tenant.isConsumer
    })
  }

  async function loadEntitlement(consumerTenantId: string, productId: string): Promise<Entitlement> {
    await listen()
    return entitlements.load(`${consumerTenantId}|${productId}`, async () => {
      const product = await repository.productOf(productId)
      if (!product || product.dataType !== 'API') return { consumerTenantId, product: null, purchases: [] }
      const purchases = await repository.approvedPurchases(consumerTenantId, productId)
      // A product the company can neither see in the marketplace nor holds is refused as one that does
      // not exist, so a key cannot tell another company's drafts and private offers from unknown ids.
      if (purchases.length === 0 && !isVisibleTo(product, consumerTenantId))
        return { consumerTenantId, product: null, purchases }
      return { consumerTenantId, product, purchases }
    })
  }

  return {
    /** The company and key a presented key names, or null when it is unknown or may not be used. */
    keyOf(presented: string): KeyRecord | null | Promise<KeyRecord | null> {
      const hash = sha256Hex(presented)
      const record = keys.peek(hash)
      return record === undefined ? loadKey(hash) : activeKey(record)
    },

    /** Verified companies may call; any other state (unverified, pending, rejected) may not. */
    isTenantActive(tenantId: string): boolean | Promise<boolean> {
      return tenants.peek(tenantId) ?? loadTenant(tenantId)
    },

    entitlementOf(consumerTenantId: string, productId: string): Entitlement | Promise<Entitlement> {
      return (
        entitlements.peek(`${consumerTenantId}|${productId}`) ?? loadEntitlement(consumerTenantId, productId)
      )
    },

    upstreamOf(product: GatewayProduct): Upstream | Promise<Upstream> {
      return upstreams.peek(product.id) ?? upstreams.load(product.id, () => loadUpstream(product))
    },

    /** Records when a named key was last used: off the call's path, at most once a minute per key. */
    touchKey(apiKeyId: string) {
      const at = clock()
      if ((keyTouchedAt.get(apiKeyId) ?? 0) > at - keyTouchIntervalMs) return
      keyTouchedAt.set(apiKeyId, at)
      if (keyTouchedAt.size > maxEntries) keyTouchedAt.clear()
      repository.touchKey(apiKeyId, new Date(at)).catch((error: unknown) => {
        log.warn({ err: error }, 'could not record when a key was last used')
      })
    },

    close() {
      unsubscribe?.()
      unsubscribe = undefined
      for (const cache of [keys, tenants, entitlements, upstreams]) cache.clear()
    },
  }
}

export type GatewayState = ReturnType<typeof createGatewayState>
