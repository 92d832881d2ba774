import { Navigate } from 'react-router'

/** /my-account has no page of its own: the account tab is its first. */
export function MyAccountRoute() {
  return <Navigate to="/my-account/account" replace />
}
