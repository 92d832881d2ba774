import { useMemo } from 'react'
import { enumOptionsOf, labelOf } from '../../../lib/i18n/enum-labels'
import { useT } from '../../../lib/i18n/i18n'
import { billingLabelTexts } from '../billing-labels.texts'

type BillingLabelKey = keyof typeof billingLabelTexts.en
export type BillingEnum =
  | 'invoiceStatus'
  | 'settlementStatus'
  | 'billingLineKind'
  | 'billingCreditKind'
  | 'disputeStatus'
  | 'disputeOutcome'
  | 'disputeAction'
  | 'billingEventKind'
  | 'usageOutcome'

/**
 * The billing words in the page's language: an enum's label (the shared enum labels), a month (`2026-11` → "November 2026", "November 2026"), a select's options.
 */
export function useBillingLabels() {
  const t = useT(billingLabelTexts)
  return useMemo(() => {
    const label = (name: BillingEnum, value: string | null | undefined): string => labelOf(name, value)
    const period = (value: string): string => {
      const [year, month] = value.split('-')
      const monthKey = `month${Number(month)}`
      return monthKey in billingLabelTexts.en
        ? t('period', { month: t(monthKey as BillingLabelKey), year })
        : value
    }
    const options = <N extends BillingEnum>(name: N) =>
      enumOptionsOf(name).map((option) => ({ ...option, label: label(name, option.value) }))
    return { t, label, period, options }
  }, [t])
}

export type BillingLabels = ReturnType<typeof useBillingLabels>
