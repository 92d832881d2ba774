import type { Readable } from 'node:stream'
import {
  apiKeyPrefix,
  errorStatus,
  gatewayKeyQueryNames,
  genericErrorMessage,
  type GatewayErrorName,
  type UsageOutcome,
} from '@lumbung/contract'
import type { FastifyBaseLogger } from 'fastify'
import { priceInForce } from '../../lib/price-in-force'
import type { UsageLedger } from './usage-ledger.types'
import type { GatewayAnswer } from './gateway-call'
import { errorAnswer, isWithinOperationalHours, maskedBody, passedHeadersOf } from './gateway-answers'
import type { GatewayQuota } from './gateway-quota'
import type { RateLimiter } from './gateway-rate-limit'
import { planUpstreamCall } from './gateway-request'
import type { GatewayState } from './gateway-state'
import type { CallSignal, UpstreamClient } from './gateway-upstream'
import type { GatewayProduct, GatewayPurchase } from './gateway.repository'
import { MeteredCall, type GatewayReply } from './gateway-metered-call'

export type { GatewayReply } from './gateway-metered-call'

/**
 * The billing area's hook: true when the company may spend no more this period. Until billing sets
 * limits, no call meets it.
 */
export type SpendCapCheck = (call: {
  consumerTenantId: string
  productId: string
  transactionRequestId: string
  unitPrice: number | null
  /** The refusal's message (naming the cap that is reached), or null to let the call through. */
}) => string | null | Promise<string | null>

/** Who makes the call: a consumer presenting a key, or the platform on a company's behalf. */
export type CallerIdentity =
  | { kind: 'key'; presentedKey: string | undefined }
  | { kind: 'platform'; consumerTenantId: string; apiKeyId: string | null }

export interface IncomingCall {
  caller: CallerIdentity
  method: string
  /** As it appears in the address (checked here, not by the router). */
  productId: string
  subPath: string
  query: URLSearchParams
  /** Lower-case names. */
  headers: Record<string, string>
  /**
   * The body, or null when it is larger than the gateway accepts. Read only once the checks pass. It
   * fails only when the consumer's connection breaks or closes before the body is read.
   */
  readBody(): Promise<Buffer | null>
  signal?: CallSignal | undefined
  /** Whether a large answer may be passed on as it arrives (HTTP) rather than whole (in process). */
  isStreamAllowed: boolean
}

export interface GatewayServiceDependencies {
  state: GatewayState
  quota: GatewayQuota
  rateLimiter: RateLimiter
  upstream: UpstreamClient
  usage: UsageLedger
  logger: FastifyBaseLogger
  spendCap?: SpendCapCheck | undefined
  now?: () => Date
}

const internalError = (): GatewayAnswer => ({
  httpStatus: 500,
  outcome: 'REJECTED',
  errorCode: 'INTERNAL_SERVER_ERROR',
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: Buffer.from(
    JSON.stringify({
      status: errorStatus,
      code: 'INTERNAL_SERVER_ERROR',
      message: genericErrorMessage,
      data: null,
    }),
  ),
})

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const maxKeyLength = 200

const wholeNumber = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null

/**
 * The terms in force at a call: the purchase's snapshot as approved, the product's own values where it
 * has none, and the price a scheduled change has put in force by then (docs/product.md#price-changes).
 */
function termsOf(purchase: GatewayPurchase, product: GatewayProduct, at: Date) {
  const terms = purchase.terms
  return {
    pricingModel: typeof terms.pricing_model === 'string' ? terms.pricing_model : product.pricingModel,
    price: priceInForce(wholeNumber(terms.price) ?? product.price, purchase.schedule, at),
    monthlyQuota: 'monthly_quota' in terms ? wholeNumber(terms.monthly_quota) : product.monthlyQuota,
  }
}

/** The requests area's one rule (effectiveStatus): an approved purchase has expired once its period ends. */
const isUnexpired = (purchase: GatewayPurchase, at: Date) =>
  purchase.periodEnd === null || purchase.periodEnd.getTime() > at.getTime()

function isKeyInQuery(query: URLSearchParams): boolean {
  for (const [name, value] of query) {
    const plainName = name.toLowerCase().replace(/[-_]/g, '')
    if ((gatewayKeyQueryNames as readonly string[]).includes(plainName)) return true
    if (value.startsWith(apiKeyPrefix)) return true
  }
  return false
}

/**
 * Whether a lookup has yet to answer. The gateway's lookups answer at once from memory on the hot path,
 * and awaiting only what is pending spares a call several promises (decision 0036).
 */
const isPending = <T>(value: T | Promise<T>): value is Promise<T> => value instanceof Promise

/**
 * The metered gateway (docs/decisions/0031-gateway.md): the checks in the contract's order, the call to
 * the provider, and exactly one usage record for every call, whatever becomes of it.
 */
export function createGatewayService({
  state,
  quota,
  rateLimiter,
  upstream,
  usage,
  logger,
  spendCap,
  now = () => new Date(),
}: GatewayServiceDependencies) {
  const log = logger.child({ component: 'gateway' })
  // The rate limiter's bucket names, made once per key rather than on every call.
  const limitKeys = new Map<string, string>()
  const limitKeyOf = (apiKeyId: string | null, tenantId: string) => {
    const id = apiKeyId ?? tenantId
    let name = limitKeys.get(id)
    if (name === undefined) {
      name = apiKeyId ? `key:${apiKeyId}` : `tenant:${tenantId}`
      if (limitKeys.size >= 10_000) limitKeys.clear()
      limitKeys.set(id, name)
    }
    return name
  }

  /** The consumer went away before its answer: recorded as its own doing (499), never billed. */
  function callerGone(call: MeteredCall) {
    return call.answer({
      httpStatus: 499,
      outcome: 'CLIENT_ERROR',
      errorCode: null,
      headers: {},
      body: Buffer.alloc(0),
    })
  }

  function fail(call: MeteredCall, name: GatewayErrorName, reason: string) {
    log.warn({ productId: call.productId, code: name, reason }, 'a gateway call failed upstream')
    return call.answer(errorAnswer(name, name === 'upstreamTimeout' ? 'TIMEOUT' : 'UPSTREAM_ERROR'))
  }

  async function checkAndCall(call: MeteredCall, incoming: IncomingCall): Promise<GatewayReply> {
    const method = call.method
    let consumerTenantId: string
    if (incoming.caller.kind === 'key') {
      if (isKeyInQuery(incoming.query)) return call.refuse('apiKeyInQuery')
      const presented = incoming.caller.presentedKey?.trim()
      if (!presented) return call.refuse('apiKeyMissing')
      const found = presented.length > maxKeyLength ? null : state.keyOf(presented)
      const key = isPending(found) ? await found : found
      if (!key) return call.refuse('apiKeyInvalid')
      consumerTenantId = key.tenantId
      call.apiKeyId = key.apiKeyId
      if (key.apiKeyId) state.touchKey(key.apiKeyId)
    } else {
      consumerTenantId = incoming.caller.consumerTenantId
      call.apiKeyId = incoming.caller.apiKeyId
    }
    call.consumerTenantId = consumerTenantId
    const isActive = state.isTenantActive(consumerTenantId)
    if (!(isPending(isActive) ? await isActive : isActive)) return call.refuse('tenantInactive')

    if (!uuidPattern.test(incoming.productId)) return call.refuse('productNotFound')
    const entitlement = state.entitlementOf(consumerTenantId, incoming.productId)
    const { product, purchases } = isPending(entitlement) ? await entitlement : entitlement
    if (!product) return call.refuse('productNotFound')
    call.productId = product.id
    call.providerTenantId = product.tenantId
    const at = call.occurredAt
    // The first unexpired active purchase, else the first unexpired one.
    let purchase: GatewayPurchase | undefined
    for (const entry of purchases) {
      if (!isUnexpired(entry, at)) continue
      if (entry.accessStatus === 'ACTIVE') {
        purchase = entry
        break
      }
      purchase ??= entry
    }
    if (!purchase) return call.refuse('noActivePurchase')
    call.transactionRequestId = purchase.id
    const terms = termsOf(purchase, product, at)
    call.unitPrice = terms.pricingModel === 'PAY_PER_CALL' ? terms.price : null
    if (purchase.accessStatus === 'SUSPENDED') return call.refuse('purchaseSuspended')
    if (purchase.accessStatus === 'REVOKED') return call.refuse('purchaseRevoked')

    if (terms.monthlyQuota !== null) {
      const taken = quota.take(purchase.id, terms.monthlyQuota)
      call.hold = isPending(taken) ? await taken : taken
      if (!call.hold) return call.refuse('quotaExceeded')
    }
    const capRefusal = spendCap
      ? spendCap({
          consumerTenantId,
          productId: product.id,
          transactionRequestId: purchase.id,
          unitPrice: call.unitPrice,
        })
      : null
    const capMessage = isPending(capRefusal) ? await capRefusal : capRefusal
    if (capMessage !== null) return call.refuse('spendCapReached', { message: capMessage })
    const upstreamOf = state.upstreamOf(product)
    const target = isPending(upstreamOf) ? await upstreamOf : upstreamOf
    if (
      target.isCallable &&
      !isWithinOperationalHours(target.dataset.operationalHourFrom, target.dataset.operationalHourTo, at)
    ) {
      return call.refuse('outsideOperationalHours')
    }
    const limit = rateLimiter.take(limitKeyOf(call.apiKeyId, consumerTenantId))
    if (!limit.isAllowed) return call.refuse('rateLimited', { retryAfterSeconds: limit.retryAfterSeconds })
    if (!target.isCallable) return fail(call, 'upstreamError', target.reason)

    const allowedMethod = (target.dataset.method ?? 'GET').toUpperCase()
    if (method !== allowedMethod && !(method === 'HEAD' && allowedMethod === 'GET')) {
      return call.refuse('methodNotAllowed', { headers: { allow: allowedMethod } })
    }
    let body: Buffer | null
    try {
      body = await incoming.readBody()
    } catch {
      // The body comes from the consumer's connection: one that breaks while it is sent is the consumer
      // going away, not the platform failing.
      return callerGone(call)
    }
    if (body === null) return call.refuse('requestTooLarge')
    call.bytesIn = body.length
    const planned = planUpstreamCall(
      {
        method,
        subPath: incoming.subPath,
        query: incoming.query,
        headers: incoming.headers,
        body: body.length > 0 ? body : undefined,
      },
      target.dataset,
      target.authHeaders,
    )
    if (!planned.isValid) return call.refuse('invalidParameters', { message: planned.message })

    const result = await upstream.send(planned.call, {
      signal: incoming.signal,
      isStreamAllowed: incoming.isStreamAllowed && !product.isMasked,
    })
    if (result.kind === 'failure') {
      if (result.failure === 'CALLER_ABORTED') return callerGone(call)
      const name = (
        {
          UPSTREAM_ERROR: 'upstreamError',
          UPSTREAM_TIMEOUT: 'upstreamTimeout',
          RESPONSE_TOO_LARGE: 'responseTooLarge',
        } as const
      )[result.failure]
      return fail(call, name, result.reason)
    }
    const headers = passedHeadersOf(result.headers)
    const outcome: UsageOutcome = result.status < 300 ? 'SUCCESS' : 'CLIENT_ERROR'
    if (result.kind === 'stream')
      return streamed(call, incoming, result.stream, result.status, result.length, headers)

    let passedBody = result.body
    if (product.isMasked) {
      const masked = maskedBody(result.body, result.headers['content-type'], target.sensitive)
      // A masked product's data that cannot be read as JSON cannot be masked, so it is not passed on.
      if (!masked && outcome === 'SUCCESS')
        return fail(call, 'upstreamError', 'a masked product answered other than JSON')
      passedBody = masked ?? result.body
    }
    return call.answer({ httpStatus: result.status, outcome, errorCode: null, headers, body: passedBody })
  }

  /** Passes a 2xx on as it arrives; it is billed once its last byte has gone out. */
  function streamed(
    call: MeteredCall,
    incoming: IncomingCall,
    stream: Readable,
    status: number,
    length: number,
    passed: Record<string, string>,
  ) {
    let isEnded = false
    stream.once('end', () => {
      isEnded = true
      call.record(status, 'SUCCESS', null, length)
    })
    stream.once('error', (error: Error & { code?: string }) => {
      call.hold?.giveBack()
      if (incoming.signal?.aborted) return call.record(status, 'CLIENT_ERROR', null, 0)
      const isTimeout = /TIMEOUT|ABORT/i.test(error.code ?? error.name)
      call.record(
        status,
        isTimeout ? 'TIMEOUT' : 'UPSTREAM_ERROR',
        isTimeout ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_ERROR',
        0,
      )
    })
    stream.once('close', () => {
      if (isEnded) return
      // Closed before its end without an error: the consumer went away.
      call.hold?.giveBack()
      call.record(status, 'CLIENT_ERROR', null, 0)
    })
    return {
      answer: {
        httpStatus: status,
        outcome: 'SUCCESS' as const,
        errorCode: null,
        headers: { ...passed, 'content-length': String(length) },
        body: Buffer.alloc(0),
      },
      stream,
    }
  }

  async function run(incoming: IncomingCall): Promise<GatewayReply> {
    const call = new MeteredCall(usage, incoming.subPath, incoming.method.toUpperCase(), now())
    try {
      return await checkAndCall(call, incoming)
    } catch (error) {
      // The platform itself failed (its database, most likely): the call is recorded all the same.
      log.error({ err: error, productId: call.productId }, 'a gateway call failed')
      return call.answer(internalError())
    }
  }

  return {
    /** One call through the gateway; never throws for anything the caller or the upstream did. */
    handle: run,
  }
}

export type GatewayService = ReturnType<typeof createGatewayService>
