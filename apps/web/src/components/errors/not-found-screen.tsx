import { useT } from '../../lib/i18n/i18n'
import { ErrorLayout } from './error-layout'

export const notFoundMessage = 'This page could not be found'

export function NotFoundScreen() {
  const t = useT()
  return (
    <ErrorLayout
      testId="not-found"
      code="404"
      title={t('state.notFound')}
      message={t('state.notFoundHint')}
    />
  )
}
