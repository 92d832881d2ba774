import { trialMessages, type ProductFormFields } from '@lumbung/contract'
import { isPayPerUse } from '../../../lib/purchase-trials'
import { invalid } from './product-checks'

/**
 * The trial columns the form sets (docs/decisions/0069-trial-and-measured-quality.md): calls or days,
 * not both. Only pay-per-use products bill usage, so any other pricing model drops the trial, as the
 * quota is dropped from anything but an API subscription.
 */
export function trialChangeOf(fields: ProductFormFields): {
  trialCalls: number | null
  trialDays: number | null
} {
  if (fields.trial_calls !== undefined && fields.trial_days !== undefined) {
    throw invalid({ trial_days: trialMessages.bothGiven })
  }
  const isKept = isPayPerUse(fields.pricing_model)
  return {
    trialCalls: isKept ? (fields.trial_calls ?? null) : null,
    trialDays: isKept ? (fields.trial_days ?? null) : null,
  }
}
