import { genericErrorMessage } from '@lumbung/contract'
import { Button } from '@mantine/core'
import { useT } from '../../lib/i18n/i18n'
import { ErrorLayout, ReloadButton } from './error-layout'

/** The generic error screen: the error's own message, or the generic one. */
export function ErrorScreen({ message }: { message?: string }) {
  const t = useT()
  return (
    <ErrorLayout
      testId="error-screen"
      title={message || genericErrorMessage}
      actions={
        <>
          <ReloadButton />
          <Button component="a" href="/">
            {t('state.goHome')}
          </Button>
        </>
      }
    />
  )
}
