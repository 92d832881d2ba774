import type { UsageKind, UsageOutcome } from '@lumbung/contract'

/** A small seeded generator (mulberry32): the same seed gives the same demo history every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** How busy each weekday is (Sunday first): companies call on working days, much less at weekends. */
export const weekdayRhythm = [0.25, 1, 1.05, 1, 0.95, 0.9, 0.35] as const

/** Share of a day's calls per Asia/Jakarta hour: office hours, a lunch dip and a quiet night. */
export const hourRhythm = [
  0.2, 0.1, 0.1, 0.1, 0.2, 0.4, 0.8, 1.6, 2.6, 3, 3, 2.8, 1.9, 2.6, 2.9, 2.8, 2.4, 1.8, 1.2, 0.9, 0.7, 0.5,
  0.4, 0.3,
] as const

/** Per delivery kind: calls on an ordinary working day, and how each call may end. */
export interface KindProfile {
  dailyCalls: number
  /** Cumulative chances of SUCCESS, CLIENT_ERROR, UPSTREAM_ERROR and TIMEOUT; the rest is REJECTED. */
  outcomeOdds: readonly [number, number, number, number]
  latencyMs: [number, number]
  bytesIn: [number, number]
  bytesOut: [number, number]
  method: string | null
}

export const kindProfiles: Record<UsageKind, KindProfile> = {
  API_CALL: {
    dailyCalls: 110,
    outcomeOdds: [0.93, 0.96, 0.98, 0.99],
    latencyMs: [60, 420],
    bytesIn: [80, 220],
    bytesOut: [240, 900],
    method: 'POST',
  },
  QUERY: {
    dailyCalls: 3,
    outcomeOdds: [0.94, 0.98, 0.99, 1],
    latencyMs: [700, 3200],
    bytesIn: [2_000, 60_000],
    bytesOut: [400, 4_000],
    method: null,
  },
  DOWNLOAD: {
    dailyCalls: 0.3,
    outcomeOdds: [0.97, 0.97, 0.99, 1],
    latencyMs: [300, 2_500],
    bytesIn: [0, 0],
    bytesOut: [40_000, 60_000],
    method: 'GET',
  },
  DELIVERY: {
    dailyCalls: 0,
    outcomeOdds: [0.9, 0.9, 1, 1],
    latencyMs: [1_500, 6_000],
    bytesIn: [0, 0],
    bytesOut: [20_000, 30_000],
    method: null,
  },
}

export const outcomeOrder: readonly UsageOutcome[] = ['SUCCESS', 'CLIENT_ERROR', 'UPSTREAM_ERROR', 'TIMEOUT']

/** What the gateway answers with each failure, as it records it. */
export const failureAnswers: Record<
  Exclude<UsageOutcome, 'SUCCESS'>,
  { httpStatus: number; errorCodes: (string | null)[] }
> = {
  CLIENT_ERROR: { httpStatus: 400, errorCodes: [null] },
  UPSTREAM_ERROR: { httpStatus: 502, errorCodes: ['UPSTREAM_ERROR'] },
  TIMEOUT: { httpStatus: 504, errorCodes: ['UPSTREAM_TIMEOUT'] },
  REJECTED: { httpStatus: 429, errorCodes: ['RATE_LIMITED', 'QUOTA_EXCEEDED', 'INVALID_PARAMETERS'] },
}
