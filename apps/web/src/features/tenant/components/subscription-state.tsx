import { Alert, Button, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { TenantSubscription } from '@lumbung/contract'
import { PageLoader } from '../../../components/layout/page-loader'
import { errorMessageOf } from '../../../lib/api-error'
import { useSubscription } from '../api/get-subscription'
import { useT } from '../../../lib/i18n/i18n'
import { subscriptionTexts } from '../subscription.texts'

/** Loads the company's sides once for the three subscription screens, with their loading and error states. */
export function WithSubscription({
  children,
}: {
  children: (subscription: TenantSubscription) => ReactNode
}) {
  const t = useT(subscriptionTexts)
  const subscription = useSubscription()
  if (subscription.isError && !subscription.data) {
    return (
      <Alert color="red" variant="light" title={t('loadFailed')} role="alert">
        <Text size="sm">{errorMessageOf(subscription.error)}</Text>
        <Button mt="sm" size="xs" variant="light" onClick={() => void subscription.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    )
  }
  if (!subscription.data) return <PageLoader />
  return <>{children(subscription.data)}</>
}
