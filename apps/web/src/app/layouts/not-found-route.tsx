import { lazy, Suspense } from 'react'
import { useLoaderData } from 'react-router'
import { NotFoundScreen } from '../../components/errors/not-found-screen'
import { PageLoader } from '../../components/layout/page-loader'
import { PlainShell } from '../../components/layout/plain-shell'
import { withAllStyles } from '../../lib/all-styles'
import { loadCurrentUser } from '../guards/guard-loader'

export interface NotFoundData {
  isSignedIn: boolean
}

/** An unknown address: whether the visitor is signed in decides the frame around the 404. */
export async function notFoundLoader(): Promise<NotFoundData> {
  const user = await loadCurrentUser().catch(() => null)
  return { isSignedIn: user !== null }
}

// The signed-in frame brings the query library and the shell, which a signed-out visitor never needs.
const SignedInNotFound = lazy(withAllStyles(() => import('./signed-in-not-found')))

/** A signed-in user keeps the sidebar and top bar on a 404, so the way back is one click. */
export function NotFoundRoute() {
  const { isSignedIn } = useLoaderData() as NotFoundData
  if (isSignedIn) {
    return (
      <Suspense fallback={<PageLoader />}>
        <SignedInNotFound />
      </Suspense>
    )
  }
  return (
    <PlainShell>
      <NotFoundScreen />
    </PlainShell>
  )
}
