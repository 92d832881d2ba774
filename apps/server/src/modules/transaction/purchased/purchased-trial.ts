import type { PurchaseTrialProgress } from '@lumbung/contract'
import type { PurchasedRepository } from './purchased.repository'

type StoredTrial = NonNullable<Awaited<ReturnType<PurchasedRepository['trialOf']>>>

const dayMs = 24 * 60 * 60 * 1000

/**
 * How far a purchase's free trial has gone, as the purchase page shows it: calls or queries used of N,
 * or whole days left (today counts), and whether billing has begun.
 */
export function trialProgressOf(trial: StoredTrial, at: Date): PurchaseTrialProgress {
  if (trial.calls !== null) {
    return {
      calls: trial.calls,
      days: null,
      calls_used: trial.used,
      ends_at: null,
      days_left: null,
      is_over: trial.used >= trial.calls,
    }
  }
  const left = trial.endsAt ? Math.max(0, Math.ceil((trial.endsAt.getTime() - at.getTime()) / dayMs)) : 0
  return {
    calls: null,
    days: trial.days,
    calls_used: trial.used,
    ends_at: trial.endsAt?.toISOString() ?? null,
    days_left: left,
    is_over: left === 0,
  }
}
