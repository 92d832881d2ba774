import { useEffect } from 'react'
import { useRouteError } from 'react-router'
import { ErrorScreen } from './error-screen'
import { NotFoundScreen } from './not-found-screen'
import { routeErrorView } from './route-error'
import { ServerErrorScreen } from './server-error-screen'

/** The errorElement of every route. */
export function RouteErrorScreen() {
  const error = useRouteError()
  const view = routeErrorView(error)

  useEffect(() => {
    if (view.kind !== 'not-found') console.error(error)
  }, [error, view.kind])

  if (view.kind === 'not-found') return <NotFoundScreen />
  if (view.kind === 'server') return <ServerErrorScreen status={view.status} message={view.message} />
  return <ErrorScreen message={view.message} />
}
