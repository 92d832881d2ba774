import { deltaSharingPrefix, type ApiAccess } from '@lumbung/contract'

/** Paths the server answers itself; everything else is the web app's. */
export const backendPrefixes = ['/api/', '/gateway/', '/demo-upstream/', '/mail/', `${deltaSharingPrefix}/`]
const backendRoots = ['/api', '/gateway', deltaSharingPrefix]

export function isBackendPath(url: string): boolean {
  const path = url.split('?')[0] ?? url
  return backendRoots.includes(path) || backendPrefixes.some((prefix) => path.startsWith(prefix))
}

const isSharingPath = (url: string) => url === deltaSharingPrefix || url.startsWith(`${deltaSharingPrefix}/`)

/**
 * What is wrong with a route's access rule for where it lives, or null (docs/decisions/0066-delta-sharing.md).
 * The rule's kind, not the path, decides how a caller is known (a session, a share token, nobody), so
 * every backend path but the API's own documentation must carry one; a share-token route lives under
 * the sharing prefix, and nothing there opens with a session.
 */
export function routeAccessProblem(url: string, access: ApiAccess | undefined): string | null {
  const isGated =
    (url.startsWith('/api/') && !url.startsWith('/api/docs')) ||
    url.startsWith('/mail/') ||
    isSharingPath(url)
  if (isGated && !access) return 'has no access rule; give it one in the contract'
  if (access?.kind === 'share-token' && !isSharingPath(url)) {
    return `takes a share token outside ${deltaSharingPrefix}`
  }
  if (isSharingPath(url) && access && access.kind !== 'share-token' && access.kind !== 'public') {
    return `is under ${deltaSharingPrefix}, where a share token or a signed link opens routes, never a session`
  }
  return null
}
