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
import type { QuotaHold, GatewayQuota } from './gateway-quota'
import type { RateLimiter } from './gateway-rate-limit'
import { planUpstreamCall } from './gateway-request'
import type { GatewayState } from './gateway-state'
import type { CallSignal, UpstreamClient } from './gateway-upstream'
import type { GatewayProduct, GatewayPurchase } from './gateway.repository'

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
  /** The body, or null when it is larger than the gateway accepts. Read only once the checks pass. */
  readBody(): Promise<Buffer | null>
  signal?: CallSignal | undefined
  /** Whether a large answer may be passed on as it arrives (HTTP) rather than whole (in process). */
  isStreamAllowed: boolean
}

export interface GatewayReply {
  answer: GatewayAnswer
  /** An answer passed on as it arrives; its usage record is written when it ends. */
  stream?: Readable
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
const maxLoggedSubPath = 500

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

  async function run(incoming: IncomingCall): Promise<GatewayReply> {
    const startedAt = performance.now()
    const occurredAt = now()
    const method = incoming.method.toUpperCase()
    const facts = {
      consumerTenantId: null as string | null,
      providerTenantId: null as string | null,
      productId: null as string | null,
      transactionRequestId: null as string | null,
      apiKeyId: null as string | null,
      unitPrice: null as number | null,
    }
    let bytesIn = 0
    let isRecorded = false
    let hold: QuotaHold | null = null

    function record(httpStatus: number, outcome: UsageOutcome, errorCode: string | null, bytesOut: number) {
      if (isRecorded) return
      isRecorded = true
      usage.record({
        occurredAt,
        kind: 'API_CALL',
        ...facts,
        method,
        subPath: incoming.subPath.slice(0, maxLoggedSubPath) || null,
        httpStatus,
        outcome,
        errorCode,
        latencyMs: Math.round(performance.now() - startedAt),
        bytesIn,
        bytesOut,
        isBillable: outcome === 'SUCCESS',
        unitPrice: facts.unitPrice,
      })
    }

    function answer(reply: GatewayAnswer): GatewayReply {
      // A unit of quota is kept only by a call the upstream answered 2xx.
      if (reply.outcome !== 'SUCCESS') hold?.giveBack()
      record(reply.httpStatus, reply.outcome, reply.errorCode, reply.body.length)
      return { answer: reply }
    }
    const refuse = (name: GatewayErrorName, extra?: Parameters<typeof errorAnswer>[2]) =>
      answer(errorAnswer(name, 'REJECTED', extra))
    const fail = (name: GatewayErrorName, reason: string) => {
      log.warn({ productId: facts.productId, code: name, reason }, 'a gateway call failed upstream')
      return answer(errorAnswer(name, name === 'upstreamTimeout' ? 'TIMEOUT' : 'UPSTREAM_ERROR'))
    }

    async function checkAndCall(): Promise<GatewayReply> {
      let consumerTenantId: string
      if (incoming.caller.kind === 'key') {
        if (isKeyInQuery(incoming.query)) return refuse('apiKeyInQuery')
        const presented = incoming.caller.presentedKey?.trim()
        if (!presented) return refuse('apiKeyMissing')
        const found = presented.length > maxKeyLength ? null : state.keyOf(presented)
        const key = isPending(found) ? await found : found
        if (!key) return refuse('apiKeyInvalid')
        consumerTenantId = key.tenantId
        facts.apiKeyId = key.apiKeyId
        if (key.apiKeyId) state.touchKey(key.apiKeyId)
      } else {
        consumerTenantId = incoming.caller.consumerTenantId
        facts.apiKeyId = incoming.caller.apiKeyId
      }
      facts.consumerTenantId = consumerTenantId
      const isActive = state.isTenantActive(consumerTenantId)
      if (!(isPending(isActive) ? await isActive : isActive)) return refuse('tenantInactive')

      if (!uuidPattern.test(incoming.productId)) return refuse('productNotFound')
      const entitlement = state.entitlementOf(consumerTenantId, incoming.productId)
      const { product, purchases } = isPending(entitlement) ? await entitlement : entitlement
      if (!product) return refuse('productNotFound')
      facts.productId = product.id
      facts.providerTenantId = product.tenantId
      const at = now()
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
      if (!purchase) return refuse('noActivePurchase')
      facts.transactionRequestId = purchase.id
      const terms = termsOf(purchase, product, at)
      facts.unitPrice = terms.pricingModel === 'PAY_PER_CALL' ? terms.price : null
      if (purchase.accessStatus === 'SUSPENDED') return refuse('purchaseSuspended')
      if (purchase.accessStatus === 'REVOKED') return refuse('purchaseRevoked')

      if (terms.monthlyQuota !== null) {
        const taken = quota.take(purchase.id, terms.monthlyQuota)
        hold = isPending(taken) ? await taken : taken
        if (!hold) return refuse('quotaExceeded')
      }
      const capRefusal = spendCap
        ? spendCap({
            consumerTenantId,
            productId: product.id,
            transactionRequestId: purchase.id,
            unitPrice: facts.unitPrice,
          })
        : null
      const capMessage = isPending(capRefusal) ? await capRefusal : capRefusal
      if (capMessage !== null) return refuse('spendCapReached', { message: capMessage })
      const upstreamOf = state.upstreamOf(product)
      const target = isPending(upstreamOf) ? await upstreamOf : upstreamOf
      if (
        target.isCallable &&
        !isWithinOperationalHours(target.dataset.operationalHourFrom, target.dataset.operationalHourTo, at)
      ) {
        return refuse('outsideOperationalHours')
      }
      const limit = rateLimiter.take(facts.apiKeyId ? `key:${facts.apiKeyId}` : `tenant:${consumerTenantId}`)
      if (!limit.isAllowed) return refuse('rateLimited', { retryAfterSeconds: limit.retryAfterSeconds })
      if (!target.isCallable) return fail('upstreamError', target.reason)

      const allowedMethod = (target.dataset.method ?? 'GET').toUpperCase()
      if (method !== allowedMethod && !(method === 'HEAD' && allowedMethod === 'GET')) {
        return refuse('methodNotAllowed', { headers: { allow: allowedMethod } })
      }
      const body = await incoming.readBody()
      if (body === null) return refuse('requestTooLarge')
      bytesIn = body.length
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
      if (!planned.isValid) return refuse('invalidParameters', { message: planned.message })

      const result = await upstream.send(planned.call, {
        signal: incoming.signal,
        isStreamAllowed: incoming.isStreamAllowed && !product.isMasked,
      })
      if (result.kind === 'failure') {
        if (result.failure === 'CALLER_ABORTED') {
          return answer({
            httpStatus: 499,
            outcome: 'CLIENT_ERROR',
            errorCode: null,
            headers: {},
            body: Buffer.alloc(0),
          })
        }
        const name = (
          {
            UPSTREAM_ERROR: 'upstreamError',
            UPSTREAM_TIMEOUT: 'upstreamTimeout',
            RESPONSE_TOO_LARGE: 'responseTooLarge',
          } as const
        )[result.failure]
        return fail(name, result.reason)
      }
      const headers = passedHeadersOf(result.headers)
      const outcome: UsageOutcome = result.status < 300 ? 'SUCCESS' : 'CLIENT_ERROR'
      if (result.kind === 'stream') return streamed(result.stream, result.status, result.length, headers)

      let passedBody = result.body
      if (product.isMasked) {
        const masked = maskedBody(result.body, result.headers['content-type'], target.sensitive)
        // A masked product's data that cannot be read as JSON cannot be masked, so it is not passed on.
        if (!masked && outcome === 'SUCCESS')
          return fail('upstreamError', 'a masked product answered other than JSON')
        passedBody = masked ?? result.body
      }
      return answer({ httpStatus: result.status, outcome, errorCode: null, headers, body: passedBody })
    }

    /** Passes a 2xx on as it arrives; it is billed once its last byte has gone out. */
    function streamed(stream: Readable, status: number, length: number, passed: Record<string, string>) {
      let isEnded = false
      stream.once('end', () => {
        isEnded = true
        record(status, 'SUCCESS', null, length)
      })
      stream.once('error', (error: Error & { code?: string }) => {
        hold?.giveBack()
        if (incoming.signal?.aborted) return record(status, 'CLIENT_ERROR', null, 0)
        const isTimeout = /TIMEOUT|ABORT/i.test(error.code ?? error.name)
        record(
          status,
          isTimeout ? 'TIMEOUT' : 'UPSTREAM_ERROR',
          isTimeout ? 'UPSTREAM_TIMEOUT' : 'UPSTREAM_ERROR',
          0,
        )
      })
      stream.once('close', () => {
        if (isEnded) return
        // Closed before its end without an error: the consumer went away.
        hold?.giveBack()
        record(status, 'CLIENT_ERROR', null, 0)
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

    try {
      return await checkAndCall()
    } catch (error) {
      // The platform itself failed (its database, most likely): the call is recorded all the same.
      log.error({ err: error, productId: facts.productId }, 'a gateway call failed')
      return answer(internalError())
    }
  }

  return {
    /** One call through the gateway; never throws for anything the caller or the upstream did. */
    handle: run,
  }
}

export type GatewayService = ReturnType<typeof createGatewayService>
