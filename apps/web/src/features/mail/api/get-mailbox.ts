import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { mailRoutes } from '@lumbung/contract'
import { apiRequest } from '../../../lib/api-client'
import { isApiError } from '../../../lib/api-error'

/** The server answers 404 while mail goes out by SMTP (or the mailbox is turned off). */
export const isMailboxOff = (error: unknown) => isApiError(error) && error.status === 404

const refreshIntervalMs = 5000

export function mailboxQueryOptions(to: string) {
  return queryOptions({
    queryKey: ['dev', 'mailbox', to],
    queryFn: ({ signal }) => apiRequest(mailRoutes.devMailbox, { query: { to: to || undefined }, signal }),
    // New mail shows up on its own while the page is open.
    refetchInterval: (query) => (isMailboxOff(query.state.error) ? false : refreshIntervalMs),
    retry: (failureCount, error) => !isMailboxOff(error) && failureCount < 2,
    placeholderData: keepPreviousData,
  })
}

export function useMailbox(to: string) {
  return useQuery(mailboxQueryOptions(to))
}
