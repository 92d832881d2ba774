import { Alert } from '@mantine/core'
import { IconAlertCircle, IconCalendarX, IconCoinOff } from '@tabler/icons-react'
import { privacyBudgetExhaustedCode, spendCapErrorCodes } from '@lumbung/contract'
import { errorMessageOf, isApiError } from '../../lib/api-error'
import { useT } from '../../lib/i18n/i18n'
import { privacyBudgetTexts } from './privacy-budget.texts'

/**
 * A refused query or fit test. A spent privacy budget and a reached spend cap get a title of their own, as
 * the buyer's next step differs (wait for the renewal date the message names, or ask the owner to raise
 * the cap); the server's message is shown as it is.
 */
export function PrivacyRefusalAlert({ error }: { error: unknown }) {
  const t = useT(privacyBudgetTexts)
  const code = isApiError(error) ? error.code : null
  const title =
    code === privacyBudgetExhaustedCode
      ? t('budgetSpentTitle')
      : code === spendCapErrorCodes.reached
        ? t('spendCapTitle')
        : undefined
  const icon =
    code === privacyBudgetExhaustedCode ? (
      <IconCalendarX size={18} />
    ) : code === spendCapErrorCodes.reached ? (
      <IconCoinOff size={18} />
    ) : (
      <IconAlertCircle size={18} />
    )
  return (
    <Alert color={title ? 'orange' : 'red'} variant="light" icon={icon} title={title} role="alert">
      {errorMessageOf(error)}
    </Alert>
  )
}
