import type { UsageKind, UsageOutcome } from '@lumbung/contract'

// Types only, so the platform's context (modules/context.ts) can name the ledger without importing the gateway.

/** What a delivery reports about itself; the ledger adds the id and the time it was written. */
export interface UsageEntry {
  /**
   * The record's id (`timeOrderedUuid()`), from a caller that makes a fresh entry for each record and never
   * touches it again (the gateway): the ledger then keeps the entry itself rather than a copy with an id,
   * one object less on the gateway's hot path. Without one, the ledger copies the entry and adds it.
   */
  id?: string | undefined
  occurredAt: Date
  kind: UsageKind
  consumerTenantId: string | null
  providerTenantId: string | null
  productId: string | null
  transactionRequestId: string | null
  apiKeyId: string | null
  method: string | null
  subPath: string | null
  httpStatus: number
  outcome: UsageOutcome
  errorCode: string | null
  latencyMs: number
  bytesIn: number
  bytesOut: number
  isBillable: boolean
  unitPrice: number | null
}

export interface UsageLedger {
  /** Queues one record; it reaches the database with the next batch, off the caller's path. */
  record(entry: UsageEntry): void
  /**
   * Writes every record queued so far, and its rollups, now (before reading the rollups, and tests).
   * Records that arrive meanwhile go with the next batch, so a flush ends even under steady load.
   */
  flush(): Promise<void>
  /** Stops the timer and writes every queued record. */
  close(): Promise<void>
}
