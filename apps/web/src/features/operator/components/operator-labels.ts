import { useMemo } from 'react'
import { enumOptionsOf, labelOf } from '../../../lib/i18n/enum-labels'
import { useT } from '../../../lib/i18n/i18n'
import { operatorLabelTexts } from '../operator-labels.texts'

type OperatorEnum = 'tenantVerificationStatus' | 'userStatus' | 'applicationRole' | 'companyDocumentKind'

/** The operator screens' shared words, an enum's label in the page's language, a select's options. */
export function useOperatorLabels() {
  const t = useT(operatorLabelTexts)
  return useMemo(() => {
    const label = (name: OperatorEnum, value: string | null | undefined): string => labelOf(name, value)
    const options = (name: OperatorEnum) =>
      enumOptionsOf(name).map((option) => ({ ...option, label: label(name, option.value) }))
    return { t, label, options }
  }, [t])
}
