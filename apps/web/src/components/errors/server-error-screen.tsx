import { genericErrorMessage } from '@lumbung/contract'
import { Button } from '@mantine/core'
import { ErrorLayout, ReloadButton } from './error-layout'

export function ServerErrorScreen({ status = 500, message }: { status?: number; message?: string }) {
  return (
    <ErrorLayout
      testId="server-error"
      code={String(status)}
      title={message || genericErrorMessage}
      message="The problem is on our side. Please try again in a moment."
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
