import { formatCount, type ProductTrial, type PurchaseTrialProgress } from '@lumbung/contract'
import { translateIn } from '../lib/i18n/i18n'
import { trialTexts } from './trial.texts'

type TrialUnit = 'call' | 'query'

/** "First 100 calls free" / "100 panggilan pertama gratis"; null for a product without a trial. */
export function trialTerms(trial: ProductTrial, unit: TrialUnit = 'call'): string | null {
  if (trial.calls !== null)
    return translateIn(trialTexts, unit === 'call' ? 'termsCalls' : 'termsQueries', { count: trial.calls })
  if (trial.days !== null) return translateIn(trialTexts, 'termsDays', { count: trial.days })
  return null
}

/** How far a purchase's trial has gone, in the page's language. */
export function trialProgress(trial: PurchaseTrialProgress, unit: TrialUnit = 'call'): string {
  const calls = unit === 'call'
  if (trial.calls !== null) {
    const total = formatCount(trial.calls)
    return trial.is_over
      ? translateIn(trialTexts, calls ? 'usedUpCalls' : 'usedUpQueries', { total })
      : translateIn(trialTexts, calls ? 'usedCalls' : 'usedQueries', {
          used: formatCount(trial.calls_used),
          total,
        })
  }
  if (trial.is_over) return translateIn(trialTexts, calls ? 'endedCalls' : 'endedQueries')
  const left = trial.days_left ?? 0
  const days = trial.days ?? 0
  return translateIn(trialTexts, 'daysLeft', {
    left,
    leftText: formatCount(left),
    days,
    daysText: formatCount(days),
  })
}
