import type { Readable } from 'node:stream'
import type { GatewayErrorName, UsageOutcome } from '@lumbung/contract'
import { timeOrderedUuid } from '../../lib/random-uuid'
import type { GatewayAnswer } from './gateway-call'
import { errorAnswer } from './gateway-answers'
import type { QuotaHold } from './gateway-quota'
import type { UsageLedger } from './usage-ledger.types'

const maxLoggedSubPath = 500

export interface GatewayReply {
  answer: GatewayAnswer
  /** An answer passed on as it arrives; its usage record is written when it ends. */
  stream?: Readable
}

/**
 * One call's facts as the checks find them, and its one usage record. A class rather than closures made
 * per call: a gateway call allocated ~1 KB less (decision 0036).
 */
export class MeteredCall {
  consumerTenantId: string | null = null
  providerTenantId: string | null = null
  productId: string | null = null
  transactionRequestId: string | null = null
  apiKeyId: string | null = null
  unitPrice: number | null = null
  bytesIn = 0
  hold: QuotaHold | null = null
  private isRecorded = false
  readonly startedAt = performance.now()

  constructor(
    private readonly usage: UsageLedger,
    readonly subPath: string,
    readonly method: string,
    readonly occurredAt: Date,
  ) {}

  record(httpStatus: number, outcome: UsageOutcome, errorCode: string | null, bytesOut: number) {
    if (this.isRecorded) return
    this.isRecorded = true
    // Written out field by field: a spread of the facts made the record twice over.
    this.usage.record({
      id: timeOrderedUuid(),
      occurredAt: this.occurredAt,
      kind: 'API_CALL',
      consumerTenantId: this.consumerTenantId,
      providerTenantId: this.providerTenantId,
      productId: this.productId,
      transactionRequestId: this.transactionRequestId,
      apiKeyId: this.apiKeyId,
      method: this.method,
      subPath:
        this.subPath.length > maxLoggedSubPath
          ? this.subPath.slice(0, maxLoggedSubPath)
          : this.subPath || null,
      httpStatus,
      outcome,
      errorCode,
      latencyMs: Math.round(performance.now() - this.startedAt),
      bytesIn: this.bytesIn,
      bytesOut,
      isBillable: outcome === 'SUCCESS',
      unitPrice: this.unitPrice,
    })
  }

  answer(reply: GatewayAnswer): GatewayReply {
    // A unit of quota is kept only by a call the upstream answered 2xx.
    if (reply.outcome !== 'SUCCESS') this.hold?.giveBack()
    this.record(reply.httpStatus, reply.outcome, reply.errorCode, reply.body.length)
    return { answer: reply }
  }

  refuse(name: GatewayErrorName, extra?: Parameters<typeof errorAnswer>[2]) {
    return this.answer(errorAnswer(name, 'REJECTED', extra))
  }
}
