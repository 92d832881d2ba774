import type { GatewayRepository } from './gateway.repository'

/** A call's hold on one unit of its purchase's monthly quota. */
export interface QuotaHold {
  /** The call did not use the unit (refused after the quota check, or the upstream did not answer 2xx). */
  giveBack(): void
}

interface Block {
  transactionRequestId: string
  periodStart: Date
  /** Units reserved in the database for this instance and not yet used. */
  remaining: number
  /** The database had nothing left for this month when last asked, until then. */
  exhaustedUntil: number
  reserving: Promise<void> | undefined
}

const jakartaOffsetMs = 7 * 60 * 60 * 1000
// After the database said the month is used up, ask again this much later: another instance may have
// given back the unused rest of its block when it stopped.
const exhaustedRecheckMs = 30_000
const maxBlockSize = 50

/** The first instant of the Asia/Jakarta month `at` falls in (UTC+7 all year). */
export function jakartaMonthStart(at: Date): Date {
  const local = new Date(at.getTime() + jakartaOffsetMs)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - jakartaOffsetMs)
}

/** 5 % of the quota, at least one call and at most fifty: few database trips, little left unused. */
export const blockSizeOf = (quota: number) => Math.min(maxBlockSize, Math.max(1, Math.ceil(quota * 0.05)))

/**
 * Monthly call quotas that several instances share without ever exceeding (docs/decisions/0031-gateway.md).
 * Each instance reserves small blocks of a purchase's month in the database and hands out units from
 * memory; a unit a call did not use goes back to the block, so only calls the upstream answered 2xx use
 * the quota. What an instance reserved and never used counts as used, unless it gives it back on close.
 */
export function createGatewayQuota({
  repository,
  now = () => new Date(),
}: {
  repository: GatewayRepository
  now?: () => Date
}) {
  const blocks = new Map<string, Block>()

  function holdOn(block: Block): QuotaHold {
    let isGivenBack = false
    return {
      giveBack() {
        if (isGivenBack) return
        isGivenBack = true
        block.remaining += 1
      },
    }
  }

  async function reserve(block: Block, quota: number) {
    const granted = await repository.reserveQuota(
      block.transactionRequestId,
      block.periodStart,
      blockSizeOf(quota),
      quota,
    )
    block.remaining += granted
    block.exhaustedUntil = granted === 0 ? now().getTime() + exhaustedRecheckMs : 0
  }

  /** This instance's block of the purchase's quota for the Jakarta month of `at`. */
  function blockOf(transactionRequestId: string, at: Date): Block {
    const periodStart = jakartaMonthStart(at)
    const key = `${transactionRequestId}|${periodStart.toISOString()}`
    let block = blocks.get(key)
    if (!block) {
      block = { transactionRequestId, periodStart, remaining: 0, exhaustedUntil: 0, reserving: undefined }
      blocks.set(key, block)
    }
    return block
  }

  /** A unit of the block, or null when it has none left here. */
  function unitOf(block: Block): QuotaHold | null {
    if (block.remaining <= 0) return null
    block.remaining -= 1
    return holdOn(block)
  }

  async function reserveAndTake(block: Block, quota: number): Promise<QuotaHold | null> {
    for (;;) {
      if (block.exhaustedUntil > now().getTime()) return null
      // Calls arriving together wait for one reservation rather than each asking the database.
      block.reserving ??= reserve(block, quota).finally(() => {
        block.reserving = undefined
      })
      await block.reserving
      // Others waiting on the same block may have taken what it brought: then reserve anew unless the
      // month is used up.
      const hold = unitOf(block)
      if (hold) return hold
    }
  }

  return {
    /**
     * One unit of this month's quota for the purchase, or null when the month's quota is used up; at once,
     * without a promise, while this instance's block has units left.
     */
    take(transactionRequestId: string, quota: number): QuotaHold | null | Promise<QuotaHold | null> {
      if (quota <= 0) return null
      const block = blockOf(transactionRequestId, now())
      return unitOf(block) ?? reserveAndTake(block, quota)
    },
    /** Asks the database again at the next call (the purchase changed). */
    forget(transactionRequestId: string) {
      for (const block of blocks.values()) {
        if (block.transactionRequestId === transactionRequestId) block.exhaustedUntil = 0
      }
    },

    /** Gives back what this instance reserved and did not use, so a restart does not eat into quotas. */
    async close(): Promise<void> {
      const unused = [...blocks.values()].filter((block) => block.remaining > 0)
      blocks.clear()
      await Promise.all(
        unused.map((block) =>
          repository.releaseQuota(block.transactionRequestId, block.periodStart, block.remaining),
        ),
      )
    },
  }
}

export type GatewayQuota = ReturnType<typeof createGatewayQuota>
