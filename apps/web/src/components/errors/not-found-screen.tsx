import { ErrorLayout } from './error-layout'

export const notFoundMessage = 'This page could not be found'

export function NotFoundScreen() {
  return (
    <ErrorLayout
      testId="not-found"
      code="404"
      title={notFoundMessage}
      message="The address may be mistyped, or the page has moved."
    />
  )
}
