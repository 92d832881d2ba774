import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../lib/api-error'

/** A 4xx answer will not change on retry; network trouble and 5xx get two more tries. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status < 500) return false
  return failureCount < 2
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetryQuery, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
