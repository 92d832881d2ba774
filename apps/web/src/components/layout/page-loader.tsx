import { Center, Loader } from '@mantine/core'
import { translate } from '../../lib/i18n/i18n'
import { useMinimumLoading } from '../feedback/use-minimum-loading'

/** A centred spinner for a page whose data is on its way, shown for at least 200 ms. */
export function PageLoader({
  isLoading = true,
  label = translate('state.loading'),
}: {
  isLoading?: boolean
  label?: string
}) {
  const isVisible = useMinimumLoading(isLoading)
  if (!isVisible) return null
  return (
    <Center mih="40vh" role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  )
}
