import { genericErrorMessage } from '@lumbung/contract'
import { Button } from '@mantine/core'
import { ErrorLayout, ReloadButton } from './error-layout'

/** The generic error screen: the error's own message, or the generic one. */
export function ErrorScreen({ message }: { message?: string }) {
  return (
    <ErrorLayout
      testId="error-screen"
      title={message || genericErrorMessage}
      actions={
        <>
          <ReloadButton />
          <Button component="a" href="/">
            Go to the home page
          </Button>
        </>
      }
    />
  )
}
