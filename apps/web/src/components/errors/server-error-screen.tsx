import { genericErrorMessage } from '@lumbung/contract'
import { Button } from '@mantine/core'
import { useT } from '../../lib/i18n/i18n'
import { ErrorLayout, ReloadButton } from './error-layout'

export function ServerErrorScreen({ status = 500, message }: { status?: number; message?: string }) {
  const t = useT()
  return (
    <ErrorLayout
      testId="server-error"
      code={String(status)}
      title={message || genericErrorMessage}
      message={t('state.ourSide')}
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
