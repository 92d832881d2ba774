import {
  formatRupiah,
  spendCapErrorCodes,
  spendCapRefusals,
  type SpendCapKind,
  type SpendCapRoom,
} from '@lumbung/contract'
import { AppError } from '../../lib/errors'
import type { UsageLedger } from '../gateway'
import type { CompanyChargesReader } from './company-charges'
import type { SpendCapsRepository } from './spend-caps.repository'
import { spendOf } from './spend-of'

export interface SpendCapGuardDependencies {
  repository: SpendCapsRepository
  charges: Pick<CompanyChargesReader, 'of'>
  usage: Pick<UsageLedger, 'flush'>
  now?: () => Date
}

/** The caps over one product of a company this month, and whether reaching them refuses. */
export interface SpendCapRooms {
  isRefusingAtCap: boolean
  caps: SpendCapRoom[]
}

export interface SpendCapCheckResult extends SpendCapRooms {
  refusal: AppError | null
}

/**
 * The spend caps' check for work that is not a gateway call: secret-share queries, downloads, deliveries
 * and file-to-API runs (docs/decisions/0051-spend-caps.md). None is on a hot path, so each reads the
 * month's spend afresh (after the ledger's queued records are written) rather than the gateway's
 * running total, and asks before the work runs.
 */
export function createSpendCapGuard({
  repository,
  charges,
  usage,
  now = () => new Date(),
}: SpendCapGuardDependencies) {
  async function roomsOf(tenantId: string, productId: string): Promise<SpendCapRooms> {
    const caps = await repository.capsOf(tenantId)
    const productCap = caps.productCaps.get(productId)
    if (caps.companyCap === null && productCap === undefined) {
      return { isRefusingAtCap: caps.isRefusingAtCap, caps: [] }
    }
    await usage.flush()
    const spend = await spendOf(charges, tenantId, now())
    const rooms: SpendCapRoom[] = []
    const roomOf = (kind: SpendCapKind, cap: number, spent: number): SpendCapRoom => ({
      kind,
      cap,
      spend: spent,
      headroom: Math.max(0, cap - spent),
    })
    if (caps.companyCap !== null) rooms.push(roomOf('company', caps.companyCap, spend.company))
    if (productCap !== undefined)
      rooms.push(roomOf('product', productCap, spend.byProduct.get(productId) ?? 0))
    return { isRefusingAtCap: caps.isRefusingAtCap, caps: rooms }
  }

  /**
   * SPEND_CAP_REACHED, naming the cap, when a refusing cap over the product is reached, or when `cost`
   * (what the work is known to bill, e.g. a file-to-API run) is more than a cap leaves; null otherwise.
   * Work whose cost is not known up front (a query, a download) passes 0: it stops once a cap is
   * reached, as a gateway call does.
   */
  function refusalOf({ isRefusingAtCap, caps }: SpendCapRooms, cost: number): AppError | null {
    if (!isRefusingAtCap) return null
    const reached = caps.find((room) => room.spend >= room.cap)
    if (reached) {
      return new AppError(
        spendCapErrorCodes.reached,
        402,
        spendCapRefusals.reached(reached.kind, {
          cap: formatRupiah(reached.cap),
          spend: formatRupiah(reached.spend),
        }),
        undefined,
        { cap_kind: reached.kind, cap: reached.cap, spend: reached.spend, headroom: 0 },
      )
    }
    const short = caps.find((room) => cost > room.headroom)
    if (!short) return null
    return new AppError(
      spendCapErrorCodes.reached,
      402,
      spendCapRefusals.wouldExceed(short.kind, {
        cost: formatRupiah(cost),
        cap: formatRupiah(short.cap),
        headroom: formatRupiah(short.headroom),
      }),
      undefined,
      { cap_kind: short.kind, cap: short.cap, spend: short.spend, headroom: short.headroom, cost },
    )
  }

  return {
    /** The caps over the product with what they leave, and the refusal work of `cost` would meet. */
    async check(tenantId: string, productId: string, cost = 0): Promise<SpendCapCheckResult> {
      const rooms = await roomsOf(tenantId, productId)
      return { ...rooms, refusal: refusalOf(rooms, cost) }
    },

    /** Throws the refusal work of `cost` would meet (see `refusalOf`). */
    async assertRoom(tenantId: string, productId: string, cost = 0): Promise<void> {
      const refusal = refusalOf(await roomsOf(tenantId, productId), cost)
      if (refusal) throw refusal
    },
  }
}

export type SpendCapGuard = ReturnType<typeof createSpendCapGuard>
