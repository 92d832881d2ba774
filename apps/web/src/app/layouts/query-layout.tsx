import { QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from 'react-router'
import { queryClient } from '../query-client'

/**
 * Gives every screen below it the query client. It is a lazy layout rather than a root provider so
 * the sign-in screen, which needs no queries, does not download the query library.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
